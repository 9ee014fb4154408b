import { useT } from '../../i18n/use-t.ts';
import { useFeature } from '../../platform/flags/flag-store.ts';
import { IntentLink } from './intent-link.tsx';
import { type NavItem, navItems } from '../routing/app-areas.ts';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate(): void }) {
  const t = useT();
  const enabled = useFeature(item.flag ?? '');
  if (item.flag && !enabled) return null;
  return (
    <li>
      <IntentLink to={item.to} className="nav-link" onClick={onNavigate}>
        {t(item.label)}
      </IntentLink>
    </li>
  );
}

/** The area navigation; a side column on desktop, a drawer on phones (the layout decides which). */
export function AppNav({ onNavigate }: { onNavigate(): void }) {
  const t = useT();
  return (
    <nav aria-label={t('WEB_MAIN_NAVIGATION')}>
      <ul className="nav-list">
        {navItems.map((item) => (
          <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
