import type { ImportFile } from '../endpoints/imports.ts';

/**
 * The worked example of an import: a small customers CSV in UTF-8 (Persian headers, one good row, one row whose
 * national id fails its check digit, one row whose code the provider state's customer has), an items CSV, a tafsili
 * CSV, a chart accounts CSV (a moein under the standard chart's kol 11) and a balanced opening-balances CSV.
 */
export const customersCsvExample = [
  'کد,نام,نام خانوادگی,کد ملی,موبایل',
  '3001,مریم,احمدی,0499370899,09121234567',
  '3002,کاوه,یزدانی,0499370898,09351112233',
  '5001,لیلا,مرادی,,09120000000',
].join('\r\n');

export const itemsCsvExample = ['Code,Name,Unit,Sale price', 'P-1,Black tea,Box,1200000'].join('\r\n');

export const tafsiliCsvExample = ['کد تفصیلی,عنوان,نوع', '9101,پروژه شعبه تهران,پروژه'].join('\r\n');

export const accountsCsvExample = ['کد حساب,نام حساب,کد کل', '1104,صندوق شعبه,11'].join('\r\n');

export const openingBalancesCsvExample = ['کد حساب,بدهکار,بستانکار', '1101,5000000,', '5101,,5000000'].join('\r\n');

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

export const customersImportExample: ImportFile = {
  fileName: 'customers.csv',
  data: base64(customersCsvExample),
  onDuplicate: 'skip',
};

export const itemsImportExample: ImportFile = { fileName: 'items.csv', data: base64(itemsCsvExample) };

export const tafsiliImportExample: ImportFile = { fileName: 'tafsili.csv', data: base64(tafsiliCsvExample) };

/** The customer the provider state gives the company, whose code the example's last row repeats. */
export const existingCustomerExample = { code: '5001', firstName: 'لیلا', lastName: 'مرادی' };

export const accountsImportExample: ImportFile = { fileName: 'accounts.csv', data: base64(accountsCsvExample) };

export const openingBalancesImportExample: ImportFile = {
  fileName: 'opening.csv',
  data: base64(openingBalancesCsvExample),
};
