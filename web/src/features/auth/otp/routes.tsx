import { bundleAreaTexts } from '../../../i18n/i18n.ts';
import { parseTextTable } from '@daftar/contracts/translations/parse-text-table';
import { OtpScreen } from './otp-screen.tsx';
import otpTexts from './translations.tsv?raw';

bundleAreaTexts(parseTextTable(otpTexts, 'auth/otp/translations.tsv'));

/** /otp's lazy chunk, fetched when /login sends the code (login-screen.tsx preloads it). */
export const otpPage = { Component: OtpScreen };
