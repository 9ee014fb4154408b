import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';

/**
 * A windowed list's range extractor that keeps the item holding the focus rendered when it scrolls out of view,
 * so a keyboard user's focus is not dropped to the page. Items carry their index in `data-index`; `container` is the
 * element the items are in (null while the list is not windowed).
 */
export function useRangeKeepingFocus(container: HTMLElement | null): (range: Range) => number[] {
  const focused = useFocusedIndex(container);
  return useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const index = focused.current;
      if (index === null || index >= range.count || indexes.includes(index)) return indexes;
      return [...indexes, index].sort((a, b) => a - b);
    },
    [focused],
  );
}

/** The index of the item that holds the focus (its `data-index`), kept while the focus stays in the container. */
function useFocusedIndex(container: HTMLElement | null) {
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (!container) return;
    const onFocusIn = (event: FocusEvent) => {
      const item = event.target instanceof Element ? event.target.closest('[data-index]') : null;
      focused.current = item ? Number(item.getAttribute('data-index')) : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && container.contains(event.relatedTarget))) focused.current = null;
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);
  return focused;
}
