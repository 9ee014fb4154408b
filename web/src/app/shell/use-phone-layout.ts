import { useSyncExternalStore } from 'react';

/** SPEC §9's mobile breakpoint (shell.css): under 768 px the navigation is a drawer. */
const phoneQuery = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the page is laid out for a phone now (the drawer) rather than a desktop (the side column). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
}
