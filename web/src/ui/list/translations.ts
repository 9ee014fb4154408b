/**
 * Texts shared by the list and form building blocks (ui/list, ui/fields, ui/modal/confirm-dialog) and the screens
 * built on them (stakeholders, items). A plain object with no imports: `pnpm translations` gathers every
 * `translations.ts` into the mock API's seed data.
 */
export const listTranslations = {
  WEB_LIST_TOOLBAR: { en: 'Search and filters', fa: 'جست‌وجو و فیلترها' },
  WEB_LIST_SEARCH: { en: 'Search', fa: 'جست‌وجو' },
  WEB_LIST_FILTER_ALL: { en: 'All', fa: 'همه' },
  WEB_LIST_COLUMNS: { en: 'Columns', fa: 'ستون‌ها' },
  WEB_LIST_EXPORT_CSV: { en: 'Export CSV', fa: 'خروجی CSV' },
  WEB_LIST_EXPORTED: { en: '{{count}} rows exported.', fa: '{{count}} ردیف در فایل ذخیره شد.' },
  WEB_LIST_NO_MATCHES_TITLE: { en: 'No matches', fa: 'موردی پیدا نشد' },
  WEB_LIST_NO_MATCHES_BODY: {
    en: 'Nothing matches this search and these filters.',
    fa: 'هیچ موردی با این جست‌وجو و فیلترها مطابقت ندارد.',
  },
  WEB_LIST_LOAD_FAILED: { en: 'The list could not be loaded.', fa: 'فهرست بارگذاری نشد.' },
  WEB_LIST_RETRY: { en: 'Try again', fa: 'تلاش دوباره' },
  WEB_LIST_CLEAR_FILTERS: { en: 'Clear search and filters', fa: 'پاک کردن جست‌وجو و فیلترها' },
  WEB_LIST_TOTAL: { en: '{{count}} in total', fa: 'در مجموع {{count}} مورد' },
  WEB_LIST_STATUS: { en: 'Status', fa: 'وضعیت' },
  WEB_LIST_ACTIVE: { en: 'Active', fa: 'فعال' },
  WEB_LIST_INACTIVE: { en: 'Inactive', fa: 'غیرفعال' },
  WEB_LIST_OPEN: { en: 'Open', fa: 'مشاهده' },
  WEB_FORM_SAVE: { en: 'Save', fa: 'ذخیره' },
  WEB_FORM_CANCEL: { en: 'Cancel', fa: 'انصراف' },
  WEB_FORM_FIX_ERRORS: {
    en: 'Some fields need attention; see the messages under them.',
    fa: 'برخی فیلدها نیاز به اصلاح دارند؛ پیام زیر هر فیلد را ببینید.',
  },
  WEB_ACTION_EDIT: { en: 'Edit', fa: 'ویرایش' },
  WEB_ACTION_DELETE: { en: 'Delete', fa: 'حذف' },
  WEB_ACTION_ARCHIVE: { en: 'Archive', fa: 'بایگانی' },
  WEB_ACTION_ACTIVATE: { en: 'Activate', fa: 'فعال‌سازی' },
  WEB_BACK_TO_LIST: { en: 'Back to the list', fa: 'بازگشت به فهرست' },
} as const;
