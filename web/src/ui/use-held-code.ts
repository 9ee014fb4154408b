import { useState } from 'react';

const minute = 60_000;

/** What a code step keeps between its screens: when the code was sent, and for how many minutes it holds. */
export interface HeldCode {
  requestedAt: number;
  validInMinute: number;
}

/**
 * A code step's held state (sign-in's e-mailed code, registration's texted one) for CodeEntry: the state, when the
 * code may be sent again, and "send again", which holds the new request and shows it (its own key resets the entry).
 * `state` is null when the step was reached without a request (the route's guard has sent it away).
 */
export function useHeldCode<S extends HeldCode>(held: () => S | null, sendAgain: (state: S) => Promise<void>) {
  const [state, setState] = useState(held);
  async function resend() {
    if (!state) return;
    await sendAgain(state);
    setState(held());
  }
  return { state, resendAt: state ? state.requestedAt + state.validInMinute * minute : 0, resend };
}
