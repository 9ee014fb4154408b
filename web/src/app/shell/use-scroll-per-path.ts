import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each path of the signed-in area was last scrolled to, for this tab's life. */
const positions = new Map<string, number>();

/**
 * A new page opens at its top; Back or Forward returns a page to where it was scrolled; a filter or page change
 * (same path, new search) leaves the page where it is. react-router's `<ScrollRestoration>` does the same, but its
 * code lands in the start-up chunk with the rest of react-router and /login's budget has no room for it (≈900 B
 * gzip); this lives in the signed-in layout's chunk.
 */
export function useScrollPerPath(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(pathname);

  // The position is kept as the user scrolls: by the time a new path commits, the old page's DOM is gone and the
  // window's scroll may already be clamped to the new page's height.
  useEffect(() => {
    const keep = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path moves the page, not a new search
  useLayoutEffect(() => {
    if (current.current === pathname) return;
    current.current = pathname;
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(pathname) ?? 0) : 0);
  }, [pathname]);
}
