import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { useReachability } from '../../lib/network/use-reachability.ts';

/**
 * The oldest fetch time among the answers the screen shows now (queries with an observer), 0 when none or while the
 * API answers: a snapshot that moved with every answer made each one arriving during the first signed-in render
 * (a transition, in slices) throw that render away and redo it in one synchronous task.
 */
function useOldestShownFetch(online: boolean): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => {
    if (online) return 0;
    let oldest = 0;
    for (const query of queryClient.getQueryCache().getAll()) {
      const at = query.state.dataUpdatedAt;
      if (query.getObserversCount() === 0 || at === 0) continue;
      if (oldest === 0 || at < oldest) oldest = at;
    }
    return oldest;
  });
}

/**
 * While the API does not answer, a screen shown from the answers kept earlier says so, with the time they were
 * fetched: «not current: as last fetched at 10:42». Gone as soon as the API answers (and the screen is refetched).
 */
export function StaleDataNote() {
  const t = useT();
  const { language } = useLanguage();
  const { online } = useReachability();
  const oldest = useOldestShownFetch(online);
  if (online || oldest === 0) return null;
  return (
    <p className="stale-data-note" role="status" data-testid="stale-data-note">
      {t('WEB_DATA_AS_OF', { time: formatDate(oldest, language, { withTime: true }) })}
    </p>
  );
}
