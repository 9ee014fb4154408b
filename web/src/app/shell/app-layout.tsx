import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { Logo } from '../../ui/logo.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { AppNav } from './app-nav.tsx';
import { CompanySwitcher } from './company-switcher.tsx';
import { PageHeader } from './page-header.tsx';
import { StaleDataNote } from './stale-data-note.tsx';
import { usePhoneLayout } from './use-phone-layout.ts';
import { useScrollPerPath } from './use-scroll-per-path.ts';
import { UserMenu } from './user-menu.tsx';

/** Applies the signed-in user's saved language once their profile is known. */
function useSavedLanguage() {
  const { data } = useQuery(profileQuery);
  const { setLanguage } = useLanguage();
  const saved = data?.preferences.lang;
  // Only when the saved preference itself changes, not on every language switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setLanguage changes with the language
  useEffect(() => {
    if (saved) void setLanguage(saved, { save: false });
  }, [saved]);
}

/** The signed-in layout: header (company, language, user), the area navigation (a drawer under 768 px), the page. */
export function AppLayout() {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // On a desktop the same button folds the navigation away, so a wide report (the 8-column trial balance at
  // 1366 px) has the whole width; it stays folded from page to page until opened again.
  const [navFolded, setNavFolded] = useState(false);
  const phone = usePhoneLayout();
  const { pathname } = useLocation();
  useSavedLanguage();
  useScrollPerPath();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className={`app-shell${drawerOpen ? ' drawer-open' : ''}${navFolded ? ' nav-folded' : ''}`}>
      <header className="app-header">
        <button
          type="button"
          className="drawer-toggle"
          aria-label={t('WEB_OPEN_MENU')}
          aria-expanded={phone ? drawerOpen : !navFolded}
          aria-controls="app-sidebar"
          onClick={() => (phone ? setDrawerOpen(!drawerOpen) : setNavFolded(!navFolded))}
          data-testid="drawer-toggle"
        >
          <span aria-hidden="true" />
        </button>
        <div className="app-brand">
          <Logo size={32} />
          <span>{t('WEB_PRODUCT_NAME')}</span>
        </div>
        <CompanySwitcher />
        <div className="app-header-end">
          <LanguageSwitch />
          <UserMenu />
        </div>
      </header>
      <aside id="app-sidebar" className="app-sidebar" data-testid="sidebar">
        <AppNav onNavigate={() => setDrawerOpen(false)} />
      </aside>
      {drawerOpen && (
        <button
          type="button"
          className="drawer-backdrop"
          aria-label={t('WEB_CLOSE_MENU')}
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <main className="app-main">
        <PageHeader />
        <StaleDataNote />
        <Outlet />
      </main>
    </div>
  );
}
