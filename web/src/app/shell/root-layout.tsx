import { Outlet, useNavigation } from 'react-router';
import { TranslationEditorGate } from '../../features/translation-editor/translation-editor-gate.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useDelayedPending } from './use-delayed-pending.ts';
import './shell.css';

/**
 * Every route's frame: the page and, during a slow navigation, the pending bar (SPEC §9 timings). The translation
 * editor is mounted here, so an administrator has it on every page, /login and /register included (the gate loads
 * its chunk for ADMIN only).
 */
export function RootLayout() {
  const t = useT();
  const pending = useDelayedPending(useNavigation().state !== 'idle');
  return (
    <>
      {pending && (
        <div className="pending-bar" role="progressbar" aria-label={t('WEB_LOADING')} data-testid="pending" />
      )}
      <Outlet />
      <TranslationEditorGate />
    </>
  );
}
