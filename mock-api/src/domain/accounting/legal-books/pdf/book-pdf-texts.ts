import type { Language } from '@daftar/contracts/schemas/common';

/**
 * The books' PDF words in both languages, as the print screen words them (the SPA's WEB_LEGAL_* texts), kept here
 * because the server draws the file and the SPA's texts are screen texts, not the API's.
 */
const texts = {
  journal: ['Journal', 'دفتر روزنامه'],
  ledger: ['Ledger', 'دفتر کل'],
  nationalId: ['National id {id}', 'شناسهٔ ملی {id}'],
  economicCode: ['Economic code {code}', 'کد اقتصادی {code}'],
  year: ['Fiscal year {year}', 'سال مالی {year}'],
  period: ['{from} to {to}', 'از {from} تا {to}'],
  registered: ['Registration no. {number}', 'شماره ثبت {number}'],
  page: ['Page {page}', 'صفحهٔ {page}'],
  line: ['Row', 'ردیف'],
  date: ['Date', 'تاریخ'],
  code: ['Code', 'کد'],
  account: ['Account', 'حساب'],
  description: ['Description', 'شرح'],
  debit: ['Debit', 'بدهکار'],
  credit: ['Credit', 'بستانکار'],
  journalRef: ['Journal', 'روزنامه'],
  side: ['Side', 'تشخیص'],
  balance: ['Balance', 'مانده'],
  sideDebit: ['Dr', 'بد'],
  sideCredit: ['Cr', 'بس'],
  journalAt: ['page {page}, row {line}', 'صفحه {page}، ردیف {line}'],
  carriedIn: ['Brought forward from the previous page', 'نقل از صفحهٔ قبل'],
  carriedOut: ['Carried forward to the next page', 'نقل به صفحهٔ بعد'],
  totalsToDate: ['Totals', 'جمع کل'],
  voucherRange: ['Summary of vouchers {first} to {last}', 'خلاصه اسناد {first} تا {last}'],
  oneVoucher: ['Voucher {number}', 'سند {number}'],
  openingRow: ['Opening voucher ({number})', 'سند افتتاحیه ({number})'],
  closingRow: ['Closing voucher ({number})', 'سند اختتامیه ({number})'],
  periodTotals: [
    'The period’s totals ({period}): debit {debit}, credit {credit} Rials',
    'جمع دوره ({period}): بدهکار {debit}، بستانکار {credit} ریال',
  ],
  accountTotals: [
    '{account}, the period’s totals: debit {debit}, credit {credit} Rials',
    'جمع دورهٔ {account}: بدهکار {debit}، بستانکار {credit} ریال',
  ],
  amountsIn: ['Amounts in Rials', 'مبالغ به ریال'],
  empty: ['Nothing was posted in this period.', 'در این دوره سندی ثبت نشده است.'],
} as const satisfies Record<string, readonly [string, string]>;

export type BookTextKey = keyof typeof texts;
export type BookTranslate = (key: BookTextKey, values?: Record<string, string>) => string;

/** The document language's text of `key`, `{name}` placeholders filled. */
export function bookTexts(language: Language): BookTranslate {
  return (key, values = {}) =>
    texts[key][language === 'fa' ? 1 : 0].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
