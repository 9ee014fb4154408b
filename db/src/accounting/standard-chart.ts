import { readFileSync } from 'node:fs';
import {
  type AccountLevel,
  type AccountNature,
  type AccountType,
  accountNatures,
  accountTypes,
} from '../schema/accounting-chart.ts';

/** One account of the standard chart, with its place in the tree and the type and nature it takes. */
export interface ChartAccount {
  code: string;
  fa: string;
  en: string;
  level: AccountLevel;
  /** The code one level up; null for a group. */
  parentCode: string | null;
  type: AccountType;
  nature: AccountNature;
}

/** A group's code has one digit, a kol's two (its group's and its own), a moein's four (its kol's and two more). */
const levelByLength: Record<number, { level: AccountLevel; parentLength: number | null }> = {
  1: { level: 'GROUP', parentLength: null },
  2: { level: 'KOL', parentLength: 1 },
  4: { level: 'MOEIN', parentLength: 2 },
};

function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((candidate) => candidate === value);
  if (!found) throw new Error(`standard chart: ${what} ${value} is not one of ${values.join(', ')}`);
  return found;
}

/**
 * Reads the chart's table: a header row, then one row per account in tree order (a parent before its children) —
 * code, Persian name, English name, type, nature, tab-separated. A group names its type and nature; a kol or moein
 * leaves them empty to take its parent's, or names the nature it has instead (accumulated depreciation, drawings…).
 */
export function readChart(table: string): ChartAccount[] {
  const byCode = new Map<string, ChartAccount>();
  return table
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [code = '', fa = '', en = '', type = '', nature = ''] = line.split('\t');
      const place = levelByLength[code.length];
      if (!place || !/^\d+$/.test(code)) throw new Error(`standard chart: ${code} is not a 1-, 2- or 4-digit code`);
      const parentCode = place.parentLength === null ? null : code.slice(0, place.parentLength);
      const parent = parentCode === null ? undefined : byCode.get(parentCode);
      if (parentCode !== null && !parent)
        throw new Error(`standard chart: ${code} comes before its parent ${parentCode}`);
      const account: ChartAccount = {
        code,
        fa,
        en,
        level: place.level,
        parentCode,
        type: parent ? parent.type : oneOf(accountTypes, type, `${code}'s type`),
        nature: nature || !parent ? oneOf(accountNatures, nature, `${code}'s nature`) : parent.nature,
      };
      byCode.set(code, account);
      return account;
    });
}

/**
 * A standard Iranian chart of accounts for a small trading or service business: one-digit groups, two-digit kol
 * (general) accounts and four-digit moein (subsidiary) accounts, as Iranian accounting software seeds it. The chart
 * is data, kept as a table in `standard-chart.tsv`.
 */
export const standardChart: readonly ChartAccount[] = readChart(
  readFileSync(new URL('./standard-chart.tsv', import.meta.url), 'utf8'),
);

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
  pettyCashAccountId: '1103',
  capitalAccountId: '5101',
  drawingsAccountId: '5301',
  retainedEarningsAccountId: '5201',
} as const;
