import { type RefObject, useEffect, useRef } from 'react';

const focusable =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While active: moves focus into the container, keeps Tab and Shift+Tab inside it, calls `onEscape` on Escape,
 * and gives focus back to what had it before when it ends.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // Kept in a ref so a new callback each render does not re-run the effect (which would move focus back to the start).
  const latestOnEscape = useRef(onEscape);
  useEffect(() => {
    latestOnEscape.current = onEscape;
  });
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(element)[0] ?? element).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!element) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        latestOnEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || !element.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !element.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      previous?.focus();
    };
  }, [container, active]);
}
