/**
 * Texts of the stakeholders screens (issue 9): the list, the create/edit form and the detail. Error codes of the
 * fields (INVALID_NATIONAL_ID, ROLE_REQUIRED…) live with the contract's errors. A plain object with no imports:
 * `pnpm translations` gathers every `translations.ts` into the mock API's seed data.
 */
export const stakeholderTranslations = {
  WEB_STAKEHOLDERS_NEW: { en: 'New person or business', fa: 'شخص یا کسب‌وکار جدید' },
  WEB_STAKEHOLDERS_SEARCH: { en: 'Search name, code or mobile', fa: 'جست‌وجوی نام، کد یا موبایل' },
  WEB_STAKEHOLDERS_EMPTY_TITLE: { en: 'No customers or suppliers yet', fa: 'هنوز مشتری یا تأمین‌کننده‌ای ثبت نشده است' },
  WEB_STAKEHOLDERS_EMPTY_BODY: {
    en: 'Add the people and businesses you sell to or buy from; invoices will pick them from here.',
    fa: 'اشخاص و کسب‌وکارهایی را که به آن‌ها می‌فروشید یا از آن‌ها می‌خرید ثبت کنید؛ فاکتورها از همین‌جا انتخابشان می‌کنند.',
  },
  WEB_STAKEHOLDERS_CREATE_FIRST: { en: 'Add the first one', fa: 'ثبت اولین مورد' },

  WEB_STAKEHOLDER_KIND: { en: 'Type', fa: 'نوع' },
  WEB_STAKEHOLDER_KIND_INDIVIDUAL: { en: 'Individual', fa: 'شخص حقیقی' },
  WEB_STAKEHOLDER_KIND_BUSINESS: { en: 'Business', fa: 'شخص حقوقی' },
  WEB_STAKEHOLDER_ROLE: { en: 'Role', fa: 'نقش' },
  WEB_STAKEHOLDER_ROLES: { en: 'Roles', fa: 'نقش‌ها' },
  WEB_STAKEHOLDER_ROLE_CUSTOMER: { en: 'Customer', fa: 'مشتری' },
  WEB_STAKEHOLDER_ROLE_SUPPLIER: { en: 'Supplier', fa: 'تأمین‌کننده' },
  WEB_STAKEHOLDER_CODE: { en: 'Code', fa: 'کد' },
  WEB_STAKEHOLDER_CODE_HINT: {
    en: 'The next free code is filled in; you may change it.',
    fa: 'اولین کد آزاد پر شده است؛ می‌توانید تغییرش دهید.',
  },
  WEB_STAKEHOLDER_NAME: { en: 'Name', fa: 'نام' },
  WEB_STAKEHOLDER_FIRST_NAME: { en: 'First name', fa: 'نام' },
  WEB_STAKEHOLDER_LAST_NAME: { en: 'Last name', fa: 'نام خانوادگی' },
  WEB_STAKEHOLDER_BUSINESS_NAME: { en: 'Business name', fa: 'نام کسب‌وکار' },
  WEB_STAKEHOLDER_NATIONAL_ID: { en: 'National id', fa: 'کد ملی' },
  WEB_STAKEHOLDER_NATIONAL_ID_HINT: { en: 'Ten digits.', fa: 'ده رقم.' },
  WEB_STAKEHOLDER_LEGAL_NATIONAL_ID: { en: 'National id of the business', fa: 'شناسه ملی' },
  WEB_STAKEHOLDER_LEGAL_NATIONAL_ID_HINT: { en: 'Eleven digits.', fa: 'یازده رقم.' },
  WEB_STAKEHOLDER_ECONOMIC_CODE: { en: 'Economic code', fa: 'کد اقتصادی' },
  WEB_STAKEHOLDER_REGISTRATION_NUMBER: { en: 'Registration number', fa: 'شماره ثبت' },
  WEB_STAKEHOLDER_MOBILE: { en: 'Mobile', fa: 'موبایل' },
  WEB_STAKEHOLDER_PHONE: { en: 'Phone', fa: 'تلفن' },
  WEB_STAKEHOLDER_EMAIL: { en: 'E-mail', fa: 'ایمیل' },
  WEB_STAKEHOLDER_PROVINCE: { en: 'Province', fa: 'استان' },
  WEB_STAKEHOLDER_CITY: { en: 'City', fa: 'شهر' },
  WEB_STAKEHOLDER_ADDRESS: { en: 'Address', fa: 'نشانی' },
  WEB_STAKEHOLDER_POSTAL_CODE: { en: 'Postal code', fa: 'کد پستی' },
  WEB_STAKEHOLDER_CREDIT_LIMIT: { en: 'Credit limit', fa: 'سقف اعتبار' },
  WEB_STAKEHOLDER_CREDIT_LIMIT_HINT: {
    en: 'In Rials; leave empty for no limit.',
    fa: 'به ریال؛ برای نداشتن سقف خالی بگذارید.',
  },
  WEB_STAKEHOLDER_NO_LIMIT: { en: 'No limit', fa: 'بدون سقف' },
  WEB_STAKEHOLDER_NOTES: { en: 'Notes', fa: 'یادداشت' },
  WEB_STAKEHOLDER_ACTIVE: { en: 'Active', fa: 'فعال' },
  WEB_STAKEHOLDER_ACTIVE_HINT: {
    en: 'Inactive ones stay in reports but are not offered on new invoices.',
    fa: 'موارد غیرفعال در گزارش‌ها می‌مانند ولی در فاکتورهای جدید پیشنهاد نمی‌شوند.',
  },
  WEB_STAKEHOLDER_CREATED_AT: { en: 'Added on', fa: 'تاریخ ثبت' },
  WEB_STAKEHOLDER_UPDATED_AT: { en: 'Last changed', fa: 'آخرین تغییر' },

  WEB_STAKEHOLDER_SECTION_IDENTITY: { en: 'Identity', fa: 'مشخصات' },
  WEB_STAKEHOLDER_SECTION_CONTACT: { en: 'Contact', fa: 'راه‌های تماس' },
  WEB_STAKEHOLDER_SECTION_ADDRESS: { en: 'Address', fa: 'نشانی' },
  WEB_STAKEHOLDER_SECTION_FINANCE: { en: 'Credit and notes', fa: 'اعتبار و یادداشت' },

  WEB_STAKEHOLDER_CREATED: { en: 'Saved.', fa: 'ثبت شد.' },
  WEB_STAKEHOLDER_UPDATED: { en: 'Changes saved.', fa: 'تغییرات ذخیره شد.' },
  WEB_STAKEHOLDER_ARCHIVED: {
    en: 'Archived: no longer offered on new invoices.',
    fa: 'بایگانی شد و دیگر در فاکتورهای جدید پیشنهاد نمی‌شود.',
  },
  WEB_STAKEHOLDER_ACTIVATED: { en: 'Active again.', fa: 'دوباره فعال شد.' },
  WEB_STAKEHOLDER_DELETE_TITLE: { en: 'Delete this person or business?', fa: 'این شخص یا کسب‌وکار حذف شود؟' },
  WEB_STAKEHOLDER_DELETE_BODY: {
    en: '{{name}} will be deleted. If other records refer to it, it is archived instead, so they keep their history.',
    fa: '«{{name}}» حذف می‌شود. اگر سند دیگری به آن ارجاع داده باشد، به‌جای حذف بایگانی می‌شود تا سابقه حفظ شود.',
  },
  WEB_STAKEHOLDER_DELETED: { en: 'Deleted.', fa: 'حذف شد.' },
  WEB_STAKEHOLDER_ARCHIVED_INSTEAD: {
    en: 'Other records refer to it, so it was archived instead of deleted.',
    fa: 'چون سندهای دیگری به آن ارجاع داده‌اند، به‌جای حذف بایگانی شد.',
  },
  WEB_STAKEHOLDER_NOT_FOUND_BODY: {
    en: 'It may have been deleted, or it belongs to another business.',
    fa: 'ممکن است حذف شده باشد یا متعلق به کسب‌وکار دیگری باشد.',
  },
  WEB_STAKEHOLDER_LEDGER_TITLE: { en: 'Invoices and balance', fa: 'فاکتورها و مانده حساب' },
  WEB_STAKEHOLDER_LEDGER_EMPTY: {
    en: 'Invoices, payments and the balance with this person or business will appear here once invoicing is in use.',
    fa: 'فاکتورها، پرداخت‌ها و مانده حساب با این شخص یا کسب‌وکار پس از راه‌اندازی صدور فاکتور اینجا نمایش داده می‌شود.',
  },
} as const;
