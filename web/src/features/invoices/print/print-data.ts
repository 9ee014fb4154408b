import { useQuery } from '@tanstack/react-query';
import { localDigits } from '../../../lib/format/digits.ts';
import { type AmountUnit, formatAmount } from '../../../lib/format/format-amount.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useRouteRecord } from '../../../lib/routing/use-route-record.ts';
import { useAmountUnit } from '../../../lib/session/use-amount-unit.ts';
import {
  getCompanyLogoQuery,
  getCompanyProfileQuery,
  getCompanySettingsQuery,
} from '../../../lib/query/company-profile-queries.ts';
import { getStakeholderQuery } from '../../../lib/query/stakeholder-record-query.ts';
import { getInvoiceQuery } from '../api.ts';
import { decimalText } from '../invoice-form-values.ts';
import { invoiceIdParam } from '../invoice-loaders.ts';
import { usePrintLanguage } from './print-language.tsx';

/**
 * What a printout reads: the invoice of the route's `:id`, the company's profile and logo (the company info
 * screen's own queries, so an upload there is what prints here), the party's record, the amount unit and the
 * document language from the company settings. The
 * print loader has warmed them all; only the invoice is required, the rest print what they have.
 */
export function usePrintData() {
  const { companyId, record: invoice } = useRouteRecord(invoiceIdParam, getInvoiceQuery);
  const profile = useQuery(getCompanyProfileQuery(companyId)).data;
  const logo = useQuery({
    ...getCompanyLogoQuery(companyId, profile?.logo?.updatedAt ?? ''),
    enabled: Boolean(profile?.logo),
  }).data;
  const stakeholder = useQuery({
    ...getStakeholderQuery(companyId, invoice?.stakeholderId ?? 0),
    enabled: invoice !== undefined,
  }).data;
  const unit = useAmountUnit(companyId);
  const documentLanguage = useQuery(getCompanySettingsQuery(companyId)).data?.documentLanguage;
  return { invoice, profile, logoUrl: logo?.dataUrl ?? null, stakeholder, unit, documentLanguage };
}

/** The printout's figures in its language: amounts in the unit, dates, codes and quantities in its digits. */
export function usePrintFormat(unit: AmountUnit) {
  const language = usePrintLanguage();
  return {
    language,
    money: (rials: number) => formatAmount(rials, language, unit),
    date: (iso: string | null) => (iso ? formatDate(iso, language) : ''),
    digits: (text: string) => localDigits(text, language),
    quantity: (value: number) => decimalText(value, language),
  };
}
