/**
 * A café and shop's products and services. Each product line lists its sizes (a size multiplies the base price);
 * `exempt` marks goods outside VAT (bread, milk, rice, books, …). Prices are integer Rials.
 */
export interface CatalogueLine {
  name: string;
  category: string;
  unit: string;
  price: number;
  sizes?: readonly (readonly [label: string, factor: number])[];
  exempt?: boolean;
}

const weights = [
  ['۲۵۰ گرمی', 1],
  ['۵۰۰ گرمی', 1.9],
  ['۱ کیلوگرمی', 3.6],
] as const;

export const productLines: readonly CatalogueLine[] = [
  { name: 'قهوه اسپرسو', category: 'قهوه', unit: 'بسته', price: 2_800_000, sizes: weights },
  { name: 'قهوه ترک', category: 'قهوه', unit: 'بسته', price: 2_200_000, sizes: weights },
  { name: 'دانه قهوه عربیکا', category: 'قهوه', unit: 'بسته', price: 4_500_000, sizes: weights },
  { name: 'قهوه فوری', category: 'قهوه', unit: 'عدد', price: 1_600_000 },
  { name: 'چای سیاه ممتاز', category: 'نوشیدنی', unit: 'بسته', price: 980_000, sizes: weights },
  { name: 'چای سبز', category: 'نوشیدنی', unit: 'بسته', price: 1_150_000, sizes: weights },
  { name: 'دمنوش گل‌گاوزبان', category: 'نوشیدنی', unit: 'بسته', price: 750_000 },
  { name: 'شکلات داغ', category: 'نوشیدنی', unit: 'بسته', price: 1_900_000 },
  { name: 'شیر پرچرب', category: 'لبنیات', unit: 'لیتر', price: 520_000, exempt: true },
  { name: 'خامه صبحانه', category: 'لبنیات', unit: 'عدد', price: 640_000, exempt: true },
  { name: 'پنیر لیقوان', category: 'لبنیات', unit: 'کیلوگرم', price: 5_200_000, exempt: true },
  { name: 'برنج هاشمی', category: 'خواربار', unit: 'کیلوگرم', price: 2_150_000, exempt: true },
  { name: 'نان باگت', category: 'نان و شیرینی', unit: 'عدد', price: 500_000, exempt: true },
  { name: 'کیک شکلاتی', category: 'نان و شیرینی', unit: 'عدد', price: 3_400_000 },
  { name: 'کروسان کره‌ای', category: 'نان و شیرینی', unit: 'عدد', price: 850_000 },
  { name: 'کوکی جو دوسر', category: 'نان و شیرینی', unit: 'بسته', price: 1_250_000 },
  { name: 'عسل طبیعی', category: 'خواربار', unit: 'عدد', price: 6_800_000 },
  {
    name: 'زعفران سرگل',
    category: 'خواربار',
    unit: 'عدد',
    price: 9_500_000,
    sizes: [
      ['۱ مثقالی', 1],
      ['۲ مثقالی', 1.95],
      ['۵ مثقالی', 4.8],
    ],
  },
  { name: 'پسته اکبری', category: 'آجیل و خشکبار', unit: 'کیلوگرم', price: 28_000_000 },
  { name: 'بادام درختی', category: 'آجیل و خشکبار', unit: 'کیلوگرم', price: 22_000_000 },
  { name: 'خرمای مضافتی', category: 'آجیل و خشکبار', unit: 'بسته', price: 1_400_000 },
  {
    name: 'آب معدنی',
    category: 'نوشیدنی',
    unit: 'عدد',
    price: 500_000,
    sizes: [
      ['نیم لیتری', 1],
      ['۱.۵ لیتری', 1.7],
    ],
  },
  { name: 'دوغ گازدار', category: 'لبنیات', unit: 'عدد', price: 550_000 },
  { name: 'شربت آلبالو', category: 'نوشیدنی', unit: 'لیتر', price: 1_800_000 },
  { name: 'لیوان کاغذی ۸ اونس', category: 'بسته‌بندی', unit: 'بسته', price: 1_350_000 },
  { name: 'درب لیوان', category: 'بسته‌بندی', unit: 'بسته', price: 900_000 },
  { name: 'کیسه کاغذی', category: 'بسته‌بندی', unit: 'بسته', price: 1_100_000 },
  { name: 'ماگ سرامیکی', category: 'لوازم کافه', unit: 'عدد', price: 3_200_000 },
  { name: 'فرنچ‌پرس', category: 'لوازم کافه', unit: 'عدد', price: 8_900_000 },
  {
    name: 'موکاپات',
    category: 'لوازم کافه',
    unit: 'عدد',
    price: 7_600_000,
    sizes: [
      ['۳ کاپ', 1],
      ['۶ کاپ', 1.4],
    ],
  },
  { name: 'آسیاب قهوه برقی', category: 'لوازم کافه', unit: 'عدد', price: 24_500_000 },
  { name: 'دستگاه اسپرسوساز خانگی', category: 'لوازم کافه', unit: 'عدد', price: 48_000_000 },
  { name: 'فیلتر کاغذی قهوه', category: 'لوازم کافه', unit: 'بسته', price: 950_000 },
  { name: 'شیرجوش استیل', category: 'لوازم کافه', unit: 'عدد', price: 2_700_000 },
  { name: 'کتاب آشپزی ایرانی', category: 'کتاب', unit: 'عدد', price: 4_200_000, exempt: true },
  { name: 'دستمال کاغذی', category: 'بهداشتی', unit: 'بسته', price: 620_000 },
  { name: 'مایع ظرفشویی', category: 'بهداشتی', unit: 'لیتر', price: 780_000 },
  { name: 'روکش میز پارچه‌ای', category: 'لوازم کافه', unit: 'متر', price: 1_600_000 },
  { name: 'نوار LED تزئینی', category: 'لوازم کافه', unit: 'متر', price: 1_200_000 },
  { name: 'کارت هدیه کافه', category: 'کارت هدیه', unit: 'عدد', price: 5_000_000 },
  { name: 'کاپوچینو آماده', category: 'نوشیدنی', unit: 'عدد', price: 950_000 },
  {
    name: 'نسکافه گلد',
    category: 'قهوه',
    unit: 'عدد',
    price: 3_900_000,
    sizes: [
      ['۱۰۰ گرمی', 1],
      ['۲۰۰ گرمی', 1.9],
    ],
  },
  { name: 'ماسالا چای', category: 'نوشیدنی', unit: 'بسته', price: 1_450_000 },
  { name: 'سیروپ وانیل', category: 'سیروپ', unit: 'عدد', price: 3_100_000 },
  { name: 'سیروپ کارامل', category: 'سیروپ', unit: 'عدد', price: 3_100_000 },
  { name: 'سیروپ فندق', category: 'سیروپ', unit: 'عدد', price: 3_300_000 },
  { name: 'پودر کاکائو', category: 'خواربار', unit: 'بسته', price: 1_750_000 },
  { name: 'شکر قهوه‌ای', category: 'خواربار', unit: 'کیلوگرم', price: 1_050_000 },
  { name: 'نبات زعفرانی', category: 'خواربار', unit: 'بسته', price: 890_000 },
  { name: 'گردو ایرانی', category: 'آجیل و خشکبار', unit: 'کیلوگرم', price: 19_500_000 },
  { name: 'کشمش سبز', category: 'آجیل و خشکبار', unit: 'کیلوگرم', price: 6_200_000 },
  { name: 'انجیر خشک', category: 'آجیل و خشکبار', unit: 'کیلوگرم', price: 14_000_000 },
  { name: 'ماست پرچرب', category: 'لبنیات', unit: 'عدد', price: 1_100_000, exempt: true },
  { name: 'کره حیوانی', category: 'لبنیات', unit: 'عدد', price: 1_900_000, exempt: true },
  { name: 'نان سنگک', category: 'نان و شیرینی', unit: 'عدد', price: 500_000, exempt: true },
  { name: 'شیرینی زبان', category: 'نان و شیرینی', unit: 'کیلوگرم', price: 6_500_000 },
  { name: 'باقلوا یزدی', category: 'نان و شیرینی', unit: 'کیلوگرم', price: 9_800_000 },
  { name: 'مافین بلوبری', category: 'نان و شیرینی', unit: 'عدد', price: 1_150_000 },
  { name: 'ساندویچ مرغ', category: 'غذای آماده', unit: 'عدد', price: 2_900_000 },
  { name: 'سالاد سزار', category: 'غذای آماده', unit: 'عدد', price: 3_600_000 },
  { name: 'نی کاغذی', category: 'بسته‌بندی', unit: 'بسته', price: 720_000 },
  { name: 'جعبه شیرینی', category: 'بسته‌بندی', unit: 'عدد', price: 500_000 },
  { name: 'تمپر قهوه', category: 'لوازم کافه', unit: 'عدد', price: 4_800_000 },
  { name: 'ترازوی دیجیتال باریستا', category: 'لوازم کافه', unit: 'عدد', price: 6_900_000 },
  { name: 'کتری برقی', category: 'لوازم کافه', unit: 'عدد', price: 11_500_000 },
  {
    name: 'فنجان و نعلبکی',
    category: 'لوازم کافه',
    unit: 'عدد',
    price: 1_450_000,
    sizes: [
      ['تکی', 1],
      ['سرویس ۶ نفره', 5.4],
    ],
  },
  { name: 'کتاب تاریخ قهوه', category: 'کتاب', unit: 'عدد', price: 3_200_000, exempt: true },
  { name: 'ژل ضدعفونی دست', category: 'بهداشتی', unit: 'عدد', price: 890_000 },
  { name: 'کیسه زباله', category: 'بهداشتی', unit: 'بسته', price: 650_000 },
  { name: 'کابل برق', category: 'لوازم کافه', unit: 'متر', price: 500_000 },
];

