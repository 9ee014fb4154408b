import { useT } from '../i18n/use-t.ts';
import { ListEmptyState } from './list/list-empty-state.tsx';
import './common.css';

/**
 * What a screen shows until its content is built (its title and breadcrumbs come from the layout). Shared by the
 * feature areas; not a feature itself.
 */
export function EmptyState() {
  const t = useT();
  return <ListEmptyState title={t('WEB_EMPTY_STATE_TITLE')} body={t('WEB_EMPTY_STATE_BODY')} testId="empty-state" />;
}
