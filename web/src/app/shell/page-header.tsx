import { Link, useMatches } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { crumbPath, useCrumbLabels } from '../../lib/routing/crumb-labels.ts';
import { isCrumbHandle } from '../../lib/routing/route-deps.ts';
import { Typography } from '../../ui/typography.tsx';

/** The page title and breadcrumbs, from the `crumb` each matched route declares (or a record's name for it). */
export function PageHeader() {
  const t = useT();
  const named = useCrumbLabels();
  const crumbs = useMatches().flatMap((match) =>
    isCrumbHandle(match.handle)
      ? [{ to: match.pathname, label: named.get(crumbPath(match.pathname)) ?? t(match.handle.crumb), id: match.id }]
      : [],
  );
  const title = crumbs.at(-1);
  if (!title) return null;
  return (
    <header className="page-header">
      <nav aria-label={t('WEB_BREADCRUMBS')}>
        <ol className="breadcrumbs">
          {crumbs.map((crumb, index) => (
            <li key={crumb.id}>
              {index < crumbs.length - 1 ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <Typography variant="h3" as="h1" data-testid="page-title">
        {title.label}
      </Typography>
    </header>
  );
}
