import { NavLink, Outlet } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import './common.css';

export interface SectionTab {
  to: string;
  label: string;
}

/** A section with sub-pages shown as tabs (banking dashboard, invoice overview, new terminal). */
export function SectionPage({ tabs }: { tabs: SectionTab[] }) {
  const t = useT();
  return (
    <>
      <nav className="section-tabs" aria-label={t('WEB_SECTION_TABS')}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className="section-tab">
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
