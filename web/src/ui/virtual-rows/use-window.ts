import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { Key } from 'react';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useRangeKeepingFocus } from './use-focused-index.ts';

export interface VirtualWindow<E extends Element> {
  virtualizer: Virtualizer<HTMLDivElement, E>;
  /** For the box that scrolls. */
  setScrollElement(element: HTMLDivElement | null): void;
  /** For the element the items are in (a table's body, a list's inner box): where the first item starts. */
  setContent(element: HTMLElement | null): void;
  /** How far below the top of the scrolling box the first item starts (a caption, a header above it). */
  scrollMargin: number;
  /** The ref each rendered item takes, so that it is measured. */
  measure(item: E | null): void;
}

/**
 * What `useVirtualRows` and `useVirtualLines` share: a virtualizer over the items of a box that scrolls, items
 * measured as they render, the first item's offset below whatever heads it in the box, and the focused item kept.
 */
export function useWindow<E extends Element>({
  count,
  virtual,
  estimateSize,
  keyOf,
}: {
  count: number;
  virtual: boolean;
  estimateSize: number;
  keyOf?: (index: number) => Key;
}): VirtualWindow<E> {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rangeExtractor = useRangeKeepingFocus(virtual ? content : null);
  const virtualizer = useVirtualizer<HTMLDivElement, E>({
    count,
    enabled: virtual,
    getScrollElement: () => scrollElement,
    ...(keyOf ? { getItemKey: keyOf } : {}),
    estimateSize: () => estimateSize,
    overscan: 10,
    scrollMargin,
    rangeExtractor,
  });

  useLayoutEffect(() => {
    if (!virtual || !scrollElement || !content) return;
    const top = content.getBoundingClientRect().top - scrollElement.getBoundingClientRect().top;
    setScrollMargin(Math.max(0, top + scrollElement.scrollTop));
  }, [virtual, scrollElement, content]);

  // A block body: React 19 would take a returned value for the ref's cleanup.
  const measure = useCallback(
    (item: E | null) => {
      virtualizer.measureElement(item);
    },
    [virtualizer],
  );

  return { virtualizer, setScrollElement, setContent, scrollMargin, measure };
}
