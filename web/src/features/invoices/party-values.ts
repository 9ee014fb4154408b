import type { InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import {
  type StakeholderInput,
  type StakeholderKind,
  stakeholderInputSchema,
} from '@daftar/contracts/endpoints/stakeholders';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';
import { toLatinDigits } from '../../lib/format/digits.ts';

/** The essentials of a new party, as typed. */
export interface PartyValues {
  kind: StakeholderKind;
  firstName: string;
  lastName: string;
  businessName: string;
  mobile: string;
  nationalId: string;
}

/** A new party from the text typed in the picker: its first word the first name, the rest the last (or the business). */
export function partyValuesFrom(typed: string): PartyValues {
  const [first = '', ...rest] = typed.trim().split(/\s+/);
  return {
    kind: 'INDIVIDUAL',
    firstName: first,
    lastName: rest.join(' '),
    businessName: '',
    mobile: '',
    nationalId: '',
  };
}

/**
 * The stakeholders' own schema checks the essentials: a customer on a sale, a supplier on a purchase, active;
 * optional fields left out when empty, digits typed in Persian read as Latin.
 */
export function checkParty(values: PartyValues, invoiceKind: InvoiceKind): FormCheck<StakeholderInput> {
  const digits = (text: string) => toLatinDigits(text).replace(/\s/g, '') || undefined;
  const common = {
    isCustomer: invoiceKind !== 'PURCHASE',
    isSupplier: invoiceKind === 'PURCHASE',
    mobile: digits(values.mobile),
    nationalId: digits(values.nationalId),
    active: true,
  };
  return checkInput(
    stakeholderInputSchema,
    values.kind === 'INDIVIDUAL'
      ? { kind: 'INDIVIDUAL', firstName: values.firstName, lastName: values.lastName, ...common }
      : { kind: 'BUSINESS', businessName: values.businessName, ...common },
  );
}
