import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../button.tsx';
import { DraftOffer } from '../fields/draft-offer.tsx';
import { SaveFailureLine } from '../fields/form-error.tsx';
import type { FormDraft } from '../fields/use-form-draft.ts';
import type { FormSubmit } from '../fields/use-form-submit.ts';
import { Modal } from './modal.tsx';
import '../fields/form.css';

export interface FormDialogProps {
  /** The form's id: the footer's Save submits it from outside the form. */
  id: string;
  title: ReactNode;
  /** Open unless told otherwise (a dialog mounted only while open). */
  open?: boolean;
  onClose(): void;
  /** From `useDialogSubmit` (or `useFormSubmit`): the submit, the failure that names no field, whether it is saving. */
  form: Pick<FormSubmit, 'formRef' | 'submit' | 'failure' | 'busy'> &
    Partial<Pick<FormSubmit, 'unreachable' | 'retry'>> & { draft?: FormDraft<unknown> };
  /** Save's text, translated. */
  saveLabel: string;
  saveTestId: string;
  cancelTestId?: string;
  failureTestId?: string;
  /** The feature's layout class for the fields. */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog that is one form saved and closed: the fields, a line for a failure that names no field, then Cancel and
 * Save (busy while saving) in the footer. With `useDialogSubmit` it is the whole frame of a short "new …" or "do …"
 * dialog; the fields and what they send are the feature's. A draft given to `useDialogSubmit` is offered back at the
 * top («draft from 10:42: restore or discard»); a save the server never answered gets "try again" (`form-retry`).
 */
export function FormDialog({
  id,
  title,
  open = true,
  onClose,
  form,
  saveLabel,
  saveTestId,
  cancelTestId,
  failureTestId,
  className,
  children,
}: FormDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={() => onClose()} data-testid={cancelTestId}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form={id} loading={form.busy} data-testid={saveTestId}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={id} ref={form.formRef} className={className} onSubmit={form.submit} noValidate>
        {form.draft && <DraftOffer draft={form.draft} />}
        {children}
        <SaveFailureLine form={form} testId={failureTestId} />
      </form>
    </Modal>
  );
}
