import { bundleAreaTexts } from '../../../i18n/i18n.ts';
import { OtpScreen } from './otp-screen.tsx';
import { otpTranslations } from './translations.ts';

bundleAreaTexts(otpTranslations);

/** /otp's lazy chunk, fetched when /login sends the code (login-screen.tsx preloads it). */
export const otpPage = { Component: OtpScreen };
