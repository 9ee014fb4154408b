/** Error codes of the books (chart, tafsili, fiscal years, vouchers, reports), shown to users translated. */
export const accountingErrorTranslations = {
  ACCOUNT_NOT_FOUND: { en: 'Account not found.', fa: 'حساب پیدا نشد.' },
  ACCOUNT_TYPE_REQUIRED: { en: 'A group needs a type.', fa: 'گروه حساب باید نوع داشته باشد.' },
  INVALID_PARENT_ACCOUNT: {
    en: 'An account goes under a group (kol) or a kol (moein).',
    fa: 'حساب کل زیر گروه و حساب معین زیر حساب کل قرار می‌گیرد.',
  },
  ACCOUNT_HAS_POSTINGS: {
    en: 'This account has postings: its place in the chart cannot change.',
    fa: 'این حساب گردش دارد و جای آن در سرفصل حساب‌ها تغییر نمی‌کند.',
  },
  ACCOUNT_IS_SYSTEM: { en: 'A system account cannot be deleted.', fa: 'حساب سیستمی حذف نمی‌شود.' },
  ACCOUNT_HAS_CHILDREN: {
    en: 'Delete or move the accounts under it first.',
    fa: 'ابتدا حساب‌های زیرمجموعه را حذف یا جابه‌جا کنید.',
  },
  ACCOUNT_IN_SETTINGS: {
    en: 'The accounting settings use this account.',
    fa: 'این حساب در تنظیمات حسابداری به کار رفته است.',
  },
  ACCOUNT_NOT_POSTABLE: {
    en: 'Postings go to moein accounts, not to a group or kol.',
    fa: 'ثبت فقط روی حساب معین ممکن است، نه گروه یا کل.',
  },
  ACCOUNT_ARCHIVED: { en: 'This account is archived.', fa: 'این حساب بایگانی شده است.' },
  TAFSILI_NOT_FOUND: { en: 'Detail (tafsili) account not found.', fa: 'حساب تفصیلی پیدا نشد.' },
  TAFSILI_ARCHIVED: { en: 'This detail account is archived.', fa: 'این حساب تفصیلی بایگانی شده است.' },
  STAKEHOLDER_HAS_TAFSILI: {
    en: 'This person already has a detail account.',
    fa: 'این شخص حساب تفصیلی دارد.',
  },
  FISCAL_YEAR_NOT_FOUND: { en: 'Fiscal year not found.', fa: 'سال مالی پیدا نشد.' },
  FISCAL_YEAR_CLOSED: { en: 'This fiscal year is closed.', fa: 'این سال مالی بسته شده است.' },
  FISCAL_YEAR_OVERLAPS: {
    en: 'This fiscal year overlaps another.',
    fa: 'این سال مالی با سال مالی دیگری هم‌پوشانی دارد.',
  },
  ANOTHER_YEAR_OPEN: {
    en: 'Another fiscal year is open: only the year right after it can be opened now.',
    fa: 'سال مالی دیگری باز است؛ اکنون فقط سال بلافاصله پس از آن را می‌توان باز کرد.',
  },
  EARLIER_YEAR_OPEN: {
    en: 'Close the earlier fiscal year first.',
    fa: 'ابتدا سال مالی قبلی را ببندید.',
  },
  INVALID_JALALI_DATE: { en: 'That day is not in the Jalali calendar.', fa: 'این روز در تقویم شمسی وجود ندارد.' },
  YEAR_HAS_TEMPORARY_VOUCHERS: {
    en: 'Finalise or remove the temporary vouchers before closing the year.',
    fa: 'پیش از بستن سال، اسناد موقت را قطعی یا حذف کنید.',
  },
  RETAINED_EARNINGS_NOT_SET: {
    en: 'Choose the retained earnings account in the settings first.',
    fa: 'ابتدا حساب سود و زیان انباشته را در تنظیمات انتخاب کنید.',
  },
  DATE_OUTSIDE_OPEN_YEAR: {
    en: 'The date is not in an open fiscal year.',
    fa: 'تاریخ در هیچ سال مالی بازی نیست.',
  },
  DATE_OUTSIDE_VOUCHER_YEAR: {
    en: 'A voucher stays in its own fiscal year.',
    fa: 'سند در سال مالی خود می‌ماند.',
  },
  PERIOD_OUTSIDE_YEAR: {
    en: 'The dates must lie inside one fiscal year.',
    fa: 'تاریخ‌ها باید در یک سال مالی باشند.',
  },
  VOUCHER_NOT_FOUND: { en: 'Voucher not found.', fa: 'سند پیدا نشد.' },
  VOUCHER_NEEDS_TWO_LINES: { en: 'A voucher needs at least two lines.', fa: 'سند دست‌کم دو ردیف لازم دارد.' },
  UNBALANCED_VOUCHER: {
    en: 'Debits and credits must be equal.',
    fa: 'جمع بدهکار و بستانکار باید برابر باشد.',
  },
  LINE_NEEDS_ONE_SIDE: {
    en: 'Each line has either a debit or a credit.',
    fa: 'هر ردیف فقط بدهکار یا فقط بستانکار دارد.',
  },
  VOUCHER_FINAL: { en: 'A final voucher cannot be changed.', fa: 'سند قطعی تغییر نمی‌کند.' },
  VOUCHER_FROM_DOCUMENT: {
    en: 'This voucher belongs to a document: change the document instead.',
    fa: 'این سند از یک سند تجاری ساخته شده است؛ خود آن را ویرایش کنید.',
  },
  VOUCHER_SYSTEM_MADE: {
    en: 'Opening and closing vouchers cannot be deleted.',
    fa: 'سند افتتاحیه و اختتامیه حذف نمی‌شود.',
  },
  DOCUMENT_ALREADY_POSTED: { en: 'This document is already posted.', fa: 'این سند قبلاً ثبت شده است.' },
  LEDGER_NEEDS_ACCOUNT: {
    en: 'Choose an account or a detail account.',
    fa: 'یک حساب یا حساب تفصیلی انتخاب کنید.',
  },
  COMPARISON_NOT_BEFORE: {
    en: 'The comparison date must come before the report’s date.',
    fa: 'تاریخ مقایسه باید پیش از تاریخ گزارش باشد.',
  },
  INVALID_CURSOR: {
    en: 'This page of the ledger no longer exists: start from the first page.',
    fa: 'این صفحه از دفتر دیگر وجود ندارد؛ از صفحهٔ نخست شروع کنید.',
  },
  CURSOR_AFTER_OR_BEFORE: {
    en: 'Ask for the page after a line or before it, not both.',
    fa: 'صفحهٔ پس از یک ردیف یا پیش از آن را بخواهید، نه هر دو.',
  },
  INVALID_DATE: { en: 'Enter a valid date.', fa: 'یک تاریخ معتبر وارد کنید.' },
  INVALID_ID: { en: 'Choose an item from the list.', fa: 'یک مورد از فهرست انتخاب کنید.' },
  TOO_MANY_LINES: { en: 'A voucher holds at most 500 lines.', fa: 'هر سند حداکثر ۵۰۰ ردیف دارد.' },
  INVALID_MONTH: { en: 'A month is 1 to 12.', fa: 'ماه باید از ۱ تا ۱۲ باشد.' },
  INVALID_DAY: { en: 'A day is 1 to 31.', fa: 'روز باید از ۱ تا ۳۱ باشد.' },
  INVALID_YEAR: { en: 'Enter a Jalali year such as 1405.', fa: 'یک سال شمسی مانند ۱۴۰۵ وارد کنید.' },
  INVALID_AMOUNT_UNIT: { en: 'Choose Rial or Toman.', fa: 'ریال یا تومان را انتخاب کنید.' },
} as const;
