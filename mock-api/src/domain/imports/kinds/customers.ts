import { eq } from 'drizzle-orm';
import { stakeholderInputSchema } from '@daftar/contracts/endpoints/stakeholders';
import { type StakeholderRow, stakeholders } from '@daftar/db/schema/stakeholders';
import { nextCode } from '../../record-codes.ts';
import { insertStakeholders, replaceStakeholder, type StakeholderInput, stakeholderTable } from '../../stakeholders.ts';
import { digitsOnly, parseChoice, parseInteger } from '../text-values.ts';
import {
  type CellError,
  type ImportFieldSpec,
  type ImportKindSpec,
  optional,
  type RowValues,
  schemaCheck,
} from './kind.ts';

const fields: readonly ImportFieldSpec[] = [
  {
    key: 'code',
    required: false,
    en: 'Code',
    fa: 'کد',
    aliases: ['کد شخص', 'کد طرف حساب', 'شماره', 'person code'],
    example: { en: '2001', fa: '2001' },
    allowed: {
      en: 'Letters, digits and dashes, at most 20; empty: the next free code',
      fa: 'حرف لاتین، رقم و خط تیره، حداکثر ۲۰؛ خالی: کد آزاد بعدی',
    },
  },
  {
    key: 'kind',
    required: false,
    en: 'Type',
    fa: 'نوع',
    aliases: ['نوع شخص', 'حقیقی/حقوقی', 'kind', 'person type'],
    example: { en: 'Individual', fa: 'حقیقی' },
    allowed: {
      en: 'Individual or Business; empty: Business when only a business name is given',
      fa: 'حقیقی یا حقوقی؛ خالی: حقوقی وقتی فقط نام شرکت آمده',
    },
  },
  {
    key: 'firstName',
    required: false,
    en: 'First name',
    fa: 'نام',
    aliases: ['first', 'given name', 'firstname'],
    example: { en: 'Ali', fa: 'علی' },
  },
  {
    key: 'lastName',
    required: false,
    en: 'Last name',
    fa: 'نام خانوادگی',
    aliases: ['last', 'surname', 'family name', 'family', 'lastname', 'نام خانوادگي'],
    example: { en: 'Rezaei', fa: 'رضایی' },
  },
  {
    key: 'businessName',
    required: false,
    en: 'Business name',
    fa: 'نام شرکت',
    aliases: ['company', 'company name', 'نام تجاری', 'شرکت', 'عنوان', 'organization'],
    example: { en: '', fa: '' },
  },
  {
    key: 'nationalId',
    required: false,
    en: 'National id',
    fa: 'کد ملی',
    aliases: ['شناسه ملی', 'کد ملی/شناسه ملی', 'national code', 'nationalcode', 'شماره ملی'],
    example: { en: '0499370899', fa: '0499370899' },
    allowed: {
      en: '10 digits (individual) or 11 (business), with a valid check digit',
      fa: '۱۰ رقم (حقیقی) یا ۱۱ رقم (حقوقی) با رقم کنترل درست',
    },
  },
  {
    key: 'economicCode',
    required: false,
    en: 'Economic code',
    fa: 'کد اقتصادی',
    aliases: ['economic number', 'شماره اقتصادی'],
    example: { en: '', fa: '' },
    allowed: { en: '11 to 14 digits (businesses)', fa: '۱۱ تا ۱۴ رقم (حقوقی)' },
  },
  {
    key: 'registrationNumber',
    required: false,
    en: 'Registration number',
    fa: 'شماره ثبت',
    aliases: ['registration no', 'reg no'],
    example: { en: '', fa: '' },
  },
  {
    key: 'role',
    required: false,
    en: 'Role',
    fa: 'نقش',
    aliases: ['گروه', 'دسته', 'نوع طرف حساب', 'customer/supplier'],
    example: { en: 'Customer', fa: 'مشتری' },
    allowed: { en: 'Customer, Supplier or Both; empty: Customer', fa: 'مشتری، تأمین‌کننده یا هر دو؛ خالی: مشتری' },
  },
  {
    key: 'mobile',
    required: false,
    en: 'Mobile',
    fa: 'موبایل',
    aliases: ['تلفن همراه', 'همراه', 'شماره موبایل', 'mobile number', 'cell', 'cellphone'],
    example: { en: '09121234567', fa: '09121234567' },
    allowed: { en: '09 and nine digits (+98 accepted)', fa: '۰۹ و نه رقم (+۹۸ هم پذیرفته است)' },
  },
  {
    key: 'phone',
    required: false,
    en: 'Phone',
    fa: 'تلفن',
    aliases: ['تلفن ثابت', 'telephone', 'tel'],
    example: { en: '02188776655', fa: '02188776655' },
    allowed: { en: '0 and ten digits, with the area code', fa: '۰ و ده رقم، با پیش‌شماره' },
  },
  {
    key: 'email',
    required: false,
    en: 'Email',
    fa: 'ایمیل',
    aliases: ['e-mail', 'پست الکترونیک', 'رایانامه'],
    example: { en: 'ali@example.com', fa: 'ali@example.com' },
  },
  {
    key: 'province',
    required: false,
    en: 'Province',
    fa: 'استان',
    aliases: ['state'],
    example: { en: 'Tehran', fa: 'تهران' },
  },
  { key: 'city', required: false, en: 'City', fa: 'شهر', aliases: ['town'], example: { en: 'Tehran', fa: 'تهران' } },
  {
    key: 'address',
    required: false,
    en: 'Address',
    fa: 'آدرس',
    aliases: ['نشانی'],
    example: { en: 'No. 12, Azadi St.', fa: 'خیابان آزادی، پلاک ۱۲' },
  },
  {
    key: 'postalCode',
    required: false,
    en: 'Postal code',
    fa: 'کد پستی',
    aliases: ['zip', 'zip code', 'postcode'],
    example: { en: '1234567890', fa: '1234567890' },
    allowed: { en: '10 digits', fa: '۱۰ رقم' },
  },
  {
    key: 'creditLimit',
    required: false,
    en: 'Credit limit',
    fa: 'سقف اعتبار',
    aliases: ['اعتبار', 'credit'],
    example: { en: '50000000', fa: '50000000' },
    allowed: { en: 'Whole Rials', fa: 'ریال، عدد صحیح' },
  },
  {
    key: 'notes',
    required: false,
    en: 'Notes',
    fa: 'توضیحات',
    aliases: ['note', 'description', 'یادداشت'],
    example: { en: '', fa: '' },
  },
];

