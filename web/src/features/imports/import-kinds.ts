import type { CompanyArea } from '@daftar/contracts/endpoints/employees-roles';
import type { ImportEncoding, ImportKind } from '@daftar/contracts/endpoints/imports';
import type { areaKeys } from '../../lib/query/area-keys.ts';

/** What each kind is: the area whose write role may import it, its list and its query root, its name. */
export const importKindFacts: Record<
  ImportKind,
  { area: CompanyArea & keyof typeof areaKeys; listPath: string; label: string }
> = {
  customers: { area: 'stakeholders', listPath: '/stakeholders', label: 'WEB_IMPORT_KIND_CUSTOMERS' },
  items: { area: 'items', listPath: '/items', label: 'WEB_IMPORT_KIND_ITEMS' },
  accounts: { area: 'accounting', listPath: '/accounting/coa', label: 'WEB_IMPORT_KIND_ACCOUNTS' },
  tafsili: { area: 'accounting', listPath: '/accounting/coa', label: 'WEB_IMPORT_KIND_TAFSILI' },
  'opening-balances': {
    area: 'accounting',
    listPath: '/accounting/balance?level=MOEIN&columns=8',
    label: 'WEB_IMPORT_KIND_OPENING_BALANCES',
  },
};

/** The translation key of a kind's field (`customers`, `nationalId` → `WEB_IMPORT_FIELD_CUSTOMERS_NATIONAL_ID`). */
export function fieldLabelKey(kind: ImportKind, field: string): string {
  const upper = (text: string) =>
    text
      .replace(/[A-Z]/g, (letter) => `_${letter}`)
      .replace(/-/g, '_')
      .toUpperCase();
  return `WEB_IMPORT_FIELD_${upper(kind)}_${upper(field)}`;
}

export const encodingLabelKey = (encoding: ImportEncoding) =>
  `WEB_IMPORT_ENCODING_${encoding.replace(/-/g, '_').toUpperCase()}`;

/** The template's file name as saved: the kind and the language of its headers. */
export const templateFileName = (kind: ImportKind, language: 'fa' | 'en') => `daftar-import-${kind}-${language}.xlsx`;
