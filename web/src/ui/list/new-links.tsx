import { ButtonLink } from '../button-link.tsx';

export interface NewLink {
  to: string;
  /** Already translated. */
  label: string;
  testId: string;
}

/** A list's "new" links, at the toolbar's end: the last, the usual one, filled; the others outlined. */
export function NewLinks({ links }: { links: readonly NewLink[] }) {
  return (
    <>
      {links.map(({ to, label, testId }, index) => (
        <ButtonLink key={to} to={to} variant={index === links.length - 1 ? 'primary' : 'outline'} data-testid={testId}>
          {label}
        </ButtonLink>
      ))}
    </>
  );
}
