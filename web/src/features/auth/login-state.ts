import type { LoginState } from '@daftar/contracts/endpoints/auth';

/**
 * The login state of SPEC §3 (email, verificationCode, fellow, validInMinute), held in memory between /login and
 * /otp. Not persisted: a reload on /otp goes back to /login, which is what the /otp guard asks for.
 */
let held: (LoginState & { requestedAt: number }) | null = null;

export function holdLoginState(state: LoginState): void {
  held = { ...state, requestedAt: Date.now() };
}

export function heldLoginState() {
  return held;
}

export function releaseLoginState(): void {
  held = null;
}
