import { useUnleashContext } from '@unleash/proxy-client-react';
import { useEffect } from 'react';

/** SPEC §1: once the user is known, their e-mail is the flag identity (userId); signing out drops it. */
export function FlagIdentity({ email }: { email: string | null | undefined }) {
  const updateContext = useUnleashContext();
  useEffect(() => {
    void updateContext(email ? { userId: email } : {});
  }, [email, updateContext]);
  return null;
}
