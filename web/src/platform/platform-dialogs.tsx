import { InstallDialog } from './pwa/install-dialog.tsx';
import { UpdateDialog, updateAvailable } from './update/update-dialog.tsx';

/** One dialog at a time: an update on offer comes before the install offer. */
export function PlatformDialogs({ serverVersion }: { serverVersion: string | undefined }) {
  return (
    <>
      <UpdateDialog serverVersion={serverVersion} />
      <InstallDialog suppressed={updateAvailable(serverVersion)} />
    </>
  );
}
