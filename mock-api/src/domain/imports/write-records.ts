import type { Queryable } from '@daftar/db/client';
import type { RecordImportSpec } from './kinds/kind.ts';
import type { PlannedRow } from './plan.ts';

const codeOf = (row: PlannedRow<unknown>) => (row.input as { code?: string } | undefined)?.code;

/**
 * A record kind's rows written: the new records together, in the file's order (those without a code get the next
 * free codes), then the updates, since an update may be of a new row's record.
 */
export function writeRecords(
  tx: Queryable,
  companyId: number,
  spec: RecordImportSpec<unknown>,
  rows: readonly PlannedRow<unknown>[],
): void {
  const written = new Map<number, { id: number; code: string }>();
  const taken = new Set(spec.existing(tx, companyId).map(({ record }) => record.code));
  for (const row of rows) {
    const code = codeOf(row);
    if (code) taken.add(code);
  }
  let next = spec.firstFreeCode(tx, companyId);
  const freeCode = () => {
    while (taken.has(String(next))) next++;
    taken.add(String(next));
    return String(next);
  };
  const created = rows.filter((row) => row.status === 'NEW');
  const fresh = created.map((row) => ({ input: row.input, code: codeOf(row) ?? freeCode() }));
  spec.insertAll(tx, companyId, fresh).forEach((id, index) => {
    written.set((created[index] as PlannedRow<unknown>).row, { id, code: (fresh[index] as { code: string }).code });
  });
  for (const row of rows) {
    if (row.status !== 'UPDATE' || !row.target) continue;
    const target = 'record' in row.target ? row.target.record : written.get(row.target.row);
    if (!target) throw new Error(`row ${row.row} updates a row that was not written`);
    const code = codeOf(row) ?? target.code;
    spec.replace(tx, companyId, target.id, row.input, code);
    written.set(row.row, { id: target.id, code });
  }
}
