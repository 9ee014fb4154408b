import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button, type ButtonVariant } from '../button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's text, naming the action ("Delete"), never a bare "OK". */
  confirmLabel: string;
  /** `error` for destructive actions (the default). */
  tone?: ButtonVariant;
  /** While the action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A yes/no question before an action that is hard to undo, on the generic Modal (full screen on phones). Cancel
 * comes first and takes the focus, so Enter never confirms by accident.
 * Usage: `<ConfirmDialog open={asking} title=… confirmLabel={t('WEB_ACTION_DELETE')} onConfirm={remove} onCancel={close}>`.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'error',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      dismissible={!busy}
      hideCloseButton={busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy} data-autofocus data-testid="confirm-cancel">
            {t('CANCEL')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy} data-testid="confirm-accept">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
