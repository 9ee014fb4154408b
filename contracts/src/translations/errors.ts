/** Server error codes (the `message` of an error answer), shown to users translated. */
export const errorTranslations = {
  VALIDATION_FAILED: { en: 'Some fields need attention.', fa: 'برخی از فیلدها نیاز به اصلاح دارند.' },
  INVALID_JSON: { en: 'The request could not be read.', fa: 'درخواست قابل خواندن نبود.' },
  NOT_FOUND: { en: 'Not found.', fa: 'پیدا نشد.' },
  INTERNAL_SERVER_ERROR: { en: 'Something went wrong on the server.', fa: 'خطایی در سرور رخ داد.' },
  APP_SETTING_MISSING: { en: 'The app settings are not available.', fa: 'تنظیمات برنامه در دسترس نیست.' },
  PROBLEM: { en: 'There was a problem. Please try again.', fa: 'مشکلی پیش آمد. لطفاً دوباره تلاش کنید.' },
} as const;
