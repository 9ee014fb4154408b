import { isNewerVersion } from '../../lib/version/compare-version.ts';
import { builtWebVersion } from '../../lib/version/built-version.ts';

/** Whether the update dialog has something to offer (SPEC §4: the server's version is newer than this build). */
export function updateAvailable(serverVersion: string | undefined): boolean {
  return serverVersion !== undefined && isNewerVersion(serverVersion, builtWebVersion);
}
