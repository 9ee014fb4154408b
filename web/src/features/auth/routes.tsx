import { bundleAreaTexts } from '../../i18n/i18n.ts';
import { LoginScreen } from './login-screen.tsx';
import { OtpScreen } from './otp-screen.tsx';
import { authTranslations } from './translations.ts';

// Sign-in paints from its own bundled texts on a first visit, then the server's map replaces them (issue 19).
bundleAreaTexts(authTranslations);

/** The sign-in area's lazy chunk. */
export const loginPage = { Component: LoginScreen };
export const otpPage = { Component: OtpScreen };
