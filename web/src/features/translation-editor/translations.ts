/**
 * Texts of the administrators' in-page translation editor (SPEC §2, §4, §8). The English texts are SPEC's literals
 * word for word; the Persian ones are real translations, so an administrator reading Persian gets a Persian editor.
 * `pnpm translations` gathers it into the mock API's seed data; the editor's lazy chunk also uses it as its fallback.
 */
export const translationEditorTranslations = {
  WEB_TRANSLATION_EDIT_MODE_TOOLTIP: {
    en: 'Translation Edit Mode (Cmd+Shift+T)',
    fa: 'حالت ویرایش ترجمه (Cmd+Shift+T)',
  },
  WEB_TRANSLATION_EDIT_MODE_BANNER: {
    en: 'Translation Edit Mode Active - Click edit buttons to modify translations',
    fa: 'حالت ویرایش ترجمه فعال است - برای تغییر ترجمه‌ها روی دکمه‌های ویرایش بزنید',
  },
  WEB_TRANSLATION_EDIT_MODE_SWITCH: { en: 'Translation edit mode', fa: 'حالت ویرایش ترجمه' },
  WEB_TRANSLATION_EDIT_MODE_EXIT: { en: 'Turn off translation edit mode', fa: 'خاموش کردن حالت ویرایش ترجمه' },
  WEB_TRANSLATION_EDIT_BUTTON: { en: 'Edit translation {{key}}', fa: 'ویرایش ترجمهٔ {{key}}' },
  WEB_TRANSLATION_MISSING_IN: { en: 'No {{language}} translation yet', fa: 'هنوز ترجمهٔ {{language}} ندارد' },
  WEB_TRANSLATION_EDIT_TITLE: { en: 'Edit Translation', fa: 'ویرایش ترجمه' },
  WEB_TRANSLATION_KEY: { en: 'Translation key', fa: 'کلید ترجمه' },
  WEB_TRANSLATION_CANDIDATE_KEYS: { en: 'Keys with this text', fa: 'کلیدهای دارای این متن' },
  WEB_TRANSLATION_COPY_KEY: { en: 'Copy key', fa: 'کپی کلید' },
  WEB_TRANSLATION_KEY_COPIED: { en: 'Copied', fa: 'کپی شد' },
  WEB_TRANSLATION_CHARACTERS: { en: '{{count}} characters', fa: '{{count}} نویسه' },
  WEB_TRANSLATION_MISSING: { en: 'Missing', fa: 'ترجمه نشده' },
  WEB_TRANSLATION_LOADING: { en: 'Loading translations...', fa: 'در حال بارگذاری ترجمه‌ها...' },
  WEB_TRANSLATION_SAVE: { en: 'Save', fa: 'ذخیره' },
  WEB_TRANSLATION_SAVING: { en: 'Saving...', fa: 'در حال ذخیره...' },
  WEB_TRANSLATION_SHORTCUT_HINT: {
    en: 'Esc closes, Cmd/Ctrl+Enter saves',
    fa: 'Esc برای بستن، Cmd/Ctrl+Enter برای ذخیره',
  },
  WEB_TRANSLATION_UPDATED: { en: 'Translation updated successfully', fa: 'ترجمه با موفقیت به‌روزرسانی شد' },
  WEB_TRANSLATION_UPDATE_FAILED: {
    en: 'Failed to update translation. Please try again.',
    fa: 'به‌روزرسانی ترجمه انجام نشد. لطفاً دوباره تلاش کنید.',
  },
  WEB_TRANSLATION_HISTORY: { en: 'Edit history', fa: 'تاریخچهٔ ویرایش' },
  WEB_TRANSLATION_HISTORY_EMPTY: { en: 'No edits yet.', fa: 'هنوز ویرایشی ثبت نشده است.' },
  WEB_TRANSLATION_HISTORY_FAILED: { en: 'The edit history could not be loaded.', fa: 'تاریخچهٔ ویرایش بارگذاری نشد.' },
  WEB_TRANSLATION_EMPTY_VALUE: { en: '(empty)', fa: '(خالی)' },
};
