import type { ReactNode } from 'react';
import { Typography } from '../typography.tsx';
import '../empty-panel.css';

export interface ListEmptyStateProps {
  title: string;
  body?: string;
  /** A call to action: "Add the first customer", or "Clear the filters" when a search found nothing. */
  action?: ReactNode;
  testId?: string;
}

/** Shown in place of a list's table when it has no rows, with what to do next. */
export function ListEmptyState({ title, body, action, testId = 'list-empty' }: ListEmptyStateProps) {
  return (
    <section className="empty-panel" data-testid={testId}>
      <svg width="64" height="64" viewBox="0 0 72 72" aria-hidden="true">
        <rect x="10" y="14" width="52" height="44" rx="8" fill="var(--color-brand-soft)" />
        <path d="M20 30h32M20 40h24M20 50h14" stroke="var(--color-brand)" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Typography variant="h4" as="h2">
        {title}
      </Typography>
      {body && (
        <Typography variant="body2" muted>
          {body}
        </Typography>
      )}
      {action}
    </section>
  );
}
