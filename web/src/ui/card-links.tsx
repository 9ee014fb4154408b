import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** One card of a hub: where it leads, its title and its line on what the page holds (translation keys). */
export interface CardLink {
  to: string;
  title: string;
  body: string;
  testId: string;
}

/**
 * A hub's cards (`.card-grid` of `.card-link`s, styles/layout.css): each card a page's title over its line. The
 * hub's own classes go beside the primitives: `className` on the grid, `bodyClassName` on each line.
 */
export function CardLinks({
  cards,
  testId,
  className,
  bodyClassName,
}: {
  cards: readonly CardLink[];
  testId: string;
  className?: string;
  bodyClassName?: string;
}) {
  const t = useT();
  return (
    <ul className={className ? `card-grid ${className}` : 'card-grid'} data-testid={testId}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className="card-link" data-testid={card.testId}>
            <span className="card-link-title">{t(card.title)}</span>
            <span className={bodyClassName ? `card-link-body ${bodyClassName}` : 'card-link-body'}>{t(card.body)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
