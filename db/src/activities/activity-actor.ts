import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';

/**
 * Who is writing, asked lazily: the mock API opens the scope before it knows the caller (authentication runs
 * later in the same request), and the triggers ask at the moment they fire.
 */
export interface ActivityActor {
  userId(): number | null;
  apiKeyId(): number | null;
}

const scope = new AsyncLocalStorage<ActivityActor>();

/**
 * Runs `work` with company activities logged and attributed to `actor`. Outside such a scope (the seed, the fault
 * lab's reset, tests arranging rows directly) the triggers stay silent, and the log may be emptied with the rest
 * of the database; inside it the log cannot be changed or deleted.
 */
export function withActivityActor<T>(actor: ActivityActor, work: () => T): T {
  return scope.run(actor, work);
}

/**
 * The SQL functions the activity triggers call (`activity-triggers.ts`); every connection `openDb` makes registers
 * them, since a trigger calling an unknown function fails the write it fires on.
 */
export function registerActivityFunctions(sqlite: Database.Database): void {
  sqlite.function('daftar_activity_on', () => (scope.getStore() ? 1 : 0));
  sqlite.function('daftar_activity_user', () => scope.getStore()?.userId() ?? null);
  sqlite.function('daftar_activity_key', () => scope.getStore()?.apiKeyId() ?? null);
  sqlite.function('daftar_activity_changes', (columns, before, after) =>
    activityChanges(String(columns), before, after),
  );
}

type Value = string | number | null;

const valuesOf = (json: unknown): Value[] | null => (typeof json === 'string' ? (JSON.parse(json) as Value[]) : null);

/**
 * `{column: [before, after]}` as JSON from the triggers' arguments: the names (comma-separated) and each row's
 * values as a JSON array in the same order (null for the row a create or a delete does not have). An update keeps
 * the columns whose value changed; a create or a delete those with a value. Null when that leaves nothing.
 */
export function activityChanges(columns: string, beforeJson: unknown, afterJson: unknown): string | null {
  const before = valuesOf(beforeJson);
  const after = valuesOf(afterJson);
  const changes: Record<string, [Value, Value]> = {};
  columns.split(',').forEach((column, index) => {
    const old = before?.[index] ?? null;
    const next = after?.[index] ?? null;
    const kept = before && after ? old !== next : (before ? old : next) !== null;
    if (kept) changes[column] = [old, next];
  });
  return Object.keys(changes).length === 0 ? null : JSON.stringify(changes);
}

/**
 * Runs `work` with the log silent even inside a request: a restored company's rows are the file's, not the
 * caller's work (thousands of rows would each become an entry).
 */
export function withoutActivityLog<T>(work: () => T): T {
  return scope.exit(work);
}
