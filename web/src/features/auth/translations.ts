/** Sign-in: /login and Google sign-in (issue 4). */
export const authTranslations = {
  WEB_LOGIN_TITLE: { en: 'Sign in to Daftar', fa: 'ورود به دفتر' },
  WEB_EMAIL: { en: 'E-mail', fa: 'ایمیل' },
  WEB_LOGIN_SEND_CODE: { en: 'Send sign-in code', fa: 'ارسال کد ورود' },
  WEB_OR: { en: 'or', fa: 'یا' },
  WEB_GOOGLE_DEV_SIGN_IN: { en: 'Sign in with Google (development)', fa: 'ورود با گوگل (محیط توسعه)' },
} as const;
