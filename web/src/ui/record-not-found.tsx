import type { ComponentType } from 'react';
import { type LoaderFunction, type ShouldRevalidateFunction, useRouteError } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { isNotFound } from '../lib/routing/record-id.ts';
import { revalidateOnPathChange } from '../lib/routing/revalidate.ts';
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

/** A page of an area's lazy chunk: its screen and loader, and how the router treats it. */
export interface AreaPage {
  Component: ComponentType;
  loader: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  ErrorBoundary?: ComponentType;
}

/**
 * The two kinds of page a record area has. `list(Screen, loader)`: the list and the create form, loaded again
 * when their path changes (a new search, another form type), not when a mutation settles. `record(Screen, loader)`:
 * a record's pages, whose unknown id shows the area's not-found state (`notFound`) inside the layout.
 */
export function recordAreaPages(notFound: RecordNotFoundProps) {
  const ErrorBoundary = recordRouteError(() => <RecordNotFound {...notFound} />);
  return {
    list: (Component: ComponentType, loader: LoaderFunction): AreaPage => ({
      Component,
      loader,
      shouldRevalidate: revalidateOnPathChange,
    }),
    record: (Component: ComponentType, loader: LoaderFunction): AreaPage => ({ Component, loader, ErrorBoundary }),
  };
}
