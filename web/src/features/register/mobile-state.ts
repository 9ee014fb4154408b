/**
 * The mobile verification state of SPEC §3 (mobile, verificationId), held in memory between
 * /register/verify-mobile and its /otp step.
 */
export interface MobileState {
  mobile: string;
  verificationId: string;
  validInMinute: number;
  requestedAt: number;
}

let held: MobileState | null = null;

export function holdMobileState(state: Omit<MobileState, 'requestedAt'>): void {
  held = { ...state, requestedAt: Date.now() };
}

export function heldMobileState(): MobileState | null {
  return held;
}

export function releaseMobileState(): void {
  held = null;
}
