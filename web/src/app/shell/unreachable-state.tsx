import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiReachability } from '../../lib/network/api-reachability.ts';
import { useReachability } from '../../lib/network/use-reachability.ts';
import { Button } from '../../ui/button.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';

/**
 * A screen whose data could not be fetched because the API does not answer: said plainly in place of the screen's
 * content (never the crash page), with a manual retry. It loads again by itself the moment the reachability state
 * says the API answers, start-up rules included (the session middleware runs again with the loaders).
 */
export function UnreachableState() {
  const t = useT();
  const revalidator = useRevalidator();
  const { online } = useReachability();
  // Only the API coming back starts a load, never the first render: a host the reachability does not follow (the
  // payment host) would otherwise be asked again and again. The revalidator's identity changes with every state.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void revalidate.current();
    wasOnline.current = online;
  }, [online]);
  async function retry() {
    await apiReachability.retryNow();
    await revalidator.revalidate();
  }
  return (
    <div data-testid="unreachable-state" role="alert">
      <ListEmptyState
        title={t('WEB_UNREACHABLE_TITLE')}
        body={t('WEB_UNREACHABLE_BODY')}
        action={
          <Button
            onClick={() => void retry()}
            loading={revalidator.state === 'loading'}
            data-testid="unreachable-retry"
          >
            {t('WEB_RETRY_NOW')}
          </Button>
        }
      />
    </div>
  );
}
