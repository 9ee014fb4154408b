/** The update dialog's texts, in its lazy chunk: /login's first load need not carry them (issue 19). */
export const updateTranslations = {
  UPDATE: { en: 'Update', fa: 'به‌روزرسانی' },
  WEB_UPDATE: { en: 'Updating…', fa: 'در حال به‌روزرسانی…' },
  UPDATE_AVAILABLE_TITLE: { en: 'A new version is available', fa: 'نسخهٔ جدیدی در دسترس است' },
  UPDATE_AVAILABLE_DESCRIPTION: {
    en: 'Update now to get the latest improvements. The page will reload.',
    fa: 'برای دریافت آخرین بهبودها اکنون به‌روزرسانی کنید. صفحه دوباره بارگذاری می‌شود.',
  },
} as const;
