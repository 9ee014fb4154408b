import { bundleAreaTexts } from '../../i18n/i18n.ts';
import { parseTextTable } from '@daftar/contracts/translations/parse-text-table';
import { LoginScreen } from './login-screen.tsx';
import { signInFormErrors } from './form-errors.ts';
import authTexts from './translations.tsv?raw';

// Sign-in paints from its own bundled texts on a first visit, then the server's map replaces them (issue 19).
bundleAreaTexts({ ...parseTextTable(authTexts, 'auth/translations.tsv'), ...signInFormErrors });

/** /login's lazy chunk (/otp has its own: the code entry is not part of /login's first load, issue 19). */
export const loginPage = { Component: LoginScreen };
