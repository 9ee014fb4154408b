import { type ReactNode, useState } from 'react';
import { Button, type ButtonSize } from '../button.tsx';
import { notify } from '../toast/notify.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * A destructive action behind a confirmation: the button asks with `title` and `children`, then runs `run` (which
 * says what happened and leaves the page). A failure closes the question and shows the server's message.
 */
export function ConfirmButton({
  label,
  title,
  children,
  run,
  busy,
  size,
  testId,
}: {
  /** The button's and the confirming button's text ("Delete"). */
  label: string;
  title: string;
  children: ReactNode;
  run(): Promise<void>;
  busy: boolean;
  size?: ButtonSize;
  testId: string;
}) {
  const [asking, setAsking] = useState(false);
  async function confirm() {
    try {
      await run();
    } catch (error) {
      setAsking(false);
      void notify.error(error);
    }
  }
  return (
    <>
      <Button variant="error" size={size} onClick={() => setAsking(true)} data-testid={testId}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        confirmLabel={label}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
