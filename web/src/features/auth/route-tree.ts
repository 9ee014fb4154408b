import { redirect, type RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { heldLoginState } from './login-state.ts';

const area = lazyArea('auth', () => import('./routes.tsx'));
const otpArea = lazyArea('auth-otp', () => import('./otp/routes.tsx'));
export const preloadAuth = area.preload;

/** SPEC §4: /otp only with an e-mail and a verification code held; otherwise back to /login. */
function otpGuard() {
  const state = heldLoginState();
  if (!state?.email || !state.verificationCode) throw redirect('/login');
  return null;
}

/** The public routes (SPEC §6: unauthenticated area). */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: area.screen((m) => m.loginPage) },
  { path: 'otp', loader: otpGuard, lazy: otpArea.screen((m) => m.otpPage) },
];
