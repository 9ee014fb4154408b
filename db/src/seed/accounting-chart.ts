import type { AccountNature, AccountType } from '../schema/accounting-chart.ts';

/** One account of the standard chart; a kol or moein takes its group's type and nature unless it says otherwise. */
export interface ChartEntry {
  code: string;
  fa: string;
  en: string;
  nature?: AccountNature;
  children?: ChartEntry[];
}

export interface ChartGroup extends ChartEntry {
  type: AccountType;
  nature: AccountNature;
}

/**
 * A standard Iranian chart of accounts for a small trading or service business: one-digit groups, two-digit kol
 * (general) accounts and four-digit moein (subsidiary) accounts, as Iranian accounting software seeds it.
 */
export const standardChart: ChartGroup[] = [
  {
    code: '1',
    fa: 'دارایی‌های جاری',
    en: 'Current assets',
    type: 'ASSET',
    nature: 'DEBIT',
    children: [
      {
        code: '11',
        fa: 'موجودی نقد و بانک',
        en: 'Cash and bank',
        children: [
          { code: '1101', fa: 'صندوق', en: 'Cash on hand' },
          { code: '1102', fa: 'بانک‌ها', en: 'Bank accounts' },
          { code: '1103', fa: 'تنخواه‌گردان', en: 'Petty cash' },
        ],
      },
      {
        code: '12',
        fa: 'حساب‌ها و اسناد دریافتنی تجاری',
        en: 'Trade receivables',
        children: [
          { code: '1201', fa: 'حساب‌های دریافتنی تجاری', en: 'Accounts receivable' },
          { code: '1202', fa: 'اسناد دریافتنی تجاری', en: 'Notes receivable' },
        ],
      },
      {
        code: '13',
        fa: 'سایر حساب‌ها و اسناد دریافتنی',
        en: 'Other receivables',
        children: [
          { code: '1301', fa: 'مالیات بر ارزش افزوده دریافتنی', en: 'VAT receivable' },
          { code: '1302', fa: 'سایر حساب‌های دریافتنی', en: 'Sundry receivables' },
        ],
      },
      {
        code: '14',
        fa: 'موجودی کالا',
        en: 'Inventory',
        children: [{ code: '1401', fa: 'موجودی کالا', en: 'Merchandise inventory' }],
      },
      {
        code: '15',
        fa: 'پیش‌پرداخت‌ها',
        en: 'Prepayments',
        children: [
          { code: '1501', fa: 'پیش‌پرداخت اجاره', en: 'Prepaid rent' },
          { code: '1502', fa: 'پیش‌پرداخت خرید کالا', en: 'Advances to suppliers' },
        ],
      },
    ],
  },
  {
    code: '2',
    fa: 'دارایی‌های غیرجاری',
    en: 'Non-current assets',
    type: 'ASSET',
    nature: 'DEBIT',
    children: [
      {
        code: '21',
        fa: 'دارایی‌های ثابت مشهود',
        en: 'Property, plant and equipment',
        children: [
          { code: '2101', fa: 'زمین', en: 'Land' },
          { code: '2102', fa: 'ساختمان', en: 'Buildings' },
          { code: '2103', fa: 'وسایل نقلیه', en: 'Vehicles' },
          { code: '2104', fa: 'اثاثه و منصوبات', en: 'Furniture and fixtures' },
          { code: '2105', fa: 'تجهیزات رایانه‌ای', en: 'Computer equipment' },
        ],
      },
      {
        code: '22',
        fa: 'استهلاک انباشته',
        en: 'Accumulated depreciation',
        nature: 'CREDIT',
        children: [
          { code: '2201', fa: 'استهلاک انباشته ساختمان', en: 'Accumulated depreciation: buildings' },
          { code: '2202', fa: 'استهلاک انباشته وسایل نقلیه', en: 'Accumulated depreciation: vehicles' },
          { code: '2203', fa: 'استهلاک انباشته اثاثه و منصوبات', en: 'Accumulated depreciation: furniture' },
        ],
      },
    ],
  },
  {
    code: '3',
    fa: 'بدهی‌های جاری',
    en: 'Current liabilities',
    type: 'LIABILITY',
    nature: 'CREDIT',
    children: [
      {
        code: '31',
        fa: 'حساب‌ها و اسناد پرداختنی تجاری',
        en: 'Trade payables',
        children: [
          { code: '3101', fa: 'حساب‌های پرداختنی تجاری', en: 'Accounts payable' },
          { code: '3102', fa: 'اسناد پرداختنی تجاری', en: 'Notes payable' },
        ],
      },
      {
        code: '32',
        fa: 'سایر حساب‌ها و اسناد پرداختنی',
        en: 'Other payables',
        children: [
          { code: '3201', fa: 'مالیات بر ارزش افزوده پرداختنی', en: 'VAT payable' },
          { code: '3202', fa: 'حقوق و دستمزد پرداختنی', en: 'Salaries payable' },
          { code: '3203', fa: 'حق بیمه پرداختنی', en: 'Social security payable' },
          { code: '3204', fa: 'مالیات حقوق پرداختنی', en: 'Payroll tax payable' },
        ],
      },
      {
        code: '33',
        fa: 'پیش‌دریافت‌ها',
        en: 'Advances from customers',
        children: [{ code: '3301', fa: 'پیش‌دریافت فروش', en: 'Customer advances' }],
      },
      {
        code: '34',
        fa: 'تسهیلات مالی کوتاه‌مدت',
        en: 'Short-term borrowings',
        children: [{ code: '3401', fa: 'تسهیلات دریافتی کوتاه‌مدت', en: 'Short-term bank loans' }],
      },
    ],
  },
  {
    code: '4',
    fa: 'بدهی‌های غیرجاری',
    en: 'Non-current liabilities',
    type: 'LIABILITY',
    nature: 'CREDIT',
    children: [
      {
        code: '41',
        fa: 'تسهیلات مالی بلندمدت',
        en: 'Long-term borrowings',
        children: [{ code: '4101', fa: 'تسهیلات بلندمدت بانکی', en: 'Long-term bank loans' }],
      },
      {
        code: '42',
        fa: 'ذخیره مزایای پایان خدمت کارکنان',
        en: 'Employee end-of-service benefits',
        children: [{ code: '4201', fa: 'ذخیره مزایای پایان خدمت', en: 'End-of-service provision' }],
      },
    ],
  },
  {
    code: '5',
    fa: 'حقوق صاحبان سهام',
    en: "Owners' equity",
    type: 'EQUITY',
    nature: 'CREDIT',
    children: [
      { code: '51', fa: 'سرمایه', en: 'Capital', children: [{ code: '5101', fa: 'سرمایه', en: 'Capital' }] },
      {
        code: '52',
        fa: 'سود و زیان انباشته',
        en: 'Retained earnings',
        children: [{ code: '5201', fa: 'سود و زیان انباشته', en: 'Retained earnings' }],
      },
      {
        code: '53',
        fa: 'برداشت',
        en: 'Drawings',
        nature: 'DEBIT',
        children: [{ code: '5301', fa: 'برداشت', en: 'Drawings' }],
      },
    ],
  },
  {
    code: '6',
    fa: 'درآمدها',
    en: 'Revenue',
    type: 'REVENUE',
    nature: 'CREDIT',
    children: [
      {
        code: '61',
        fa: 'درآمد فروش',
        en: 'Sales revenue',
        children: [
          { code: '6101', fa: 'فروش کالا', en: 'Sales of goods' },
          { code: '6102', fa: 'درآمد ارائه خدمات', en: 'Service revenue' },
        ],
      },
      {
        code: '62',
        fa: 'برگشت از فروش و تخفیفات',
        en: 'Sales returns and discounts',
        nature: 'DEBIT',
        children: [
          { code: '6201', fa: 'برگشت از فروش', en: 'Sales returns' },
          { code: '6202', fa: 'تخفیفات فروش', en: 'Sales discounts' },
        ],
      },
      {
        code: '63',
        fa: 'سایر درآمدها',
        en: 'Other income',
        children: [
          { code: '6301', fa: 'سود سپرده بانکی', en: 'Bank interest income' },
          { code: '6302', fa: 'سایر درآمدهای متفرقه', en: 'Sundry income' },
        ],
      },
    ],
  },
  {
    code: '7',
    fa: 'بهای تمام‌شده',
    en: 'Cost of sales',
    type: 'EXPENSE',
    nature: 'DEBIT',
    children: [
      {
        code: '71',
        fa: 'بهای تمام‌شده کالای فروش‌رفته',
        en: 'Cost of goods sold',
        children: [
          { code: '7101', fa: 'بهای تمام‌شده کالای فروش‌رفته', en: 'Cost of goods sold' },
          { code: '7102', fa: 'خرید کالا', en: 'Purchases' },
          { code: '7103', fa: 'برگشت از خرید و تخفیفات', en: 'Purchase returns and discounts', nature: 'CREDIT' },
        ],
      },
    ],
  },
  {
    code: '8',
    fa: 'هزینه‌ها',
    en: 'Expenses',
    type: 'EXPENSE',
    nature: 'DEBIT',
    children: [
      {
        code: '81',
        fa: 'هزینه‌های عمومی، اداری و فروش',
        en: 'General, administrative and selling expenses',
        children: [
          { code: '8101', fa: 'هزینه حقوق و دستمزد', en: 'Salaries and wages' },
          { code: '8102', fa: 'هزینه بیمه سهم کارفرما', en: "Employer's social security" },
          { code: '8103', fa: 'هزینه اجاره', en: 'Rent' },
          { code: '8104', fa: 'هزینه آب، برق و گاز', en: 'Water, electricity and gas' },
          { code: '8105', fa: 'هزینه تلفن و اینترنت', en: 'Telephone and internet' },
          { code: '8106', fa: 'هزینه ملزومات اداری', en: 'Office supplies' },
          { code: '8107', fa: 'هزینه حمل و نقل', en: 'Transport' },
          { code: '8108', fa: 'هزینه تبلیغات', en: 'Advertising' },
          { code: '8109', fa: 'هزینه استهلاک', en: 'Depreciation' },
          { code: '8110', fa: 'هزینه تعمیر و نگهداری', en: 'Repairs and maintenance' },
        ],
      },
      {
        code: '82',
        fa: 'هزینه‌های مالی',
        en: 'Finance costs',
        children: [
          { code: '8201', fa: 'هزینه کارمزد بانکی', en: 'Bank charges' },
          { code: '8202', fa: 'هزینه سود تسهیلات', en: 'Interest expense' },
        ],
      },
      {
        code: '83',
        fa: 'سایر هزینه‌ها',
        en: 'Other expenses',
        children: [{ code: '8301', fa: 'سایر هزینه‌های متفرقه', en: 'Sundry expenses' }],
      },
    ],
  },
];

/** The moein account each default of the accounting settings points at in the standard chart. */
export const standardDefaults = {
  receivablesAccountId: '1201',
  payablesAccountId: '3101',
  salesAccountId: '6101',
  salesReturnsAccountId: '6201',
  purchasesAccountId: '7102',
  vatPayableAccountId: '3201',
  vatReceivableAccountId: '1301',
  cashAccountId: '1101',
  bankAccountId: '1102',
  retainedEarningsAccountId: '5201',
} as const;
