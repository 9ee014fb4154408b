import { and, eq, sql } from 'drizzle-orm';
import { distance } from 'fastest-levenshtein';
import type { ImportKind, ImportMapping } from '@daftar/contracts/endpoints/imports';
import type { Queryable } from '@daftar/db/client';
import { importMappings } from '@daftar/db/schema/imports';
import type { ImportFieldSpec } from './kinds/kind.ts';
import { fileError } from './sheet.ts';
import { comparable } from './text-values.ts';

/** The resolved mapping: each field's column, or null; and whether the company's remembered mapping gave any. */
export interface ResolvedMapping {
  columns: Record<string, number | null>;
  remembered: boolean;
}

/** Every spelling a field's header may have, as compared. */
const spellingsOf = (field: ImportFieldSpec) =>
  [field.key, field.en, field.fa, ...field.aliases].map(comparable).filter(Boolean);

/** The company's remembered header → field for the kind. */
function rememberedOf(db: Queryable, companyId: number, kind: ImportKind): Map<string, string> {
  const rows = db
    .select({ header: importMappings.header, field: importMappings.field })
    .from(importMappings)
    .where(and(eq(importMappings.companyId, companyId), eq(importMappings.kind, kind)))
    .all();
  return new Map(rows.map(({ header, field }) => [header, field]));
}

/**
 * Fields to columns by header: first what the company's last import of the kind read each header into, then each
 * field's names in either language (and other products' headers), then a header one typo away from a name.
 */
function matchHeaders(header: readonly string[], fields: readonly ImportFieldSpec[], remembered: Map<string, string>) {
  const columns: Record<string, number | null> = Object.fromEntries(fields.map((field) => [field.key, null]));
  const keys = new Set(fields.map((field) => field.key));
  const free = header.map((text, index) => ({ index, text: comparable(text) })).filter(({ text }) => text !== '');
  const take = (field: string, index: number) => {
    columns[field] = index;
    free.splice(
      free.findIndex((column) => column.index === index),
      1,
    );
  };
  let fromMemory = false;
  for (const column of [...free]) {
    const field = remembered.get(column.text);
    if (field && keys.has(field) && columns[field] === null) {
      take(field, column.index);
      fromMemory = true;
    }
  }
  for (const near of [0, 1]) {
    for (const field of fields) {
      if (columns[field.key] !== null) continue;
      const spellings = spellingsOf(field);
      const column = free.find(({ text }) =>
        spellings.some((name) => (near === 0 ? name === text : name.length >= 4 && distance(name, text) <= near)),
      );
      if (column) take(field.key, column.index);
    }
  }
  return { columns, remembered: fromMemory };
}

/** A mapping the caller chose: known fields, columns the file has, no column read into two fields. */
function checkedMapping(mapping: ImportMapping, header: readonly string[], fields: readonly ImportFieldSpec[]) {
  const columns: Record<string, number | null> = Object.fromEntries(fields.map((field) => [field.key, null]));
  const used = new Set<number>();
  for (const [field, column] of Object.entries(mapping)) {
    if (!(field in columns)) throw fileError('IMPORT_MAPPING_INVALID', field);
    if (column === null) continue;
    if (column >= header.length || used.has(column)) throw fileError('IMPORT_MAPPING_INVALID', field);
    used.add(column);
    columns[field] = column;
  }
  return columns;
}

export function resolveMapping(
  db: Queryable,
  companyId: number,
  kind: ImportKind,
  header: readonly string[],
  fields: readonly ImportFieldSpec[],
  asked: ImportMapping | undefined,
): ResolvedMapping {
  if (asked) return { columns: checkedMapping(asked, header, fields), remembered: false };
  return matchHeaders(header, fields, rememberedOf(db, companyId, kind));
}

/** Keeps the mapping a commit used, by header, for the company's next file of the kind. */
export function rememberMapping(
  tx: Queryable,
  companyId: number,
  kind: ImportKind,
  header: readonly string[],
  columns: Record<string, number | null>,
): void {
  for (const [field, column] of Object.entries(columns)) {
    const text = column === null ? '' : comparable(header[column] ?? '');
    if (text === '') continue;
    tx.insert(importMappings)
      .values({ companyId, kind, header: text, field })
      .onConflictDoUpdate({
        target: [importMappings.companyId, importMappings.kind, importMappings.header],
        set: { field, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
      })
      .run();
  }
}
