import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Typography } from '../../ui/typography.tsx';

/** SPEC §2: unmatched routes show "Not Found". */
export function NotFound() {
  const t = useT();
  return (
    <main className="status-page">
      <Typography variant="h2" as="h1" data-testid="not-found">
        {t('WEB_NOT_FOUND')}
      </Typography>
      <Link to="/">{t('WEB_GO_HOME')}</Link>
    </main>
  );
}
