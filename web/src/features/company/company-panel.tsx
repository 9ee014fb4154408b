import { type ReactNode, useId } from 'react';

/**
 * A panel of /company/settings beside its form (the logo, the backup, the way to the import): a card named by its
 * heading, with a note under the heading when given. `name` gives its class and test id, `company-<name>`.
 */
export function CompanyPanel({
  name,
  title,
  note,
  children,
}: {
  name: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`company-${name} page-card`} aria-labelledby={titleId} data-testid={`company-${name}`}>
      <h2 id={titleId} className="company-logo-title">
        {title}
      </h2>
      {note && <p className="company-form-note">{note}</p>}
      {children}
    </section>
  );
}
