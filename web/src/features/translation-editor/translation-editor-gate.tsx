import { type ComponentType, lazy, Suspense } from 'react';
import { useCachedProfileField } from '../../lib/session/use-cached-profile.ts';

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

/** SPEC §6: only a user whose profile role is ADMIN gets the translation edit mode, its buttons and its shortcut. */
export function TranslationEditorGate() {
  if (useCachedProfileField((profile) => profile.info.role) !== 'ADMIN') return null;
  return (
    <Suspense fallback={null}>
      <TranslationEditor />
    </Suspense>
  );
}