export const serviceLines: readonly CatalogueLine[] = [
  { name: 'نصب و راه‌اندازی دستگاه قهوه', category: 'خدمات', unit: 'ساعت', price: 12_000_000 },
  { name: 'سرویس دوره‌ای اسپرسوساز', category: 'خدمات', unit: 'سرویس', price: 8_500_000 },
  { name: 'مشاوره راه‌اندازی کافه', category: 'مشاوره', unit: 'ساعت', price: 15_000_000 },
  { name: 'مشاوره منو و قیمت‌گذاری', category: 'مشاوره', unit: 'ساعت', price: 9_000_000 },
  { name: 'آموزش باریستا مقدماتی', category: 'آموزش', unit: 'ساعت', price: 6_000_000 },
  { name: 'آموزش لاته‌آرت', category: 'آموزش', unit: 'ساعت', price: 7_500_000 },
  { name: 'حمل درون‌شهری', category: 'حمل', unit: 'سرویس', price: 1_500_000 },
  { name: 'حمل بین‌شهری', category: 'حمل', unit: 'سرویس', price: 6_500_000 },
  { name: 'ارسال با پیک', category: 'حمل', unit: 'سرویس', price: 600_000 },
  { name: 'پذیرایی مراسم', category: 'پذیرایی', unit: 'ساعت', price: 18_000_000 },
  { name: 'اجاره سالن جلسات', category: 'اجاره', unit: 'ساعت', price: 4_000_000 },
  { name: 'تعمیر آسیاب قهوه', category: 'خدمات', unit: 'عدد', price: 3_500_000 },
  { name: 'طراحی و چاپ منو', category: 'خدمات', unit: 'عدد', price: 11_000_000 },
  { name: 'بسته‌بندی هدیه', category: 'خدمات', unit: 'عدد', price: 700_000 },
];
