/** The install dialog's texts, in its lazy chunk: /login's first load need not carry them (issue 19). */
export const installTranslations = {
  WEB_INSTALL: { en: 'Install', fa: 'نصب' },
  WEB_INSTALL_TITLE: { en: 'Install Daftar', fa: 'نصب دفتر' },
  WEB_INSTALL_DESCRIPTION: {
    en: 'Add Daftar to your device to open it like an app, in its own window.',
    fa: 'دفتر را روی دستگاه خود نصب کنید تا مانند یک برنامه در پنجرهٔ خودش باز شود.',
  },
  WEB_INSTALL_WHY: { en: 'Why install?', fa: 'چرا نصب؟' },
  WEB_INSTALL_OFFLINE_HINT: {
    en: 'Once installed, it opens even without an internet connection.',
    fa: 'پس از نصب، حتی بدون اتصال به اینترنت هم باز می‌شود.',
  },
} as const;
