import type { ReactNode } from 'react';
import { ListActions, type ListActionsProps } from './list-actions.tsx';
import { ListToolbar, type ListToolbarProps } from './list-toolbar.tsx';

export interface ScreenToolbarProps<T> extends Omit<ListActionsProps<T>, 'screen' | 'children'> {
  /** From `useListScreen`: the list's state, its columns and the cell format. */
  screen: ListActionsProps<T>['screen'] & { list: ListToolbarProps['list'] };
  searchLabel: string;
  filters?: ReactNode;
  /** The area's own buttons after the export: "new" links, another export. */
  children?: ReactNode;
}

/**
 * A list screen's toolbar: the search, the screen's filters and `ListActions` (the column picker, the CSV export, the
 * area's buttons).
 */
export function ScreenToolbar<T>({ screen, searchLabel, filters, children, ...actions }: ScreenToolbarProps<T>) {
  return (
    <ListToolbar
      list={screen.list}
      searchLabel={searchLabel}
      filters={filters}
      actions={
        <ListActions screen={screen} {...actions}>
          {children}
        </ListActions>
      }
    />
  );
}