const kinds = {
  INDIVIDUAL: ['individual', 'person', 'real', 'حقیقی', 'شخص حقیقی', 'فرد'],
  BUSINESS: ['business', 'company', 'legal', 'حقوقی', 'شخص حقوقی', 'شرکت'],
} as const;

const roles = {
  customer: ['مشتری', 'خریدار', 'customers', 'buyer'],
  supplier: ['تامین کننده', 'تأمین‌کننده', 'فروشنده', 'suppliers', 'vendor'],
  both: ['هر دو', 'هردو', 'مشتری و تامین کننده', 'customer and supplier', 'customer/supplier'],
} as const;

/** A mobile as people write it (+98…, 0098…, 98…, or without the 0) as the form's 09…. */
function mobileOf(text: string): string {
  const digits = digitsOnly(text).replace(/^\+/, '');
  if (/^(0098|98)9\d{9}$/.test(digits)) return `0${digits.slice(digits.length - 10)}`;
  if (/^9\d{9}$/.test(digits)) return `0${digits}`;
  return digits;
}

/**
 * A person's national id typed into a number cell loses its leading zeros (0012345678 becomes 12345678): an
 * individual's id of eight or nine digits gets them back.
 */
function nationalIdOf(text: string, individual: boolean): string {
  const digits = digitsOnly(text);
  return individual && /^\d{8,9}$/.test(digits) ? digits.padStart(10, '0') : digits;
}

