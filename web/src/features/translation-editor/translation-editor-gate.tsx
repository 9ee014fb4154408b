import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { accessToken } from '../../lib/session/tokens.ts';
import { useCachedProfileField } from '../../lib/session/use-cached-profile.ts';
import { useIdleYet } from '../../lib/use-idle-yet.ts';

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
 * The public pages (/login) load no profile; with a session held, the gate reads it once, so an administrator has
 * the editor there too. Nothing is fetched without a session or when the profile is cached already.
 */
function useProfileWhenSignedIn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (accessToken()) queryClient.ensureQueryData(profileQuery).catch(() => undefined);
  }, [queryClient]);
}

/**
 * SPEC §6: only a user whose profile role is ADMIN gets the translation edit mode, its buttons and its shortcut.
 * The editor's chunk is asked for at the page's first idle moment, not in its first render: starting that import
 * and evaluating the chunk would otherwise lengthen the tasks that render an administrator's page.
 */
export function TranslationEditorGate() {
  useProfileWhenSignedIn();
  const idle = useIdleYet();
  if (useCachedProfileField((profile) => profile.info.role) !== 'ADMIN' || !idle) return null;
  return (
    <Suspense fallback={null}>
      <TranslationEditor />
    </Suspense>
  );
}
