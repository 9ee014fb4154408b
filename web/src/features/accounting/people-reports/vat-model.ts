import type { ReportCell, ReportModel, ReportRow } from '../report-model.ts';
import type { VatReport } from './people-reports-client.ts';

type T = (key: string, params?: Record<string, string>) => string;
type Figure = keyof VatReport['totals'];
type Season = VatReport['seasons'][number];

/** "Spring 1405" (fa: بهار ۱۴۰۵): a VAT return period's name. */
export const seasonName = (t: T, season: Pick<Season, 'season' | 'jalaliYear'>, digits: (text: string) => string) =>
  `${t(`WEB_VAT_SEASON_${season.season}`)} ${digits(String(season.jalaliYear))}`;

/** Which account's lines stand behind a figure, for its drill-down into the ledger. */
const figureAccount: Partial<Record<Figure, keyof VatReport['accounts']>> = {
  sales: 'sales',
  salesReturns: 'salesReturns',
  outputVat: 'vatPayable',
  outputVatDebits: 'vatPayable',
  vatPaid: 'vatPayable',
  purchases: 'purchases',
  inputVat: 'vatReceivable',
  inputVatCredits: 'vatReceivable',
};

/**
 * The accountant's layout, in the order a VAT return is filled: sales and their VAT, purchases and theirs, the
 * season's own VAT, the credit the season before left, what to pay or the credit carried on; the VAT paid to the
 * tax office (for an earlier season) last, apart.
 */
export const vatLines: [Figure, string, 'plain' | 'total'][] = [
  ['sales', 'WEB_VAT_SALES', 'plain'],
  ['salesReturns', 'WEB_VAT_SALES_RETURNS', 'plain'],
  ['outputVat', 'WEB_VAT_OUTPUT', 'plain'],
  ['outputVatDebits', 'WEB_VAT_OUTPUT_DEBITS', 'plain'],
  ['purchases', 'WEB_VAT_PURCHASES', 'plain'],
  ['inputVat', 'WEB_VAT_INPUT', 'plain'],
  ['inputVatCredits', 'WEB_VAT_INPUT_CREDITS', 'plain'],
  ['netPayable', 'WEB_VAT_NET_PAYABLE', 'total'],
  ['creditBroughtForward', 'WEB_VAT_CREDIT_BROUGHT_FORWARD', 'plain'],
  ['payable', 'WEB_VAT_PAYABLE', 'total'],
  ['creditCarriedForward', 'WEB_VAT_CREDIT_CARRIED_FORWARD', 'plain'],
  ['vatPaid', 'WEB_VAT_PAID', 'plain'],
];

/** The ledger of the figure's account over the season: the vouchers behind the figure. */
export function drillTo(report: VatReport, figure: Figure, period: { from: string; to: string }): string | undefined {
  const account = figureAccount[figure];
  const accountId = account ? report.accounts[account] : null;
  return accountId ? `/accounting/account-details/${accountId}?from=${period.from}&to=${period.to}` : undefined;
}

/**
 * The VAT report as an accountant files from it: one row per figure, one column per season and the year's total;
 * each season's figure opens the ledger lines behind it.
 */
export function vatReportModel(
  report: VatReport,
  options: { t: T; title: string; digits(text: string): string; amount(rials: number, to?: string): ReportCell },
): ReportModel {
  const { t, digits, amount } = options;
  const year = { from: report.seasons[0]?.from ?? '', to: report.seasons.at(-1)?.to ?? '' };
  const rows: ReportRow[] = vatLines.map(([figure, key, kind]) => ({
    key: figure,
    testId: `vat-row-${figure}`,
    ...(kind === 'total' ? { kind } : {}),
    cells: {
      name: { text: t(key) },
      ...Object.fromEntries(
        report.seasons.map((season) => [`s${season.season}`, amount(season[figure], drillTo(report, figure, season))]),
      ),
      total: amount(report.totals[figure], drillTo(report, figure, year)),
    },
  }));
  return {
    fileName: `vat-report-${report.fiscalYearName}`,
    title: options.title,
    columns: [
      { key: 'name', header: t('WEB_VAT_FIGURE') },
      ...report.seasons.map((season) => ({
        key: `s${season.season}`,
        header: seasonName(t, season, digits),
        numeric: true,
      })),
      { key: 'total', header: t('WEB_VAT_YEAR_TOTAL'), numeric: true },
    ],
    rows,
  };
}
