import type { ReactNode } from 'react';
import { usePrinting } from './printing.ts';
import { useWindow } from './use-window.ts';
import './virtual-rows.css';

/** Up to this many rows a table renders them all, as before; above it only the rows in view (issue 19). */
export const VIRTUAL_ROWS_THRESHOLD = 200;

/** What a row of a windowed table carries: its place among all rows for screen readers, and what measures it. */
export interface VirtualRowProps {
  'aria-rowindex'?: number;
  'data-index': number;
  ref?: (row: HTMLTableRowElement | null) => void;
}

export interface VirtualRows {
  /** True when only the rows in view (and a few around them) are in the DOM. */
  virtual: boolean;
  /** For the box around the table: it scrolls (up to a screen high) and keeps the header in view. */
  scrollProps: { ref: (element: HTMLDivElement | null) => void; 'data-virtual-rows'?: true };
  /** For the table: how many rows it has in all, header rows included. */
  tableProps: { 'aria-rowcount'?: number };
  /** For the table's body, where the first row starts below the caption and header. */
  bodyRef: (body: HTMLTableSectionElement | null) => void;
  /** The rows to render, between spacers standing for the rows out of view. */
  renderRows(renderRow: (index: number, rowProps: VirtualRowProps) => ReactNode): ReactNode;
}

/**
 * A table's rows, windowed once there are more than {@link VIRTUAL_ROWS_THRESHOLD} of them: the table stays a real
 * table (its columns, right-to-left layout, links and header as they were) and the rows out of view are two spacer
 * rows, so column widths follow the rows shown. Rows are measured as they render (a wrapped name makes a row taller).
 * While the page prints every row renders: the printout is the whole report. The row holding the focus stays
 * rendered when it scrolls out of view, so a keyboard user's focus is not dropped to the page.
 */
export function useVirtualRows({
  count,
  columns,
  headerRows = 1,
  footerRows = 0,
  estimateRowHeight = 37,
}: {
  count: number;
  /** The table's columns: the spacers span them. */
  columns: number;
  /** Rows of the head before the first body row, for aria-rowindex. */
  headerRows?: number;
  /** Rows of the foot after the last body row (totals), for aria-rowcount. */
  footerRows?: number;
  estimateRowHeight?: number;
}): VirtualRows {
  const printing = usePrinting();
  const virtual = count > VIRTUAL_ROWS_THRESHOLD && !printing;
  const { virtualizer, setScrollElement, setContent, scrollMargin, measure } = useWindow<HTMLTableRowElement>({
    count,
    virtual,
    estimateSize: estimateRowHeight,
  });

  function renderRows(renderRow: (index: number, rowProps: VirtualRowProps) => ReactNode): ReactNode {
    if (!virtual) return Array.from({ length: count }, (_, index) => renderRow(index, { 'data-index': index }));
    const items = virtualizer.getVirtualItems();
    const rows: ReactNode[] = [];
    let end = scrollMargin;
    for (const item of items) {
      rows.push(<Spacer key={`gap-${item.index}`} height={item.start - end} columns={columns} />);
      rows.push(
        renderRow(item.index, {
          'aria-rowindex': headerRows + item.index + 1,
          'data-index': item.index,
          ref: measure,
        }),
      );
      end = item.end;
    }
    rows.push(<Spacer key="gap-end" height={virtualizer.getTotalSize() - (end - scrollMargin)} columns={columns} />);
    return rows;
  }

  return {
    virtual,
    scrollProps: virtual ? { ref: setScrollElement, 'data-virtual-rows': true } : { ref: setScrollElement },
    tableProps: virtual ? { 'aria-rowcount': headerRows + count + footerRows } : {},
    bodyRef: setContent,
    renderRows,
  };
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer standing for rows out of view, nothing to focus or read
    <tr className="virtual-rows-spacer" aria-hidden="true">
      <td colSpan={columns} style={{ blockSize: height }} />
    </tr>
  );
}
