import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../button.tsx';
import { ButtonLink } from '../button-link.tsx';
import type { FormSubmit } from './use-form-submit.ts';
import { FormError, SaveFailureLine } from './form-error.tsx';
import './form.css';

export interface FormFooterProps {
  /** From `useFormSubmit`: the fields' errors, a failure that names no field, and whether a save is under way. */
  state: Pick<FormSubmit, 'errors' | 'failure' | 'busy'> & Partial<Pick<FormSubmit, 'unreachable' | 'retry'>>;
  /** Where Cancel leads (the list, or the record being edited). */
  cancelTo: string;
  /** The save button's text when it is not "Save" (already translated). */
  saveLabel?: string;
  /** More submit buttons after Save (e.g. "Save and issue"), told apart by the submit event's submitter. */
  children?: ReactNode;
}

/**
 * The end of a create or edit form: "fix the marked fields" while any field is refused, the failure that names no
 * field (with "try again" when the server could not be reached: the same save, the same Idempotency-Key), then
 * Save (busy while saving) and Cancel.
 *
 * API: `<FormFooter state={form} cancelTo="/items" />` as the form's last child. Test ids: `form-errors`,
 * `form-failure`, `form-retry`, `form-save`, `form-cancel`.
 */
export function FormFooter({ state, cancelTo, saveLabel, children }: FormFooterProps) {
  const t = useT();
  return (
    <>
      <FormError text={Object.keys(state.errors).length > 0 && t('WEB_FORM_FIX_ERRORS')} testId="form-errors" />
      <SaveFailureLine form={state} testId="form-failure" />
      <div className="form-actions">
        <Button type="submit" loading={state.busy} data-testid="form-save">
          {saveLabel ?? t('WEB_FORM_SAVE')}
        </Button>
        {children}
        <ButtonLink to={cancelTo} variant="outline" data-testid="form-cancel">
          {t('WEB_FORM_CANCEL')}
        </ButtonLink>
      </div>
    </>
  );
}
