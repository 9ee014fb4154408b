import { useRouteError } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';

/** What an unknown id, or another company's, shows: the API's 404 STAKEHOLDER_NOT_FOUND, translated. */
export function StakeholderNotFound() {
  const t = useT();
  return (
    <div data-testid="stakeholder-not-found">
      <ListEmptyState
        title={t('STAKEHOLDER_NOT_FOUND')}
        body={t('WEB_STAKEHOLDER_NOT_FOUND_BODY')}
        action={<ButtonLink to="/stakeholders">{t('WEB_BACK_TO_LIST')}</ButtonLink>}
      />
    </div>
  );
}

/**
 * The error boundary of the detail and edit routes: a 404 is a state of the page, shown inside the layout; any
 * other failure is rethrown to the app's "Something went wrong!" boundary.
 */
export function StakeholderRouteError() {
  const error = useRouteError();
  if (error instanceof ApiError && error.status === 404) return <StakeholderNotFound />;
  throw error;
}
