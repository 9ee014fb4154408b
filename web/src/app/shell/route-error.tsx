import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { isUnreachable } from '../../lib/api/unreachable.ts';
import { Button } from '../../ui/button.tsx';
import { Typography } from '../../ui/typography.tsx';
import { UnreachableState } from './unreachable-state.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}

/**
 * SPEC §2: route errors show "Something went wrong!" with a Show Error / Hide Error toggle for the details. The API
 * not answering is no crash: that is the unreachable state, inside the layout when the layout could be shown.
 */
export function RouteError() {
  const error = useRouteError();
  if (isUnreachable(error)) {
    return (
      <main className="status-page">
        <UnreachableState />
      </main>
    );
  }
  return <CrashPage error={error} />;
}

function CrashPage({ error }: { error: unknown }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <main className="status-page" role="alert">
      <Typography variant="h3" as="h1" data-testid="route-error">
        {t('WEB_SOMETHING_WENT_WRONG')}
      </Typography>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        data-testid="error-toggle"
      >
        {open ? t('WEB_HIDE_ERROR') : t('WEB_SHOW_ERROR')}
      </Button>
      {open && (
        <pre className="error-details" dir="ltr" data-testid="error-details">
          {describe(error)}
        </pre>
      )}
    </main>
  );
}
