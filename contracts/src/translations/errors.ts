import { invoiceErrorTranslations } from '../invoices/errors.ts';
import { accountingErrorTranslations } from './accounting-errors.ts';
import { securityErrorTranslations } from './security-errors.ts';

/** Server error codes (the `message` of an error answer, or of a field error), shown to users translated. */
export const errorTranslations = {
  ...accountingErrorTranslations,
  ...invoiceErrorTranslations,
  ...securityErrorTranslations,
  VALIDATION_FAILED: { en: 'Some fields need attention.', fa: 'برخی از فیلدها نیاز به اصلاح دارند.' },
  INVALID_JSON: { en: 'The request could not be read.', fa: 'درخواست قابل خواندن نبود.' },
  BAD_REQUEST: { en: 'The request was not understood.', fa: 'درخواست نامعتبر است.' },
  HTTP_ERROR: { en: 'The request failed.', fa: 'درخواست ناموفق بود.' },
  NOT_FOUND: { en: 'Not found.', fa: 'پیدا نشد.' },
  INTERNAL_SERVER_ERROR: { en: 'Something went wrong on the server.', fa: 'خطایی در سرور رخ داد.' },
  RESPONSE_CONTRACT_VIOLATION: {
    en: 'The server sent an answer in an unexpected shape.',
    fa: 'پاسخ سرور در قالب مورد انتظار نبود.',
  },
  APP_SETTING_MISSING: { en: 'The app settings are not available.', fa: 'تنظیمات برنامه در دسترس نیست.' },
  PROBLEM: { en: 'There was a problem. Please try again.', fa: 'مشکلی پیش آمد. لطفاً دوباره تلاش کنید.' },

  XSRF_TOKEN_MISMATCH: {
    en: 'Your security token has expired. Please reload the page.',
    fa: 'کد امنیتی شما منقضی شده است. لطفاً صفحه را دوباره بارگذاری کنید.',
  },
  UNAUTHORIZED: { en: 'Please sign in.', fa: 'لطفاً وارد حساب کاربری خود شوید.' },
  INVALID_TOKEN: {
    en: 'Your sign-in is not valid. Please sign in again.',
    fa: 'ورود شما معتبر نیست. لطفاً دوباره وارد شوید.',
  },
  TOKEN_EXPIRED: { en: 'Your sign-in has expired.', fa: 'نشست ورود شما منقضی شده است.' },
  SESSION_REVOKED: {
    en: 'You were signed out on this device. Please sign in again.',
    fa: 'از حساب خود در این دستگاه خارج شده‌اید. لطفاً دوباره وارد شوید.',
  },
  INVALID_REFRESH_TOKEN: { en: 'Please sign in again.', fa: 'لطفاً دوباره وارد شوید.' },
  REFRESH_TOKEN_EXPIRED: {
    en: 'You have been away a while. Please sign in again.',
    fa: 'مدتی از آخرین ورود شما گذشته است. لطفاً دوباره وارد شوید.',
  },
  REFRESH_TOKEN_REUSED: {
    en: 'For your safety you were signed out of this device. Please sign in again.',
    fa: 'برای حفظ امنیت، از حساب خود در این دستگاه خارج شدید. لطفاً دوباره وارد شوید.',
  },
  INVALID_EMAIL: { en: 'Enter a valid e-mail address.', fa: 'یک نشانی ایمیل معتبر وارد کنید.' },
  INVALID_CODE_FORMAT: { en: 'The code is six digits.', fa: 'کد باید شش رقم باشد.' },
  INVALID_CODE: { en: 'The code is not correct.', fa: 'کد وارد شده درست نیست.' },
  CODE_EXPIRED: { en: 'The code has expired. Ask for a new one.', fa: 'کد منقضی شده است. کد جدید درخواست کنید.' },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many wrong tries. Ask for a new code.',
    fa: 'تعداد تلاش‌های نادرست بیش از حد مجاز است. کد جدید درخواست کنید.',
  },
  VERIFICATION_NOT_FOUND: {
    en: 'This code is no longer valid. Ask for a new one.',
    fa: 'این کد دیگر معتبر نیست. کد جدید درخواست کنید.',
  },
  INVALID_GOOGLE_CREDENTIAL: {
    en: 'Google sign-in failed. Please try again.',
    fa: 'ورود با گوگل ناموفق بود. لطفاً دوباره تلاش کنید.',
  },
  GOOGLE_EMAIL_NOT_VERIFIED: {
    en: 'Your Google account has no verified e-mail.',
    fa: 'حساب گوگل شما ایمیل تأییدشده‌ای ندارد.',
  },
  INVALID_MOBILE: {
    en: 'Enter a mobile number like 09121234567.',
    fa: 'شماره موبایل را به شکل ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.',
  },
  MOBILE_ALREADY_IN_USE: {
    en: 'This mobile number belongs to another account.',
    fa: 'این شماره موبایل متعلق به حساب دیگری است.',
  },
  DEVICE_NOT_FOUND: { en: 'Device not found.', fa: 'دستگاه پیدا نشد.' },
  ADMIN_ONLY: { en: 'Only administrators can do this.', fa: 'فقط مدیران سیستم اجازه این کار را دارند.' },
  INVALID_TRANSLATION_KEY: {
    en: 'A translation key is upper-case words joined by underscores.',
    fa: 'کلید ترجمه باید از واژه‌های با حروف بزرگ انگلیسی تشکیل شود که با خط زیر به هم وصل شده‌اند.',
  },
  COMPANY_NOT_FOUND: { en: 'Business not found.', fa: 'کسب‌وکار پیدا نشد.' },
  NOT_A_COMPANY_MEMBER: { en: 'You are not a member of this business.', fa: 'شما عضو این کسب‌وکار نیستید.' },
  INVITATION_CODE_NOT_FOUND: { en: 'No business has this invitation code.', fa: 'کسب‌وکاری با این کد دعوت پیدا نشد.' },
  ALREADY_A_MEMBER: { en: 'You are already a member of this business.', fa: 'شما از قبل عضو این کسب‌وکار هستید.' },
  NAME_TOO_SHORT: { en: 'The name is too short.', fa: 'نام خیلی کوتاه است.' },
  INVALID_COMPANY_NATIONAL_ID: {
    en: 'The national id is 11 digits and its check digit must match.',
    fa: 'شناسه ملی ۱۱ رقم است و رقم کنترل آن باید درست باشد.',
  },
  INVALID_ECONOMIC_CODE: { en: 'The economic code is 11 to 14 digits.', fa: 'کد اقتصادی باید ۱۱ تا ۱۴ رقم باشد.' },
  INVALID_PHONE: { en: 'Enter a phone number like 02188776655.', fa: 'شماره تلفن را به شکل ۰۲۱۸۸۷۷۶۶۵۵ وارد کنید.' },
  INVALID_USERNAME_OR_PASSWORD: { en: 'The banking code is not valid.', fa: 'کد بانکی معتبر نیست.' },
  BANK_TOKEN_REQUIRED: { en: 'Please sign in to banking.', fa: 'لطفاً وارد بخش بانکداری شوید.' },
  INVALID_BANK_TOKEN: {
    en: 'Your banking session has expired.',
    fa: 'نشست بانکداری شما منقضی شده است.',
  },
  BANKING_ACCOUNT_SUSPENDED: {
    en: 'Your banking account is suspended. Contact the bank.',
    fa: 'حساب بانکی شما مسدود شده است. با بانک تماس بگیرید.',
  },
  UNAUTHORIZED_ACCESS_OR_OPERATION: {
    en: 'You may not do this in banking.',
    fa: 'اجازه انجام این عملیات در بخش بانکداری را ندارید.',
  },
  UNPROCESSABLE_ENTITY: { en: 'The bank could not process the request.', fa: 'بانک نتوانست درخواست را پردازش کند.' },
  INVALID_FRONTEND_API_KEY: { en: 'Feature flags are not available.', fa: 'تنظیمات قابلیت‌ها در دسترس نیست.' },

  REQUIRED: { en: 'This field is required.', fa: 'پر کردن این فیلد الزامی است.' },
  TOO_LONG: { en: 'This is too long.', fa: 'این متن بیش از حد طولانی است.' },
  INVALID_SORT: { en: 'The list cannot be sorted that way.', fa: 'فهرست را نمی‌توان این‌گونه مرتب کرد.' },
  INVALID_RECORD_CODE: {
    en: 'A code is up to 20 letters, digits and dashes.',
    fa: 'کد حداکثر ۲۰ نویسه از حروف لاتین، رقم و خط تیره است.',
  },
  INVALID_AMOUNT: {
    en: 'Enter a whole amount in Rials, zero or more.',
    fa: 'مبلغ را به ریال و به‌صورت عدد صحیح نامنفی وارد کنید.',
  },
  INVALID_NATIONAL_ID: {
    en: 'The national id is ten digits and its check digit must match.',
    fa: 'کد ملی ده رقم است و رقم کنترل آن باید درست باشد.',
  },
  INVALID_LEGAL_NATIONAL_ID: {
    en: 'The national id of a business is eleven digits and its check digit must match.',
    fa: 'شناسه ملی کسب‌وکار یازده رقم است و رقم کنترل آن باید درست باشد.',
  },
  INVALID_POSTAL_CODE: { en: 'The postal code is ten digits.', fa: 'کد پستی ده رقم است.' },
  INVALID_REGISTRATION_NUMBER: {
    en: 'The registration number is up to ten digits.',
    fa: 'شماره ثبت حداکثر ده رقم است.',
  },
  ROLE_REQUIRED: {
    en: 'Choose customer, supplier or both.',
    fa: 'مشتری، تأمین‌کننده یا هر دو را انتخاب کنید.',
  },
  INVALID_BARCODE: {
    en: 'The barcode is an 8, 12, 13 or 14 digit GTIN with a correct check digit.',
    fa: 'بارکد باید ۸، ۱۲، ۱۳ یا ۱۴ رقم با رقم کنترل درست باشد.',
  },
  INVALID_VAT_RATE: {
    en: 'The VAT rate is a whole percentage from 0 to 100.',
    fa: 'نرخ مالیات بر ارزش افزوده عددی صحیح از ۰ تا ۱۰۰ است.',
  },
  BARCODE_FOR_PRODUCTS_ONLY: { en: 'Only products have a barcode.', fa: 'فقط کالاها بارکد دارند.' },
  STOCK_FOR_PRODUCTS_ONLY: { en: 'Only products keep stock.', fa: 'فقط کالاها موجودی انبار دارند.' },
  STAKEHOLDER_NOT_FOUND: { en: 'This person or business was not found.', fa: 'این شخص یا کسب‌وکار پیدا نشد.' },
  ITEM_NOT_FOUND: { en: 'This product or service was not found.', fa: 'این کالا یا خدمت پیدا نشد.' },
  DUPLICATE_CODE: {
    en: 'Another record of this company has this code.',
    fa: 'رکورد دیگری در این شرکت همین کد را دارد.',
  },
  DUPLICATE_NATIONAL_ID: {
    en: 'Another person or business of this company has this national id.',
    fa: 'شخص یا کسب‌وکار دیگری در این شرکت همین شناسه را دارد.',
  },

  MOCK_CONTROL_DISABLED: { en: 'The QA fault lab is off.', fa: 'آزمایشگاه خطای تست غیرفعال است.' },
  MOCK_CONTROL_LOOPBACK_ONLY: {
    en: 'The QA fault lab only answers this machine.',
    fa: 'آزمایشگاه خطای تست فقط به همین رایانه پاسخ می‌دهد.',
  },
  FAULT_RULE_NOT_FOUND: { en: 'Fault rule not found.', fa: 'قاعده خطا پیدا نشد.' },
  SCENARIO_NOT_FOUND: { en: 'Scenario not found.', fa: 'سناریو پیدا نشد.' },
  FAULT_INJECTED: { en: 'A failure was simulated for testing.', fa: 'یک خطا برای آزمایش شبیه‌سازی شد.' },
  INVALID_VERSION: { en: 'A version looks like v2.0.107.', fa: 'نسخه باید به شکل v2.0.107 باشد.' },
  NOTHING_TO_CHANGE: { en: 'Nothing to change.', fa: 'چیزی برای تغییر نیست.' },
  PATH_MUST_START_WITH_SLASH: { en: 'A path starts with /.', fa: 'مسیر باید با / شروع شود.' },
  LATENCY_MIN_ABOVE_MAX: { en: 'The minimum delay is above the maximum.', fa: 'کمینه تأخیر از بیشینه آن بیشتر است.' },
} as const;