function check(values: RowValues) {
  const errors: CellError[] = [];
  const read = <T>(field: string, code: string, parse: (text: string) => T | undefined): T | undefined => {
    const text = values[field] ?? '';
    if (text === '') return undefined;
    const value = parse(text);
    if (value === undefined) errors.push({ field, code });
    return value;
  };
  const name = (field: string) => optional(values[field]);
  const givenKind = read('kind', 'IMPORT_INVALID_CHOICE', (text) => parseChoice(text, kinds));
  const kind =
    givenKind ?? (name('businessName') && !name('firstName') && !name('lastName') ? 'BUSINESS' : 'INDIVIDUAL');
  const role = read('role', 'IMPORT_INVALID_CHOICE', (text) => parseChoice(text, roles)) ?? 'customer';
  const creditLimit = read('creditLimit', 'INVALID_AMOUNT', parseInteger);
  const digits = (field: string) => optional(digitsOnly(values[field] ?? ''));
  const common = {
    code: name('code'),
    isCustomer: role !== 'supplier',
    isSupplier: role !== 'customer',
    mobile: optional(mobileOf(values.mobile ?? '')),
    phone: digits('phone'),
    email: name('email'),
    province: name('province'),
    city: name('city'),
    address: name('address'),
    postalCode: digits('postalCode'),
    creditLimit,
    notes: name('notes'),
  };
  const nationalId = optional(nationalIdOf(values.nationalId ?? '', kind === 'INDIVIDUAL'));
  const input =
    kind === 'INDIVIDUAL'
      ? { kind, firstName: name('firstName') ?? '', lastName: name('lastName') ?? '', nationalId, ...common }
      : {
          kind,
          businessName: name('businessName') ?? '',
          nationalId,
          economicCode: digits('economicCode'),
          registrationNumber: digits('registrationNumber'),
          ...common,
        };
  return schemaCheck<StakeholderInput>(stakeholderInputSchema, input, errors, { isCustomer: 'role' });
}

const keyOf = (field: 'code' | 'nationalId', value: string | null | undefined) => (value ? [`${field}:${value}`] : []);

function valuesOf(row: StakeholderRow): RowValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    code: row.code,
    kind: row.kind,
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    businessName: text(row.businessName),
    nationalId: text(row.nationalId),
    economicCode: text(row.economicCode),
    registrationNumber: text(row.registrationNumber),
    role: row.isCustomer && row.isSupplier ? 'both' : row.isSupplier ? 'supplier' : 'customer',
    mobile: text(row.mobile),
    phone: text(row.phone),
    email: text(row.email),
    province: text(row.province),
    city: text(row.city),
    address: text(row.address),
    postalCode: text(row.postalCode),
    creditLimit: text(row.creditLimit),
    notes: text(row.notes),
  };
}

/** Customers and suppliers: duplicates by code or national id; each gets its person tafsili as the form's do. */
export const customersImport: ImportKindSpec<StakeholderInput> = {
  kind: 'customers',
  fields,
  check,
  keysOf: (input) => [...keyOf('code', input.code), ...keyOf('nationalId', input.nationalId)],
  existing: (db, companyId) =>
    db
      .select()
      .from(stakeholders)
      .where(eq(stakeholders.companyId, companyId))
      .all()
      .map((row) => ({
        record: { id: row.id, code: row.code, values: valuesOf(row) },
        keys: [...keyOf('code', row.code), ...keyOf('nationalId', row.nationalId)],
      })),
  firstFreeCode: (db, companyId) => Number(nextCode(db, stakeholderTable, companyId)),
  insertAll: (tx, companyId, rows) => insertStakeholders(tx, companyId, rows),
  replace: (tx, companyId, id, input, code) => {
    replaceStakeholder(tx, companyId, id, input, code);
  },
};
