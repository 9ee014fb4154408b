import { redirect, type RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { heldMobileState } from './mobile-state.ts';

const area = lazyArea('register', () => import('./routes.tsx'));
export const preloadRegister = area.preload;

/** SPEC §2: the mobile /otp needs a mobile number and a verification id held, else back to verify-mobile. */
function mobileOtpGuard() {
  const state = heldMobileState();
  if (!state?.mobile || !state.verificationId) throw redirect('/register/verify-mobile');
  return null;
}

/** Registration: authenticated, but outside the signed-in layout (the user may have no company yet). */
export const registerRoutes: RouteObject[] = [
  {
    path: 'register',
    children: [
      { index: true, lazy: area.screen((m) => m.registerPage) },
      { path: 'create-business', lazy: area.screen((m) => m.createBusinessPage) },
      { path: 'join-business', lazy: area.screen((m) => m.joinBusinessPage) },
      { path: 'verify-mobile', lazy: area.screen((m) => m.verifyMobilePage) },
      { path: 'verify-mobile/otp', loader: mobileOtpGuard, lazy: area.screen((m) => m.mobileOtpPage) },
    ],
  },
];
