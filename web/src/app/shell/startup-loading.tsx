import { useT } from '../../i18n/use-t.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';

/** SPEC §2: the product logo and the loading label while start-up data loads. */
export function StartupLoading() {
  const t = useT();
  return <LoadingScreen label={t('WEB_LOADING')} />;
}
