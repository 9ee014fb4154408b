import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { profileQuery } from '../../lib/session/profile-query.ts';

/**
 * A separate chunk: nothing of the editor is in /login's JavaScript or reaches a user who is not ADMIN (the service
 * worker does not precache it either). If it cannot load (offline, a new deployment) the page goes on without it.
 */
const TranslationEditor = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./translation-editor.tsx').catch((error: unknown) => {
      console.error('translation editor: its code could not be loaded', error);
      return { default: () => null };
    }),
);

/**
 * The signed-in user's role as the cache holds it. Read from the cache itself rather than through a disabled
 * `useQuery`: sign-in and start-up clear the cache, which leaves such an observer on the removed query for good.
 */
function useCachedRole(): string | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData(profileQuery.queryKey)?.info.role);
}

/** SPEC §6: only a user whose profile role is ADMIN gets the translation edit mode, its buttons and its shortcut. */
export function TranslationEditorGate() {
  if (useCachedRole() !== 'ADMIN') return null;
  return (
    <Suspense fallback={null}>
      <TranslationEditor />
    </Suspense>
  );
}
