import { useEffect, useRef, useState } from 'react';

/** SPEC §9 router timings: pending shows after 1000 ms and, once shown, stays at least 500 ms. */
export const pendingDelayMs = 1000;
export const pendingMinimumMs = 500;

/**
 * Turns "a navigation is loading" into "show the pending indicator": quick navigations never flash it, and a slow
 * one that ends just after it appeared does not make it blink.
 */
export function useDelayedPending(busy: boolean, delay = pendingDelayMs, minimum = pendingMinimumMs): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (busy && !shown) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, delay);
      return () => clearTimeout(timer);
    }
    if (!busy && shown) {
      const timer = setTimeout(() => setShown(false), Math.max(0, shownAt.current + minimum - Date.now()));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [busy, shown, delay, minimum]);
  return shown;
}
