import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { apiReachability } from '../../lib/network/api-reachability.ts';
import { useReachability } from '../../lib/network/use-reachability.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import './offline-banner.css';

/**
 * A small banner while the API does not answer (the reachability state, not the browser's `online`), with a
 * "try again" that makes the health call at once; a toast when it answers again.
 */
export function OfflineBanner() {
  const t = useT();
  const { online } = useReachability();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void notify.success('WEB_ONLINE_AGAIN');
    }
  }, [online]);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <span>{t('WEB_OFFLINE_BANNER')}</span>
      <Button variant="outline" size="sm" onClick={() => void apiReachability.retryNow()} data-testid="offline-retry">
        {t('WEB_RETRY_NOW')}
      </Button>
    </div>
  );
}
