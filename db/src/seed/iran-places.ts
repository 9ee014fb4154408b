/** Provinces, their capitals and landline area codes, and street names, for realistic addresses. */

export const places = [
  { province: 'تهران', city: 'تهران', areaCode: '021', postalPrefix: '1' },
  { province: 'تهران', city: 'شهریار', areaCode: '021', postalPrefix: '3' },
  { province: 'اصفهان', city: 'اصفهان', areaCode: '031', postalPrefix: '8' },
  { province: 'اصفهان', city: 'کاشان', areaCode: '031', postalPrefix: '8' },
  { province: 'خراسان رضوی', city: 'مشهد', areaCode: '051', postalPrefix: '9' },
  { province: 'فارس', city: 'شیراز', areaCode: '071', postalPrefix: '7' },
  { province: 'آذربایجان شرقی', city: 'تبریز', areaCode: '041', postalPrefix: '5' },
  { province: 'البرز', city: 'کرج', areaCode: '026', postalPrefix: '3' },
  { province: 'گیلان', city: 'رشت', areaCode: '013', postalPrefix: '4' },
  { province: 'خوزستان', city: 'اهواز', areaCode: '061', postalPrefix: '6' },
  { province: 'کرمان', city: 'کرمان', areaCode: '034', postalPrefix: '7' },
  { province: 'قم', city: 'قم', areaCode: '025', postalPrefix: '3' },
  { province: 'یزد', city: 'یزد', areaCode: '035', postalPrefix: '8' },
  { province: 'مازندران', city: 'ساری', areaCode: '011', postalPrefix: '4' },
  { province: 'همدان', city: 'همدان', areaCode: '081', postalPrefix: '6' },
] as const;

export const streets = [
  'خیابان ولیعصر',
  'خیابان انقلاب',
  'خیابان آزادی',
  'بلوار کشاورز',
  'خیابان شریعتی',
  'خیابان امام خمینی',
  'بلوار مدرس',
  'خیابان فردوسی',
  'خیابان حافظ',
  'خیابان سعدی',
  'بلوار چمران',
  'خیابان مطهری',
  'خیابان بهشتی',
  'بلوار ارم',
  'خیابان چهارباغ',
] as const;

export const alleys = [
  'کوچه بهار',
  'کوچه یاس',
  'کوچه نسترن',
  'کوچه لاله',
  'کوچه سرو',
  'کوچه ارغوان',
  'بن‌بست گلها',
] as const;

/** Mobile prefixes of the Iranian operators (MCI 091x/099x, Irancell 093x/090x, RighTel 092x). */
export const mobilePrefixes = ['0912', '0919', '0935', '0936', '0901', '0913', '0917', '0915', '0921', '0990'] as const;
