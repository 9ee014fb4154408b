import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { ListColumn } from './list-columns.tsx';
import '../button.css';
import './list.css';

export interface ColumnPickerProps<T> {
  columns: readonly ListColumn<T>[];
  /** Ids of the hidden columns (from `useVisibleColumns`). */
  hidden: ReadonlySet<string>;
  onToggle(id: string): void;
}

/** A "Columns" menu of checkboxes, one per column the user may hide; it closes on a click elsewhere or Escape. */
export function ColumnPicker<T>({ columns, hidden, onToggle }: ColumnPickerProps<T>) {
  const t = useT();
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details ref={menu} className="column-picker" data-testid="column-picker">
      <summary className="btn btn-outline btn-md">{t('WEB_LIST_COLUMNS')}</summary>
      <fieldset className="column-picker-menu">
        <legend className="visually-hidden">{t('WEB_LIST_COLUMNS')}</legend>
        {columns
          .filter((column) => !column.alwaysShown)
          .map((column) => (
            <label key={column.id}>
              <input
                type="checkbox"
                checked={!hidden.has(column.id)}
                onChange={() => onToggle(column.id)}
                data-testid={`column-${column.id}`}
              />
              {t(column.header)}
            </label>
          ))}
      </fieldset>
    </details>
  );
}
