import {
  type MoneyRecord,
  type MoneyRecordInput,
  moneyRecordInputSchema,
  moneyRecordVat,
} from '@daftar/contracts/endpoints/money-records-schemas';
import type { Language } from '@daftar/contracts/schemas/common';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';

/** A choice the form keeps with its label, so it stays shown when a later search no longer lists it. */
export interface Chosen {
  id: number;
  label: string;
}

/** The form's model: the boxes' text as typed (amounts grouped, Persian digits in fa), pickers' choices or null. */
export interface MoneyRecordFormValues {
  date: string;
  category: Chosen | null;
  amount: string;
  /** The VAT rate as typed; '' for none. */
  vatRate: string;
  treasury: Chosen | null;
  stakeholder: Chosen | null;
  description: string;
  reference: string;
}

export function newMoneyRecordValues(date: string): MoneyRecordFormValues {
  return {
    date,
    category: null,
    amount: '',
    vatRate: '',
    treasury: null,
    stakeholder: null,
    description: '',
    reference: '',
  };
}

/** "8103 هزینه اجاره": an account or tafsili as the pickers name it. */
export const codeLabel = (code: string, name: string, language: Language) => `${localDigits(code, language)} ${name}`;

/** A record as the form edits it; a copy takes `date` (today) instead of the original's. */
export function moneyRecordValues(record: MoneyRecord, language: Language, date = record.date): MoneyRecordFormValues {
  const categoryName = language === 'en' ? (record.categoryNameEn ?? record.categoryName) : record.categoryName;
  return {
    date,
    category: { id: record.categoryAccountId, label: codeLabel(record.categoryCode, categoryName, language) },
    amount: formatAmount(record.amount, language),
    vatRate: record.vatRate ? localDigits(String(record.vatRate), language) : '',
    treasury: { id: record.treasuryId, label: codeLabel(record.treasuryCode, record.treasuryName, language) },
    stakeholder:
      record.stakeholderId === null
        ? null
        : {
            id: record.stakeholderId,
            label: codeLabel(record.stakeholderCode ?? '', record.stakeholderName ?? '', language),
          },
    description: record.description ?? '',
    reference: record.reference ?? '',
  };
}

/** A whole number typed in either script; '' → 0 (no VAT); anything else NaN (the schema's INVALID_VAT_RATE). */
export function parseRate(text: string): number {
  const plain = toLatinDigits(text).trim();
  if (plain === '') return 0;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The figures the form shows as one types: VAT by the contract's rule, and the total; null while not a number. */
export function formFigures(values: Pick<MoneyRecordFormValues, 'amount' | 'vatRate'>) {
  const amount = parseAmount(values.amount);
  const rate = parseRate(values.vatRate);
  if (amount === undefined || !Number.isSafeInteger(amount) || !Number.isInteger(rate) || rate > 100) return null;
  const vat = moneyRecordVat(amount, rate);
  return { amount, vat, total: amount + vat };
}

/** The values as the API's input, checked with the contract's schema (the same the server parses). */
export function checkMoneyRecord(values: MoneyRecordFormValues): FormCheck<MoneyRecordInput> {
  const input = {
    date: values.date,
    categoryAccountId: values.category?.id,
    amount: parseAmount(values.amount) ?? Number.NaN,
    vatRate: parseRate(values.vatRate),
    treasuryId: values.treasury?.id,
    stakeholderId: values.stakeholder?.id ?? null,
    description: values.description.trim() || null,
    reference: values.reference.trim() || null,
  };
  return checkInput(moneyRecordInputSchema, input as MoneyRecordInput);
}
