import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { loginPage } from '../../src/features/auth/routes.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { LanguageProvider } from '../../src/i18n/language-context.tsx';

/**
 * /login as the app renders it on a first visit: the auth area's route module (which adds its bundled texts) inside
 * the providers its screen reads (query client, i18next, language, router). Imported only once render.tsx has put a
 * window in place, since these modules read it when they load.
 */
export function loginShellTree() {
  const LoginScreen = loginPage.Component;
  const tree = (
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <LanguageProvider>
          <MemoryRouter initialEntries={['/login']}>
            <LoginScreen />
          </MemoryRouter>
        </LanguageProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { tree, i18n };
}
