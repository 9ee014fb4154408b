import type { ComponentType } from 'react';
import { useRouteError } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { isNotFound } from '../lib/routing/record-id.ts';
import { ButtonLink } from './button-link.tsx';
import { ListEmptyState } from './list/list-empty-state.tsx';

export interface RecordNotFoundProps {
  title: string;
  body: string;
  listPath: string;
  testId: string;
}

/**
 * What a record's page shows for an id the API does not know: a wrong id, a deleted record and another company's
 * record alike (the API does not tell them apart, on purpose), with the way back to the list.
 */
export function RecordNotFound({ title, body, listPath, testId }: RecordNotFoundProps) {
  const t = useT();
  return (
    <div data-testid={testId}>
      <ListEmptyState
        title={t(title)}
        body={t(body)}
        action={<ButtonLink to={listPath}>{t('WEB_BACK_TO_LIST')}</ButtonLink>}
      />
    </div>
  );
}

/**
 * The error boundary of a record's routes. Their loaders throw the API's 404 (or a 404 for an id that is no id):
 * a state of the page, shown inside the layout. Any other failure goes on to the app's "Something went wrong!".
 */
export function recordRouteError(NotFound: ComponentType) {
  return function RecordRouteError() {
    const error = useRouteError();
    if (isNotFound(error)) return <NotFound />;
    throw error;
  };
}
