import type { Language } from '@daftar/contracts/schemas/common';

/**
 * The PDF's own words in both languages. They match the print screen's (the SPA's WEB_PRINT_* texts), kept here
 * because the server draws the file and the SPA's texts are screen texts, not the API's.
 */
const texts = {
  titleSell: ['Sales invoice', 'صورتحساب فروش کالا و خدمات'],
  titlePurchase: ['Purchase invoice', 'صورتحساب خرید کالا و خدمات'],
  titleEstimate: ['Estimate', 'پیش‌فاکتور'],
  stampDraft: ['Draft — not valid', 'پیش‌نویس — فاقد اعتبار'],
  stampCancelled: ['Cancelled', 'باطل‌شده'],
  number: ['Number', 'شماره'],
  date: ['Date', 'تاریخ'],
  dueDate: ['Due date', 'سررسید'],
  seller: ['Seller', 'مشخصات فروشنده'],
  buyer: ['Buyer', 'مشخصات خریدار'],
  nationalId: ['National id', 'کد ملی'],
  legalNationalId: ['National id', 'شناسه ملی'],
  economicCode: ['Economic code', 'کد اقتصادی'],
  registrationNumber: ['Registration no.', 'شماره ثبت'],
  postalCode: ['Postal code', 'کد پستی'],
  phone: ['Phone', 'تلفن'],
  address: ['Address', 'نشانی'],
  row: ['#', 'ردیف'],
  code: ['Code', 'کد کالا'],
  description: ['Description', 'شرح کالا یا خدمات'],
  quantity: ['Quantity', 'مقدار'],
  unitPrice: ['Unit price', 'مبلغ واحد'],
  gross: ['Amount', 'مبلغ کل'],
  discount: ['Discount', 'تخفیف'],
  vat: ['VAT', 'مالیات بر ارزش افزوده'],
  total: ['Total', 'جمع کل'],
  linesSum: ['Total', 'جمع'],
  subtotal: ['Subtotal', 'جمع اقلام'],
  lineDiscounts: ['Line discounts', 'تخفیف ردیف‌ها'],
  vatTotal: ['VAT', 'مالیات بر ارزش افزوده'],
  invoiceDiscount: ['Invoice discount', 'تخفیف فاکتور'],
  shipping: ['Shipping', 'هزینهٔ حمل'],
  otherAdditions: ['Other additions', 'سایر اضافات'],
  grandTotal: ['Grand total', 'مبلغ قابل پرداخت'],
  returned: ['Returned', 'برگشتی'],
  paid: ['Paid', 'پرداخت‌شده'],
  balanceDue: ['Balance due', 'مانده'],
  partyCredit: ['Credit', 'بستانکاری طرف حساب'],
  inWords: ['Total in words:', 'مبلغ کل به حروف:'],
  amountsIn: ['Amounts in {unit}', 'مبالغ به {unit}'],
  rials: ['rials', 'ریال'],
  rial: ['rial', 'ریال'],
  tomans: ['tomans', 'تومان'],
  toman: ['toman', 'تومان'],
  wordsAnd: ['{first} and {second}', '{first} و {second}'],
  notes: ['Notes', 'توضیحات'],
  sellerSignature: ["Seller's stamp and signature", 'مهر و امضای فروشنده'],
  buyerSignature: ["Buyer's signature", 'امضای خریدار'],
  thanks: ['Thank you for your purchase', 'از خرید شما سپاسگزاریم'],
  page: ['Page {page} of {pages}', 'صفحهٔ {page} از {pages}'],
} as const satisfies Record<string, readonly [string, string]>;

export type PdfTextKey = keyof typeof texts;
export type PdfTranslate = (key: PdfTextKey, values?: Record<string, string>) => string;

/** The document language's text of `key`, `{name}` placeholders filled. */
export function pdfTexts(language: Language): PdfTranslate {
  return (key, values = {}) =>
    texts[key][language === 'fa' ? 1 : 0].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
