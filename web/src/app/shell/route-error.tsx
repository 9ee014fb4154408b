import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { Typography } from '../../ui/typography.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}

/** SPEC §2: route errors show "Something went wrong!" with a Show Error / Hide Error toggle for the details. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
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
