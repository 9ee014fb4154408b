import { bundleAreaTexts } from '../../../i18n/i18n.ts';
import { textTable } from '../../../i18n/text-table.ts';
import { OtpScreen } from './otp-screen.tsx';
import otpTexts from './translations.tsv?raw';

bundleAreaTexts(textTable(otpTexts));

/** /otp's lazy chunk, fetched when /login sends the code (login-screen.tsx preloads it). */
export const otpPage = { Component: OtpScreen };
