/**
 * The sign-in form's own refusal, shipped with its screen. API error texts live in the server's map
 * (contracts/src/translations/errors.tsv), which a first visit to /login fetches only after the paint: an e-mail
 * refused before it arrived showed its key, INVALID_EMAIL. form-errors.test.ts keeps the text equal to the table's.
 */
export const signInFormErrors = {
  INVALID_EMAIL: { en: 'Enter a valid e-mail address.', fa: 'یک نشانی ایمیل معتبر وارد کنید.' },
} as const;
