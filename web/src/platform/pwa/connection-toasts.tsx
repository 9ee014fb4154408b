import { useEffect } from 'react';
import { notify } from '../../ui/toast/notify.tsx';

/** Tells the user when the connection drops and when it is back: saving needs the API, the shell opens offline. */
export function ConnectionToasts() {
  useEffect(() => {
    const offline = () => void notify.warning('WEB_OFFLINE');
    const online = () => void notify.success('WEB_ONLINE_AGAIN');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return null;
}
