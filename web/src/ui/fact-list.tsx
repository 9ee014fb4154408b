import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';

/** One of a record's facts: its label's translation key, the value, and the name its test id ends in. */
export type Fact = [labelKey: string, value: ReactNode, name: string];

/**
 * A record's facts as a definition list, label then value, each value's test id `${testIdPrefix}-${name}`. A `false`
 * entry (a fact this record does not have, written `condition && [...]`) is left out.
 */
export function FactList({
  facts,
  className,
  testIdPrefix,
}: {
  facts: readonly (Fact | false)[];
  className?: string;
  testIdPrefix: string;
}) {
  const t = useT();
  return (
    <dl className={className}>
      {facts
        .filter((fact): fact is Fact => fact !== false)
        .map(([label, value, name]) => (
          <div key={name}>
            <dt>{t(label)}</dt>
            <dd data-testid={`${testIdPrefix}-${name}`}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
