import { Typography } from '../../ui/typography.tsx';
import { useT } from '../../i18n/use-t.ts';
import '../../ui/empty-panel.css';
import './common.css';

/**
 * What a screen shows until its content is built (its title and breadcrumbs come from the layout). Shared by the
 * feature areas; not a feature itself.
 */
export function EmptyState() {
  const t = useT();
  return (
    <section className="empty-panel" data-testid="empty-state">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <rect x="10" y="14" width="52" height="44" rx="8" fill="var(--color-brand-soft)" />
        <path d="M20 30h32M20 40h24M20 50h14" stroke="var(--color-brand)" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Typography variant="h4" as="h2">
        {t('WEB_EMPTY_STATE_TITLE')}
      </Typography>
      <Typography variant="body2" muted>
        {t('WEB_EMPTY_STATE_BODY')}
      </Typography>
    </section>
  );
}
