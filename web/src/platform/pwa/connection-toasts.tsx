import { useEffect } from 'react';
import { apiReachability } from '../../lib/network/api-reachability.ts';
import { notify } from '../../ui/toast/notify.tsx';

/**
 * Tells the user when the device's connection drops and when it is back. While the API is known to be away, its
 * return is the offline banner's to announce (one toast, once the API answers), so the device's return only asks for a
 * health call at once instead of waiting out the backoff.
 */
export function ConnectionToasts() {
  useEffect(() => {
    const offline = () => void notify.warning('WEB_OFFLINE');
    const online = () => {
      if (apiReachability.state().online) void notify.success('WEB_ONLINE_AGAIN');
      else void apiReachability.retryNow();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return null;
}
