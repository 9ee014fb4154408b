import { useCallback, useEffect, useRef } from 'react';

/** Frames a focus waits for its element at most (a few seconds on a busy phone), so a lost target is given up. */
const maxFrames = 180;

interface Pending {
  id: string;
  scroll(): void;
  frames: number;
  focused: boolean;
}

/**
 * Focuses an element by id once it is in the DOM and keeps it there: a windowed line may render a few frames after it
 * is scrolled to, and a window still settling its measures may render the line anew, dropping the focus to the page.
 * Each frame until the element has held the focus from one frame to the next, it is focused again (and scrolled to
 * while missing). Given up when another element took the focus from it (the user moved on), when a newer target
 * replaces it, or after {@link maxFrames}.
 */
export function useFocusLater(): (id: string, scroll: () => void) => void {
  const pending = useRef<Pending | null>(null);

  const attempt = useCallback((target: Pending) => {
    const element = document.getElementById(target.id);
    if (!element) return;
    element.focus();
    target.focused = true;
  }, []);

  const frame = useCallback(
    (target: Pending) => {
      if (pending.current !== target) return;
      const element = document.getElementById(target.id);
      const active = document.activeElement;
      const movedOn = target.focused && active !== element && active !== null && active !== document.body;
      if ((element && active === element) || movedOn || ++target.frames > maxFrames) {
        pending.current = null;
        return;
      }
      if (element) attempt(target);
      else target.scroll();
      requestAnimationFrame(() => frame(target));
    },
    [attempt],
  );

  // The owner's own renders (the window rendering the line) focus at once, not a frame later.
  useEffect(() => {
    const target = pending.current;
    if (target && document.activeElement !== document.getElementById(target.id)) attempt(target);
  });

  return useCallback(
    (id: string, scroll: () => void) => {
      const target: Pending = { id, scroll, frames: 0, focused: false };
      pending.current = target;
      scroll();
      requestAnimationFrame(() => frame(target));
    },
    [frame],
  );
}
