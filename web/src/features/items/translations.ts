/**
 * Texts of the products and services screens (issue 9): list, form, detail. A plain object with no
 * imports: `pnpm translations` gathers every `translations.ts` into the mock API's seed data, and the screens get the
 * texts from the server's map.
 */
export const itemsTranslations = {
  WEB_ITEMS_CAPTION: { en: 'Products and services', fa: 'کالاها و خدمات' },
  WEB_ITEMS_SEARCH: { en: 'Search name, code or barcode', fa: 'جستجوی نام، کد یا بارکد' },
  WEB_ITEMS_EMPTY_TITLE: { en: 'No products or services yet', fa: 'هنوز کالا یا خدمتی ثبت نشده است' },
  WEB_ITEMS_EMPTY_BODY: {
    en: 'Add what you sell or buy once, then pick it on every invoice.',
    fa: 'هر کالا یا خدمتی را که می‌فروشید یا می‌خرید یک بار ثبت کنید و در فاکتورها از آن استفاده کنید.',
  },
  WEB_ITEM_NEW_SERVICE: { en: 'New service', fa: 'خدمت جدید' },
  WEB_ITEM_NEW_PRODUCT: { en: 'New product', fa: 'کالای جدید' },

  WEB_ITEM_KIND: { en: 'Type', fa: 'نوع' },
  WEB_ITEM_KIND_PRODUCT: { en: 'Product', fa: 'کالا' },
  WEB_ITEM_KIND_SERVICE: { en: 'Service', fa: 'خدمت' },
  WEB_ITEM_NAME: { en: 'Name', fa: 'نام' },
  WEB_ITEM_CODE: { en: 'Code', fa: 'کد' },
  WEB_ITEM_CODE_HINT: {
    en: 'Suggested from the last code; up to 20 letters, digits and dashes.',
    fa: 'بر اساس آخرین کد پیشنهاد شده است؛ حداکثر ۲۰ نویسه از حروف لاتین، رقم و خط تیره.',
  },
  WEB_ITEM_UNIT: { en: 'Unit', fa: 'واحد' },
  WEB_ITEM_UNIT_HINT: {
    en: 'Pick a suggestion or type your own.',
    fa: 'از پیشنهادها انتخاب کنید یا واحد دیگری بنویسید.',
  },
  WEB_ITEM_CATEGORY: { en: 'Category', fa: 'دسته‌بندی' },
  WEB_ITEM_CATEGORY_HINT: {
    en: 'Categories you used before are suggested.',
    fa: 'دسته‌هایی که قبلاً به کار برده‌اید پیشنهاد می‌شوند.',
  },
  WEB_ITEM_PRICES: { en: 'Prices', fa: 'قیمت‌ها' },
  WEB_ITEM_SALE_PRICE: { en: 'Sale price', fa: 'قیمت فروش' },
  WEB_ITEM_PURCHASE_PRICE: { en: 'Purchase price', fa: 'قیمت خرید' },
  WEB_ITEM_PRICE_INCL_VAT: { en: 'Sale price incl. VAT', fa: 'قیمت فروش با مالیات بر ارزش افزوده' },
  WEB_ITEM_VAT: { en: 'VAT', fa: 'مالیات بر ارزش افزوده' },
  WEB_ITEM_VAT_APPLICABLE: { en: 'Subject to VAT', fa: 'مشمول مالیات بر ارزش افزوده' },
  WEB_ITEM_VAT_RATE: { en: 'VAT rate (%)', fa: 'نرخ مالیات بر ارزش افزوده (درصد)' },
  WEB_ITEM_VAT_EXEMPT: { en: 'Exempt', fa: 'معاف' },
  WEB_ITEM_PRODUCT_DETAILS: { en: 'Product details', fa: 'مشخصات کالا' },
  WEB_ITEM_BARCODE: { en: 'Barcode', fa: 'بارکد' },
  WEB_ITEM_BARCODE_HINT: {
    en: 'The GTIN under the bars: 8, 12, 13 or 14 digits.',
    fa: 'شمارهٔ GTIN زیر خطوط بارکد: ۸، ۱۲، ۱۳ یا ۱۴ رقم.',
  },
  WEB_ITEM_TRACK_STOCK: { en: 'Track stock', fa: 'پیگیری موجودی انبار' },
  WEB_ITEM_TRACK_STOCK_HINT: {
    en: 'The quantity on hand is worked out from purchase and sale invoices.',
    fa: 'موجودی از روی فاکتورهای خرید و فروش محاسبه می‌شود.',
  },
  WEB_ITEM_STOCK_ON_HAND: { en: 'Quantity on hand', fa: 'موجودی' },
  WEB_ITEM_STOCK_DERIVED: { en: 'Derived from invoices', fa: 'از روی فاکتورها محاسبه می‌شود' },
  WEB_ITEM_STOCK_NOT_TRACKED: { en: 'Not tracked', fa: 'پیگیری نمی‌شود' },
  WEB_ITEM_ACTIVE_HINT: {
    en: 'Inactive products and services are kept but not offered on new invoices.',
    fa: 'کالا و خدمت غیرفعال نگه داشته می‌شود ولی در فاکتورهای جدید پیشنهاد نمی‌شود.',
  },
  WEB_ITEM_CREATED_AT: { en: 'Added on', fa: 'تاریخ ثبت' },
  WEB_ITEM_UPDATED_AT: { en: 'Last changed', fa: 'آخرین تغییر' },

  WEB_UNIT_PIECE: { en: 'Piece', fa: 'عدد' },
  WEB_UNIT_PACK: { en: 'Pack', fa: 'بسته' },
  WEB_UNIT_CARTON: { en: 'Carton', fa: 'کارتن' },
  WEB_UNIT_KILOGRAM: { en: 'Kilogram', fa: 'کیلوگرم' },
  WEB_UNIT_GRAM: { en: 'Gram', fa: 'گرم' },
  WEB_UNIT_LITRE: { en: 'Litre', fa: 'لیتر' },
  WEB_UNIT_METRE: { en: 'Metre', fa: 'متر' },
  WEB_UNIT_SQUARE_METRE: { en: 'Square metre', fa: 'متر مربع' },
  WEB_UNIT_HOUR: { en: 'Hour', fa: 'ساعت' },
  WEB_UNIT_DAY: { en: 'Day', fa: 'روز' },
  WEB_UNIT_MONTH: { en: 'Month', fa: 'ماه' },

  WEB_ITEM_COPY: { en: 'Copy', fa: 'کپی' },
  WEB_ITEM_CREATED: { en: '«{{name}}» was added.', fa: '«{{name}}» ثبت شد.' },
  WEB_ITEM_SAVED: { en: 'Changes to «{{name}}» were saved.', fa: 'تغییرات «{{name}}» ذخیره شد.' },
  WEB_ITEM_COPY_NOTE: {
    en: 'A copy of «{{name}}» with a new code. Saving adds a new product or service.',
    fa: 'رونوشتی از «{{name}}» با کد جدید. با ذخیره، کالا یا خدمت تازه‌ای ثبت می‌شود.',
  },
  WEB_ITEM_DELETE_TITLE: { en: 'Delete «{{name}}»?', fa: '«{{name}}» حذف شود؟' },
  WEB_ITEM_DELETE_BODY: {
    en: 'If invoices or other records use it, it is archived (made inactive) instead, so they stay intact.',
    fa: 'اگر در فاکتورها یا اسناد دیگر به کار رفته باشد، به‌جای حذف بایگانی (غیرفعال) می‌شود تا آن اسناد دست نخورند.',
  },
  WEB_ITEM_DELETED: { en: '«{{name}}» was deleted.', fa: '«{{name}}» حذف شد.' },
  WEB_ITEM_ARCHIVED: {
    en: '«{{name}}» is used in other records, so it was archived (made inactive) instead.',
    fa: '«{{name}}» در اسناد دیگر به کار رفته است، پس به‌جای حذف بایگانی (غیرفعال) شد.',
  },
  WEB_ITEM_NOT_FOUND_TITLE: { en: 'Product or service not found', fa: 'کالا یا خدمت پیدا نشد' },
  WEB_ITEM_NOT_FOUND_BODY: {
    en: 'It may have been deleted, or it belongs to another business.',
    fa: 'ممکن است حذف شده باشد یا به کسب‌وکار دیگری تعلق داشته باشد.',
  },
  WEB_ITEM_LOAD_FAILED: { en: 'This could not be loaded.', fa: 'بارگذاری انجام نشد.' },
  WEB_ITEM_RETRY: { en: 'Try again', fa: 'تلاش دوباره' },
};
