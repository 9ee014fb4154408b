import { and, desc, eq } from 'drizzle-orm';
import type { savedReportInputSchema } from '@daftar/contracts/endpoints/sales-reports';
import type { Db, Queryable } from '@daftar/db/client';
import { savedReports } from '@daftar/db/schema/saved-reports';
import type { z } from 'zod';
import { DomainError } from '../errors.ts';

export type SavedReportInput = z.output<typeof savedReportInputSchema>;

const columns = {
  id: savedReports.id,
  kind: savedReports.kind,
  name: savedReports.name,
  query: savedReports.query,
  createdAt: savedReports.createdAt,
};

/** The user's saved filter sets in the company, newest first: nobody else's, not even a colleague's. */
export function listSavedReports(db: Queryable, companyId: number, userId: number) {
  return db
    .select(columns)
    .from(savedReports)
    .where(and(eq(savedReports.companyId, companyId), eq(savedReports.userId, userId)))
    .orderBy(desc(savedReports.id))
    .all();
}

export function createSavedReport(db: Db, companyId: number, userId: number, input: SavedReportInput) {
  return db
    .insert(savedReports)
    .values({ companyId, userId, ...input })
    .returning(columns)
    .get();
}

/** Another user's or another company's saved report is 404, as one that does not exist. */
export function removeSavedReport(db: Db, companyId: number, userId: number, id: number) {
  const removed = db
    .delete(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.companyId, companyId), eq(savedReports.userId, userId)))
    .returning({ id: savedReports.id })
    .get();
  if (!removed) throw new DomainError('not-found', 'SAVED_REPORT_NOT_FOUND');
  return removed;
}
