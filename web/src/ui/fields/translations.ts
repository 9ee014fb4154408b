/** Texts of the shared form fields (ui/fields). A plain object with no imports: `pnpm translations` gathers it. */
export const fieldTranslations = {
  WEB_DATE_FORMAT_JALALI: { en: 'Year/month/day, e.g. 1405/01/15', fa: 'سال/ماه/روز، مثلاً ۱۴۰۵/۰۱/۱۵' },
  WEB_DATE_FORMAT_GREGORIAN: { en: 'Year-month-day, e.g. 2026-04-04', fa: 'سال-ماه-روز، مثلاً 2026-04-04' },
  WEB_COMBOBOX_NO_MATCHES: { en: 'Nothing matches', fa: 'موردی پیدا نشد' },
} as const;
