import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { LanguageProvider, type LanguageProviderProps, useLanguage } from '../i18n/language-context.tsx';
import { appSettingQuery } from '../lib/app-setting/app-setting-query.ts';
import { deployedWebVersionQuery } from '../lib/version/deployed-version.ts';
import { PlatformToasts } from '../ui/toast/platform-toasts.tsx';
import '../styles/fonts.css';
import '../styles/global.css';
import { loadAnalytics } from './analytics/load-analytics.ts';
import { FlagIdentity } from './flags/flag-identity.tsx';
import { startFlagClient } from './flags/flag-store.ts';
import { PlatformDialogs } from './platform-dialogs.tsx';
import { ConnectionToasts } from './pwa/connection-toasts.tsx';
import { pointManifestAt } from './pwa/manifest-link.ts';
import { OfflineBanner } from './pwa/offline-banner.tsx';
import { TranslationSyncEffect } from './translation-sync-effect.tsx';

export interface PlatformProvidersProps {
  /**
   * The signed-in user's e-mail once known (the flag identity, SPEC §1); null while nobody is (the flag client waits);
   * absent where the page has no session at all (the UI-kit gallery), where flags start anonymous.
   */
  userEmail?: string | null;
  /** Called when the user switches language; the shell saves it in the user's preferences when signed in. */
  onLanguageChange?: LanguageProviderProps['onLanguageChange'];
  children: ReactNode;
}

// Registering the service worker waits for its own small chunk: nothing on the first screen needs it (issue 5 budget).
const ServiceWorker = lazy(() => import('./pwa/service-worker.tsx').then((m) => ({ default: m.ServiceWorker })));

/** What depends on the current language: the manifest link and the toast container's side. */
function LanguageBound() {
  const { language } = useLanguage();
  useEffect(() => pointManifestAt(language), [language]);
  return <PlatformToasts />;
}

/**
 * The SPA platform around the app (see platform/INTEGRATION.md): translations and direction, feature flags, toasts,
 * the service worker, the install and update dialogs and the optional analytics. Needs a QueryClientProvider above.
 */
export function PlatformProviders({ userEmail, onLanguageChange, children }: PlatformProvidersProps) {
  const { data: setting } = useQuery(appSettingQuery);
  const { data: deployedVersion } = useQuery(deployedWebVersionQuery);
  useEffect(() => {
    loadAnalytics();
  }, []);
  useEffect(() => {
    // No signed-out screen has a flag, so the client (and its configuration's contract) waits for a user: /login
    // downloads none of it. Without a session in the page at all (`userEmail` absent) it starts at once.
    if (userEmail === null) return;
    void import('./flags/flag-config.ts').then(({ flagConfig }) => startFlagClient(flagConfig()));
  }, [userEmail]);
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageProvider onLanguageChange={onLanguageChange}>
        <FlagIdentity email={userEmail} />
        <TranslationSyncEffect setting={setting} />
        {children}
        <LanguageBound />
        <PlatformDialogs serverVersion={deployedVersion} forceUpdate={setting?.forceUpdate ?? false} />
        <ConnectionToasts />
        <OfflineBanner />
        <Suspense fallback={null}>
          <ServiceWorker />
        </Suspense>
      </LanguageProvider>
    </I18nextProvider>
  );
}
