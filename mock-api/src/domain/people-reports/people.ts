import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import { DomainError } from '../errors.ts';
import type { DefaultAccountField } from '@daftar/contracts/endpoints/accounting-settings';
import { getAccountingSettings } from '../accounting/settings.ts';

export interface Person {
  tafsiliId: number;
  code: string;
  name: string;
  stakeholderId: number | null;
}

/** The company's person tafsili accounts among `ids` (customers and suppliers), by id. */
export function peopleByIds(db: Queryable, companyId: number, ids: readonly number[]): Map<number, Person> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({
      tafsiliId: tafsiliAccounts.id,
      code: tafsiliAccounts.code,
      name: tafsiliAccounts.name,
      stakeholderId: tafsiliAccounts.stakeholderId,
    })
    .from(tafsiliAccounts)
    .where(
      and(
        eq(tafsiliAccounts.companyId, companyId),
        eq(tafsiliAccounts.kind, 'PERSON'),
        inArray(tafsiliAccounts.id, [...ids]),
      ),
    )
    .all();
  return new Map(rows.map((row) => [row.tafsiliId, row]));
}

/** Whether a person's name or code holds every word of `q` (Persian and Arabic letters and digits alike). */
export function matchesSearch(person: { code: string; name: string }, q: string | undefined): boolean {
  const words = normalizeSearchText(q ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const text = normalizeSearchText(`${person.code} ${person.name}`);
  return words.every((word) => text.includes(word));
}

/** A default account a report cannot run without: 409 REPORT_ACCOUNT_NOT_SET until the settings name it. */
export function requiredAccount(db: Queryable, companyId: number, field: DefaultAccountField): number {
  const id = getAccountingSettings(db, companyId)[field];
  if (id === null)
    throw new DomainError('conflict', 'REPORT_ACCOUNT_NOT_SET', [{ path: field, message: 'REPORT_ACCOUNT_NOT_SET' }]);
  return id;
}

/** A page of rows and its meta, the page counted from 1. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), meta: { page, pageSize, total: rows.length } };
}

/** Text order by the Persian alphabet's code points is close enough for a report's name sort; codes compare as text. */
export const compareText = (a: string, b: string) => a.localeCompare(b, 'fa');
