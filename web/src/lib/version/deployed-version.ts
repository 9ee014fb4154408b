import { queryOptions } from '@tanstack/react-query';
import { readWebVersionFile } from '../api/start-up-answers.ts';

/**
 * The web version deployed on the SPA's own host: `version.json`, written at build time (web/build/web-version-file)
 * and never cached. Not the API's: SPEC §3 documents only four fields of app-version, so a newer deployment is read
 * where it is deployed. Checked without zod, as the start-up's other answers are (`start-up-answers.ts`).
 */
export async function fetchDeployedWebVersion(fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(`${import.meta.env.BASE_URL}version.json`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`version.json answered ${response.status}`);
  const body: unknown = await response.json();
  return readWebVersionFile(body);
}

/** Read with the app setting (start-up and its refetches); no retry storm when the file is missing. */
export const deployedWebVersionQuery = queryOptions({
  queryKey: ['web-version'],
  queryFn: () => fetchDeployedWebVersion(),
  retry: 1,
});
