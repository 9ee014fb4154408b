/** Profile: the user's info, devices and support details (issue 4). */
export const profileTranslations = {
  WEB_FULL_NAME: { en: 'Name', fa: 'نام' },
  WEB_MOBILE_VERIFIED: { en: 'Mobile verified', fa: 'شماره همراه تأییدشده' },
  WEB_COMPANIES: { en: 'Businesses', fa: 'کسب‌وکارها' },
  WEB_THIS_DEVICE: { en: 'This device', fa: 'همین دستگاه' },
  WEB_DEVICE_ACTIVE: { en: 'Signed in', fa: 'وارد شده' },
  WEB_DEVICE_REVOKED: { en: 'Signed out', fa: 'خارج شده' },
  WEB_REVOKE_DEVICE: { en: 'Sign this device out', fa: 'خروج این دستگاه' },
  WEB_BUILT_VERSION: { en: 'App version', fa: 'نسخه برنامه' },
  WEB_SERVER_WEB_VERSION: { en: 'Latest web version', fa: 'آخرین نسخه وب' },
  WEB_TRANSLATION_VERSION: { en: 'Translations version', fa: 'نسخه ترجمه‌ها' },
  WEB_BANKING_AUTH_HINT: {
    en: 'Enter the banking code your bank gave you to open the banking area.',
    fa: 'برای ورود به بخش بانکداری، کدی را که بانک به شما داده وارد کنید.',
  },
  WEB_BANKING_CODE: { en: 'Banking code', fa: 'کد بانکداری' },
  WEB_BANKING_SIGN_IN: { en: 'Enter banking', fa: 'ورود به بانکداری' },
  WEB_BANKING_LOAD_FAILED: { en: 'The banking data could not be loaded.', fa: 'اطلاعات بانکی بارگیری نشد.' },
} as const;
