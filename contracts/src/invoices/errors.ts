/** Error codes of invoices and their payments, shown to users translated. */
export const invoiceErrorTranslations = {
  ITEM_REQUIRED: { en: 'Choose a product or service for this line.', fa: 'برای این ردیف یک کالا یا خدمت انتخاب کنید.' },
  STAKEHOLDER_REQUIRED: { en: 'Choose a customer or supplier.', fa: 'یک مشتری یا تأمین‌کننده انتخاب کنید.' },
  INVALID_QUANTITY: {
    en: 'Enter a quantity above zero, with at most three decimals.',
    fa: 'مقداری بیشتر از صفر و حداکثر با سه رقم اعشار وارد کنید.',
  },
  INVALID_DISCOUNT: {
    en: 'A discount is whole Rials, or a percentage from 0 to 100 with at most two decimals.',
    fa: 'تخفیف به ریال بدون اعشار یا درصدی بین ۰ تا ۱۰۰ با حداکثر دو رقم اعشار است.',
  },
  DISCOUNT_ABOVE_AMOUNT: {
    en: 'The discount is more than the line’s amount.',
    fa: 'تخفیف از مبلغ ردیف بیشتر است.',
  },
  DISCOUNT_ABOVE_SUBTOTAL: {
    en: 'The discount is more than the invoice’s amount.',
    fa: 'تخفیف از مبلغ فاکتور بیشتر است.',
  },
  AMOUNT_TOO_LARGE: { en: 'This amount is too large.', fa: 'این مبلغ بیش از حد بزرگ است.' },
  LINES_REQUIRED: { en: 'Add at least one line.', fa: 'دست‌کم یک ردیف اضافه کنید.' },
  TOO_MANY_INVOICE_LINES: { en: 'An invoice holds at most 200 lines.', fa: 'هر فاکتور حداکثر ۲۰۰ ردیف دارد.' },
  DUE_BEFORE_ISSUE: {
    en: 'The due date is before the invoice date.',
    fa: 'تاریخ سررسید پیش از تاریخ فاکتور است.',
  },
  CHEQUE_NUMBER_REQUIRED: { en: 'Enter the cheque’s number.', fa: 'شماره چک را وارد کنید.' },
  CHEQUE_DUE_DATE_REQUIRED: { en: 'Enter the cheque’s due date.', fa: 'تاریخ سررسید چک را وارد کنید.' },
  INVOICE_NOT_FOUND: { en: 'Invoice not found.', fa: 'فاکتور پیدا نشد.' },
  PAYMENT_NOT_FOUND: { en: 'Payment not found.', fa: 'پرداخت پیدا نشد.' },
  INVOICE_NOT_DRAFT: {
    en: 'Only a draft can be deleted or issued; cancel an issued invoice instead.',
    fa: 'فقط پیش‌نویس حذف یا صادر می‌شود؛ فاکتور صادرشده را باطل کنید.',
  },
  INVOICE_NOT_ISSUED: {
    en: 'This invoice is not issued: it takes no payments.',
    fa: 'این فاکتور صادر نشده است و پرداخت نمی‌پذیرد.',
  },
  INVOICE_CANCELLED: { en: 'This invoice is cancelled.', fa: 'این فاکتور باطل شده است.' },
  INVOICE_HAS_PAYMENTS: {
    en: 'This invoice has payments: remove them first.',
    fa: 'این فاکتور پرداخت دارد؛ ابتدا پرداخت‌ها را حذف کنید.',
  },
  PAYMENT_ABOVE_BALANCE_DUE: {
    en: 'The payment is more than the balance due.',
    fa: 'مبلغ پرداخت از مانده فاکتور بیشتر است.',
  },
  PAYMENT_BEFORE_INVOICE: {
    en: 'A payment cannot be dated before its invoice.',
    fa: 'تاریخ پرداخت نمی‌تواند پیش از تاریخ فاکتور باشد.',
  },
  TOTAL_BELOW_PAID: {
    en: 'The new total is less than what was already paid.',
    fa: 'جمع جدید از مبلغ پرداخت‌شده کمتر است.',
  },
  INVOICE_TOTAL_ZERO: { en: 'An invoice of zero cannot be issued.', fa: 'فاکتور با مبلغ صفر صادر نمی‌شود.' },
  INVOICE_YEAR_CHANGED: {
    en: 'An issued invoice stays in the fiscal year it was numbered in.',
    fa: 'فاکتور صادرشده در همان سال مالی شماره‌گذاری‌اش می‌ماند.',
  },
  STAKEHOLDER_NOT_CUSTOMER: { en: 'This person is not a customer.', fa: 'این شخص مشتری نیست.' },
  STAKEHOLDER_NOT_SUPPLIER: { en: 'This person is not a supplier.', fa: 'این شخص تأمین‌کننده نیست.' },
  INVOICE_ACCOUNTS_MISSING: {
    en: 'Choose the accounts invoices post to in the accounting settings.',
    fa: 'حساب‌های ثبت فاکتور را در تنظیمات حسابداری انتخاب کنید.',
  },
  STAKEHOLDER_NO_TAFSILI: {
    en: 'This person has no detail (tafsili) account.',
    fa: 'این شخص حساب تفصیلی ندارد.',
  },
} as const;
