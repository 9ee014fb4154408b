import type { ReactNode } from 'react';

/**
 * The sums of every row a list's search and filters match (all pages), above the list: each figure under its label,
 * in the shared `.totals-strip` (styles/layout.css); `className` adds the feature's own rules (a phone grid, say).
 */
export function ListTotals({
  label,
  testId,
  className,
  figures,
}: {
  /** The strip's accessible name, translated. */
  label: string;
  testId: string;
  className?: string;
  /** Each figure's translated label, its value as shown, and its test id. */
  figures: { label: string; value: ReactNode; testId: string }[];
}) {
  return (
    <section
      className={className ? `totals-strip ${className}` : 'totals-strip'}
      aria-label={label}
      data-testid={testId}
    >
      {figures.map((figure) => (
        <div key={figure.testId}>
          <span className="totals-strip-label">{figure.label}</span>
          <span className="totals-strip-value" data-testid={figure.testId}>
            {figure.value}
          </span>
        </div>
      ))}
    </section>
  );
}
