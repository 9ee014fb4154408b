import type {
  ImportCounts,
  ImportMapping,
  ImportPreviewRow,
  ImportRowStatus,
} from '@daftar/contracts/endpoints/imports';

/**
 * The mapping after a field is read from another column (or from none): a column feeds one field only, so the
 * field that read it before is left unread (the API refuses a column mapped twice).
 */
export function remap(mapping: ImportMapping, field: string, column: number | null): ImportMapping {
  const next: ImportMapping = {};
  for (const [each, current] of Object.entries(mapping)) {
    next[each] = column !== null && current === column ? null : current;
  }
  next[field] = column;
  return next;
}

/** Which rows the preview lists. */
export type RowFilter = 'all' | 'error';

/** The preview's rows a filter keeps, at most `limit` of them (a 20,000-row file is not drawn whole). */
export function shownRows(rows: readonly ImportPreviewRow[], filter: RowFilter, limit: number) {
  const kept = filter === 'all' ? rows : rows.filter((row) => row.status === 'ERROR');
  return { rows: kept.slice(0, limit), total: kept.length };
}

/**
 * The rows a commit would write (new and updated), and whether it may be sent: something to write, and either no
 * refused row or the choice to leave the refused rows out (otherwise the API refuses the whole file).
 */
export function commitPlan(counts: Omit<ImportCounts, 'rows'>, skipBadRows: boolean) {
  const writes = counts.new + counts.update;
  return { writes, allowed: writes > 0 && (counts.error === 0 || skipBadRows) };
}

export const statusKeys: Record<ImportRowStatus, string> = {
  NEW: 'WEB_IMPORT_STATUS_NEW',
  UPDATE: 'WEB_IMPORT_STATUS_UPDATE',
  SKIP: 'WEB_IMPORT_STATUS_SKIP',
  ERROR: 'WEB_IMPORT_STATUS_ERROR',
};
