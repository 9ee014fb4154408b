import { lazy, Suspense } from 'react';
import { useInstallState } from './pwa/install-prompt.ts';
import { updateAvailable } from './update/update-available.ts';

// The dialogs, the modal and the update's cache clearing are fetched only when a dialog has something to offer:
// most visits never show one, and /login's first load stays within its budget (issue 5).
const UpdateDialog = lazy(() => import('./update/update-dialog.tsx').then((m) => ({ default: m.UpdateDialog })));
const InstallDialog = lazy(() => import('./pwa/install-dialog.tsx').then((m) => ({ default: m.InstallDialog })));

/** One dialog at a time: an update on offer comes before the install offer. */
export function PlatformDialogs({
  serverVersion,
  forceUpdate,
}: {
  serverVersion: string | undefined;
  forceUpdate: boolean;
}) {
  const { state } = useInstallState();
  const update = updateAvailable(serverVersion);
  return (
    <Suspense fallback={null}>
      {update && <UpdateDialog serverVersion={serverVersion} forced={forceUpdate} />}
      {state === 'installable' && <InstallDialog suppressed={update} />}
    </Suspense>
  );
}
