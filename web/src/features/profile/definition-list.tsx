import type { ReactNode } from 'react';
import './profile.css';

/** Label/value rows of a profile card. */
export function DefinitionList({ rows }: { rows: [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <dl className="definition-list page-card">
      {rows.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
