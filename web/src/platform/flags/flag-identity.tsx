import { useEffect } from 'react';
import { setFlagUser } from './flag-store.ts';

/** SPEC §1: once the user is known, their e-mail is the flag identity (userId); signing out drops it. */
export function FlagIdentity({ email }: { email: string | null | undefined }) {
  useEffect(() => setFlagUser(email), [email]);
  return null;
}
