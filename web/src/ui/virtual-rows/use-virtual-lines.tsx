import type { Key, ReactNode } from 'react';
import { useCallback } from 'react';
import { VIRTUAL_ROWS_THRESHOLD } from './use-virtual-rows.tsx';
import { useWindow } from './use-window.ts';
import './virtual-rows.css';

export interface VirtualLines {
  /** True when only the lines in view (and a few around them) are in the DOM. */
  virtual: boolean;
  /** For the box around the lines: it scrolls, up to a screen high, once the lines are windowed. */
  scrollProps: { ref: (element: HTMLDivElement | null) => void; 'data-virtual-lines'?: true };
  /** The lines to render: all of them, or the ones in view placed in a box as tall as all of them. */
  renderLines(renderLine: (index: number) => ReactNode): ReactNode;
  /** Brings a line into the window (and the box's view), so that a cell of it can take the focus. */
  scrollToIndex(index: number): void;
}

/**
 * A list of editable lines that are not table rows (a voucher's grid of inputs, a card per line on a phone),
 * windowed once there are more than {@link VIRTUAL_ROWS_THRESHOLD} of them, as tables are with `useVirtualRows`.
 * Lines are measured as they render, and a line's measure follows its key when lines are removed. The line holding
 * the focus stays rendered when it scrolls out of view.
 */
export function useVirtualLines({
  count,
  keyOf,
  estimateLineHeight = 56,
}: {
  count: number;
  /** The line's stable key (its React key). */
  keyOf(index: number): Key;
  estimateLineHeight?: number;
}): VirtualLines {
  const virtual = count > VIRTUAL_ROWS_THRESHOLD;
  const { virtualizer, setScrollElement, setContent, scrollMargin, measure } = useWindow<HTMLDivElement>({
    count,
    virtual,
    estimateSize: estimateLineHeight,
    keyOf,
  });

  function renderLines(renderLine: (index: number) => ReactNode): ReactNode {
    if (!virtual) return Array.from({ length: count }, (_, index) => renderLine(index));
    return (
      <div ref={setContent} className="virtual-lines" style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            ref={measure}
            data-index={item.index}
            className="virtual-lines-item"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {renderLine(item.index)}
          </div>
        ))}
      </div>
    );
  }

  const scrollToIndex = useCallback(
    (index: number) => {
      if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [virtual, virtualizer],
  );

  return {
    virtual,
    scrollProps: virtual ? { ref: setScrollElement, 'data-virtual-lines': true } : { ref: setScrollElement },
    renderLines,
    scrollToIndex,
  };
}
