import type {
  ActivityActor,
  ActivityChanges,
  activityListQuerySchema,
  CompanyActivity,
} from '@daftar/contracts/endpoints/company-activities';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '@daftar/db/client';
import { apiKeys } from '@daftar/db/schema/api-keys';
import { companyActivities } from '@daftar/db/schema/company-activities';
import { memberships } from '@daftar/db/schema/companies';
import { users } from '@daftar/db/schema/users';
import { personName } from '../employees/person-name.ts';
import { recordLabels } from './record-labels.ts';
import { equalFilters, pageWindow } from '../list-page.ts';

type ActivityListQuery = z.output<typeof activityListQuerySchema>;

/**
 * Where a day starts, as the log's UTC timestamps spell it: days are Tehran's, as the screens show the times (Iran
 * keeps +03:30 all year since 2022).
 */
function startOfDay(date: string, days = 0): string {
  const start = new Date(`${date}T00:00:00.000+03:30`);
  start.setUTCDate(start.getUTCDate() + days);
  return start.toISOString();
}

function filtersOf(companyId: number, query: ActivityListQuery): SQL[] {
  const filters: SQL[] = [
    eq(companyActivities.companyId, companyId),
    ...equalFilters(query, {
      userId: companyActivities.userId,
      entity: companyActivities.entity,
      action: companyActivities.action,
    }),
  ];
  if (query.from !== undefined) filters.push(gte(companyActivities.at, startOfDay(query.from)));
  if (query.to !== undefined) filters.push(lt(companyActivities.at, startOfDay(query.to, 1)));
  // The values are kept as written (JSON leaves Persian text unescaped), so a plain substring test finds them.
  if (query.q) filters.push(sql`instr(${companyActivities.changes}, ${query.q}) > 0`);
  return filters;
}

/**
 * One page of the company's log in the order it was written (by id, which `created_at` at millisecond precision
 * cannot always tell apart), newest first unless asked, with the writer's name and the key they used.
 */
export function listCompanyActivities(
  db: Queryable,
  companyId: number,
  query: ActivityListQuery,
): { rows: CompanyActivity[]; total: number } {
  const where = and(...filtersOf(companyId, query));
  const rows = pageWindow(
    db
      .select({
        id: companyActivities.id,
        at: companyActivities.at,
        action: companyActivities.action,
        entity: companyActivities.entity,
        entityId: companyActivities.entityId,
        changes: companyActivities.changes,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        apiKeyId: apiKeys.id,
        apiKeyName: apiKeys.name,
      })
      .from(companyActivities)
      .leftJoin(users, eq(users.id, companyActivities.userId))
      .leftJoin(apiKeys, eq(apiKeys.id, companyActivities.apiKeyId))
      .where(where)
      .orderBy(query.sort === 'at' ? asc(companyActivities.id) : desc(companyActivities.id))
      .$dynamic(),
    query,
  ).all();
  const total = db.select({ n: count() }).from(companyActivities).where(where).get()?.n ?? 0;
  const logged = rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as ActivityChanges }));
  const labels = recordLabels(db, companyId, logged);
  return {
    total,
    rows: logged.map((row, index) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      entityLabel: labels[index] ?? null,
      user:
        row.userId === null || row.email === null
          ? null
          : { id: row.userId, name: personName({ ...row, email: row.email }), email: row.email },
      apiKey: row.apiKeyId === null || row.apiKeyName === null ? null : { id: row.apiKeyId, name: row.apiKeyName },
      changes: row.changes,
    })),
  };
}

/** The company's members and anyone else its log names (a member since removed), by name. */
export function listActivityActors(db: Queryable, companyId: number): ActivityActor[] {
  const inLog = db
    .selectDistinct({ userId: companyActivities.userId })
    .from(companyActivities)
    .where(and(eq(companyActivities.companyId, companyId), sql`${companyActivities.userId} is not null`));
  const members = db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  const rows = db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(or(inArray(users.id, members), inArray(users.id, inLog)))
    .all();
  return rows
    .map((row) => ({ id: row.id, name: personName(row), email: row.email }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fa') || a.id - b.id);
}
