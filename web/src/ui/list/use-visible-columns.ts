import { useMemo, useState } from 'react';
import type { ListColumn } from './list-columns.tsx';

/** Session-scoped (not one of SPEC §3's local-storage keys): a choice for this visit, kept across its pages. */
const storageKey = (listId: string) => `daftar:list-columns:${listId}`;

function storedHidden(listId: string, columns: readonly ListColumn<unknown>[]): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(listId)) ?? 'null');
    if (Array.isArray(stored)) return new Set(stored.filter((id): id is string => typeof id === 'string'));
  } catch {
    // An unreadable choice is no choice: the defaults apply.
  }
  return new Set(columns.filter((column) => column.hiddenByDefault).map((column) => column.id));
}

export interface VisibleColumns<T> {
  visible: ListColumn<T>[];
  hidden: ReadonlySet<string>;
  toggle(id: string): void;
}

/**
 * Which of a list's columns the user shows. API: `const { visible, hidden, toggle } = useVisibleColumns('items',
 * itemColumns)`; pass `visible` to `toTableColumns` and `toCsvColumns` (the export holds what the table shows), and
 * `hidden`/`toggle` to `<ColumnPicker>`. Columns marked `alwaysShown` cannot be hidden.
 */
export function useVisibleColumns<T>(listId: string, columns: readonly ListColumn<T>[]): VisibleColumns<T> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() =>
    storedHidden(listId, columns as readonly ListColumn<unknown>[]),
  );
  function toggle(id: string) {
    const next = new Set(hidden);
    if (!next.delete(id)) next.add(id);
    setHidden(next);
    sessionStorage.setItem(storageKey(listId), JSON.stringify([...next]));
  }
  const visible = useMemo(
    () => columns.filter((column) => column.alwaysShown || !hidden.has(column.id)),
    [columns, hidden],
  );
  return { visible, hidden, toggle };
}
