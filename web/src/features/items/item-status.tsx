import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Typography } from '../../ui/typography.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import '../../ui/empty-panel.css';
import './items.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * What an item screen shows instead of the item: a clear "not found" (a wrong id, a deleted item, another company's
 * id — the API does not tell them apart, on purpose), the failure with a retry, or the loading line.
 */
export function ItemStatus({ query, invalidId }: { query: UseQueryResult<unknown>; invalidId: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  if (invalidId || isNotFound(query.error)) {
    return (
      <section className="empty-panel item-status" data-testid="item-not-found">
        <Typography variant="h4" as="h2">
          {t('WEB_ITEM_NOT_FOUND_TITLE')}
        </Typography>
        <Typography variant="body2" muted>
          {t('WEB_ITEM_NOT_FOUND_BODY')}
        </Typography>
        <ButtonLink to="/items" variant="outline">
          {t('WEB_BACK_TO_LIST')}
        </ButtonLink>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="empty-panel item-status" role="alert" data-testid="item-load-failed">
        <Typography variant="h4" as="h2">
          {t('WEB_ITEM_LOAD_FAILED')}
        </Typography>
        <Typography variant="body2" muted>
          {errorText(query.error)}
        </Typography>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('WEB_ITEM_RETRY')}
        </Button>
      </section>
    );
  }
  return (
    <p className="item-loading" aria-busy="true">
      {t('WEB_LOADING')}
    </p>
  );
}
