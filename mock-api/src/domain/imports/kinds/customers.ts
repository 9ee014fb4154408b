import { eq } from 'drizzle-orm';
import { stakeholderInputSchema } from '@daftar/contracts/endpoints/stakeholders';
import { type StakeholderRow, stakeholders } from '@daftar/db/schema/stakeholders';
import { nextCode } from '../../record-codes.ts';
import { insertStakeholders, replaceStakeholder, type StakeholderInput, stakeholderTable } from '../../stakeholders.ts';
import { digitsOnly, parseChoice, parseInteger } from '../text-values.ts';
import type { CellError, ImportKindSpec, RowValues } from './kind.ts';
import { cellReader, cellText, existingRecords, optional, schemaCheck } from './kind.ts';
import { fieldsOf } from './kind-fields.ts';

const kinds = {
  INDIVIDUAL: ['individual', 'person', 'real', 'حقیقی', 'شخص حقیقی', 'فرد'],
  BUSINESS: ['business', 'company', 'legal', 'حقوقی', 'شخص حقوقی', 'شرکت'],
} as const;

const roles = {
  customer: ['مشتری', 'خریدار', 'customers', 'buyer'],
  supplier: ['تامین کننده', 'تأمین‌کننده', 'فروشنده', 'suppliers', 'vendor'],
  both: ['هر دو', 'هردو', 'مشتری و تامین کننده', 'customer and supplier', 'customer/supplier'],
} as const;

/** A mobile as people write it (+98…, 0098…, 98…, or without the 0) as the form's 09…. */
function mobileOf(text: string): string {
  const digits = digitsOnly(text).replace(/^\+/, '');
  if (/^(0098|98)9\d{9}$/.test(digits)) return `0${digits.slice(digits.length - 10)}`;
  if (/^9\d{9}$/.test(digits)) return `0${digits}`;
  return digits;
}

/**
 * A person's national id typed into a number cell loses its leading zeros (0012345678 becomes 12345678): an
 * individual's id of eight or nine digits gets them back.
 */
function nationalIdOf(text: string, individual: boolean): string {
  const digits = digitsOnly(text);
  return individual && /^\d{8,9}$/.test(digits) ? digits.padStart(10, '0') : digits;
}

function check(values: RowValues) {
  const errors: CellError[] = [];
  const read = cellReader(values, errors);
  const name = (field: string) => optional(values[field]);
  const givenKind = read('kind', 'IMPORT_INVALID_CHOICE', (text) => parseChoice(text, kinds));
  const kind =
    givenKind ?? (name('businessName') && !name('firstName') && !name('lastName') ? 'BUSINESS' : 'INDIVIDUAL');
  const role = read('role', 'IMPORT_INVALID_CHOICE', (text) => parseChoice(text, roles)) ?? 'customer';
  const creditLimit = read('creditLimit', 'INVALID_AMOUNT', parseInteger);
  const digits = (field: string) => optional(digitsOnly(values[field] ?? ''));
  const common = {
    code: name('code'),
    isCustomer: role !== 'supplier',
    isSupplier: role !== 'customer',
    mobile: optional(mobileOf(values.mobile ?? '')),
    phone: digits('phone'),
    email: name('email'),
    province: name('province'),
    city: name('city'),
    address: name('address'),
    postalCode: digits('postalCode'),
    creditLimit,
    notes: name('notes'),
  };
  const nationalId = optional(nationalIdOf(values.nationalId ?? '', kind === 'INDIVIDUAL'));
  const input =
    kind === 'INDIVIDUAL'
      ? { kind, firstName: name('firstName') ?? '', lastName: name('lastName') ?? '', nationalId, ...common }
      : {
          kind,
          businessName: name('businessName') ?? '',
          nationalId,
          economicCode: digits('economicCode'),
          registrationNumber: digits('registrationNumber'),
          ...common,
        };
  return schemaCheck<StakeholderInput>(stakeholderInputSchema, input, errors, { isCustomer: 'role' });
}

const keyOf = (field: 'code' | 'nationalId', value: string | null | undefined) => (value ? [`${field}:${value}`] : []);

function valuesOf(row: StakeholderRow): RowValues {
  return {
    code: row.code,
    kind: row.kind,
    firstName: cellText(row.firstName),
    lastName: cellText(row.lastName),
    businessName: cellText(row.businessName),
    nationalId: cellText(row.nationalId),
    economicCode: cellText(row.economicCode),
    registrationNumber: cellText(row.registrationNumber),
    role: row.isCustomer && row.isSupplier ? 'both' : row.isSupplier ? 'supplier' : 'customer',
    mobile: cellText(row.mobile),
    phone: cellText(row.phone),
    email: cellText(row.email),
    province: cellText(row.province),
    city: cellText(row.city),
    address: cellText(row.address),
    postalCode: cellText(row.postalCode),
    creditLimit: cellText(row.creditLimit),
    notes: cellText(row.notes),
  };
}

/** Customers and suppliers: duplicates by code or national id; each gets its person tafsili as the form's do. */
export const customersImport: ImportKindSpec<StakeholderInput> = {
  kind: 'customers',
  fields: fieldsOf('customers'),
  check,
  keysOf: (input) => [...keyOf('code', input.code), ...keyOf('nationalId', input.nationalId)],
  existing: (db, companyId) =>
    existingRecords(
      db.select().from(stakeholders).where(eq(stakeholders.companyId, companyId)).all(),
      valuesOf,
      (row) => [...keyOf('code', row.code), ...keyOf('nationalId', row.nationalId)],
    ),
  firstFreeCode: (db, companyId) => Number(nextCode(db, stakeholderTable, companyId)),
  insertAll: (tx, companyId, rows) => insertStakeholders(tx, companyId, rows),
  replace: (tx, companyId, id, input, code) => {
    replaceStakeholder(tx, companyId, id, input, code);
  },
};
