import { useT } from '../../i18n/use-t.ts';
import { Button } from '../button.tsx';
import type { FormSubmit } from './use-form-submit.ts';

/**
 * A form's or a panel's error line, read out as soon as it appears; nothing at all while there is no error. `text`
 * is already translated; a falsy one (no error yet, or the condition that guards it) shows nothing.
 */
export function FormError({ text, testId }: { text: string | null | false | undefined; testId?: string }) {
  if (!text) return null;
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}

/**
 * A save's failure that names no field (FormFooter's and FormDialog's), with "try again" (`form-retry`) beside it
 * when the server was never reached, so the same submit can be sent once the connection is back.
 */
export function SaveFailureLine({
  form,
  testId,
}: {
  form: Pick<FormSubmit, 'failure' | 'busy'> & Partial<Pick<FormSubmit, 'unreachable' | 'retry'>>;
  testId?: string;
}) {
  const t = useT();
  if (!form.failure) return null;
  return (
    <div className="form-failure-line">
      <FormError text={form.failure} testId={testId} />
      {form.unreachable && form.retry && (
        <Button variant="outline" size="sm" disabled={form.busy} onClick={form.retry} data-testid="form-retry">
          {t('WEB_RETRY_NOW')}
        </Button>
      )}
    </div>
  );
}
