/**
 * Texts of the SPA platform (languages, toasts, dialogs, UI kit). A plain object with no imports:
 * `pnpm translations` gathers it into the mock API's seed data, and the SPA bundles it as the fallback of SPEC §8.
 */
export const platformTranslations = {
  WEB_PRODUCT_NAME: { en: 'Daftar', fa: 'دفتر' },
  WEB_LOADING: { en: 'Loading…', fa: 'در حال بارگذاری…' },
  WEB_CLOSE: { en: 'Close', fa: 'بستن' },
  CANCEL: { en: 'Cancel', fa: 'انصراف' },
  WEB_LANGUAGE: { en: 'Language', fa: 'زبان' },
  WEB_LANGUAGE_FA: { en: 'فارسی', fa: 'فارسی' },
  WEB_LANGUAGE_EN: { en: 'English', fa: 'English' },
  WEB_OFFLINE: {
    en: 'You are offline. Changes cannot be saved until the connection is back.',
    fa: 'اتصال اینترنت برقرار نیست. تا برگشتن اتصال، تغییرات ذخیره نمی‌شوند.',
  },
  WEB_ONLINE_AGAIN: { en: 'You are back online.', fa: 'اتصال اینترنت برقرار شد.' },
  SERVER_UNREACHABLE: {
    en: 'The server could not be reached, so nothing was saved. Check the connection and try again.',
    fa: 'ارتباط با سرور برقرار نشد و چیزی ذخیره نشد. اتصال را بررسی کنید و دوباره تلاش کنید.',
  },
  WEB_OFFLINE_BANNER: {
    en: 'Cannot reach the server. Trying again…',
    fa: 'ارتباط با سرور برقرار نیست. در حال تلاش دوباره…',
  },
  WEB_RETRY_NOW: { en: 'Try again', fa: 'تلاش دوباره' },
  WEB_UNREACHABLE_TITLE: { en: 'Cannot reach the server', fa: 'ارتباط با سرور برقرار نیست' },
  WEB_UNREACHABLE_BODY: {
    en: 'This screen needs the server. It opens by itself as soon as the server answers.',
    fa: 'این صفحه به سرور نیاز دارد. به محض پاسخ سرور، خودش باز می‌شود.',
  },
  WEB_DATA_AS_OF: {
    en: 'Not current: as last fetched at {{time}}.',
    fa: 'به‌روز نیست: آخرین دریافت در {{time}}.',
  },
  WEB_OFFLINE_READY: { en: 'Daftar is ready to work offline.', fa: 'دفتر اکنون بدون اینترنت هم باز می‌شود.' },
  WEB_CURRENCY_RIAL: { en: 'Rials', fa: 'ریال' },
  WEB_CURRENCY_TOMAN: { en: 'Tomans', fa: 'تومان' },
  WEB_TABLE_EMPTY: { en: 'Nothing to show yet.', fa: 'هنوز موردی برای نمایش نیست.' },
  WEB_TABLE_PREVIOUS_PAGE: { en: 'Previous page', fa: 'صفحهٔ قبل' },
  WEB_TABLE_NEXT_PAGE: { en: 'Next page', fa: 'صفحهٔ بعد' },
  WEB_TABLE_PAGE_OF: { en: 'Page {{page}} of {{count}}', fa: 'صفحهٔ {{page}} از {{count}}' },
  WEB_TABLE_PAGINATION: { en: 'Pagination', fa: 'صفحه‌بندی' },
  WEB_FIELD_REQUIRED: { en: 'required', fa: 'الزامی' },
  WEB_COMING_SOON: { en: 'Coming soon', fa: 'به‌زودی' },
};
