/** /otp: the one-time code entry (issue 4); apart from /login's, whose first load carries only its own (issue 19). */
export const otpTranslations = {
  WEB_OTP_TITLE: { en: 'Enter your sign-in code', fa: 'کد ورود را وارد کنید' },
  WEB_OTP_TITLE_NEW_USER: { en: 'Confirm your e-mail', fa: 'تأیید ایمیل' },
  WEB_OTP_SENT_TO: { en: 'We sent a six-digit code to', fa: 'کد شش‌رقمی فرستاده شد به' },
  WEB_OTP_CODE: { en: 'Six-digit code', fa: 'کد شش‌رقمی' },
  WEB_OTP_DIGIT: { en: 'Digit {{position}} of 6', fa: 'رقم {{position}} از ۶' },
  WEB_OTP_CONFIRM: { en: 'Confirm', fa: 'تأیید' },
  WEB_OTP_RESEND: { en: 'Send the code again', fa: 'ارسال دوباره کد' },
  WEB_OTP_RESEND_IN: { en: 'Send again in {{time}}', fa: 'ارسال دوباره تا {{time}}' },
  WEB_OTP_CHANGE_TARGET: { en: 'Change', fa: 'تغییر' },
  WEB_SEND_CODE: { en: 'Send code', fa: 'ارسال کد' },
} as const;
