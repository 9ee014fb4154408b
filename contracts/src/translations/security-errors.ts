/** Error codes of the API's guards (hosts, origins, bodies, names, rate limits, repeats), shown translated. */
export const securityErrorTranslations = {
  HOST_NOT_ALLOWED: {
    en: 'This server does not answer under that name.',
    fa: 'این سرور با این نام پاسخ نمی‌دهد.',
  },
  MOCK_CONTROL_CROSS_SITE: {
    en: 'The fault lab answers only this machine’s tools and the app’s own pages.',
    fa: 'آزمایشگاه خطا فقط به ابزارهای همین رایانه و صفحه‌های خود برنامه پاسخ می‌دهد.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'The request must be sent as JSON.',
    fa: 'درخواست باید در قالب JSON فرستاده شود.',
  },
  TOO_MANY_ENTRIES: { en: 'The list has too many entries.', fa: 'تعداد موارد فهرست بیش از حد مجاز است.' },
  INVALID_CHARACTERS: {
    en: 'Remove the control or text-direction characters.',
    fa: 'نویسه‌های کنترلی یا تغییر جهت متن را حذف کنید.',
  },
  INVISIBLE_NAME: { en: 'Enter a name that can be seen.', fa: 'نامی وارد کنید که دیده شود.' },
  INVALID_IDEMPOTENCY_KEY: {
    en: 'The Idempotency-Key header must be 1 to 255 printable characters.',
    fa: 'سرآیند Idempotency-Key باید ۱ تا ۲۵۵ نویسهٔ قابل چاپ باشد.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This request key was already used for a different request.',
    fa: 'این کلید درخواست پیش‌تر برای درخواست دیگری به کار رفته است.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    en: 'The same request is still being processed. Try again in a moment.',
    fa: 'همین درخواست هنوز در حال انجام است. لحظه‌ای بعد دوباره تلاش کنید.',
  },
  TOO_MANY_CODE_REQUESTS: {
    en: 'Too many codes were requested. Please wait a few minutes and try again.',
    fa: 'درخواست کد بیش از حد مجاز بود. لطفاً چند دقیقه صبر کنید و دوباره تلاش کنید.',
  },
  TOO_MANY_JOIN_ATTEMPTS: {
    en: 'Too many invitation codes were tried. Please wait a few minutes and try again.',
    fa: 'کدهای دعوت زیادی امتحان شد. لطفاً چند دقیقه صبر کنید و دوباره تلاش کنید.',
  },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', fa: 'حجم درخواست بیش از حد مجاز است.' },
};
