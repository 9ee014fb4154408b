import { useState } from 'react';
import { notify } from '../toast/notify.tsx';

/**
 * An action asked about first, in a ConfirmDialog: `ask(subject)` opens the question about that subject (a key to
 * revoke, an invitation to cancel, which of a member's actions); `{...dialog}` gives the dialog its open state,
 * a confirm that runs `act(subject)` (which says what happened) and a cancel. Either way the question then closes,
 * a failure as an error toast.
 */
export function useAskFirst<T>(act: (subject: T) => Promise<void>) {
  const [asking, setAsking] = useState<T | null>(null);
  async function confirm(subject: T) {
    try {
      await act(subject);
    } catch (error) {
      void notify.error(error);
    }
    setAsking(null);
  }
  return {
    /** What the open question is about; null while none is open. */
    asking,
    ask: (subject: T) => setAsking(() => subject),
    dialog: {
      open: asking !== null,
      onConfirm: () => asking !== null && void confirm(asking),
      onCancel: () => setAsking(null),
    },
  };
}
