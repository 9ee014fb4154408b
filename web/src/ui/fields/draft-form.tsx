import type { ReactNode } from 'react';
import { DraftOffer } from './draft-offer.tsx';
import type { FormDraft } from './use-form-draft.ts';
import type { FormSubmit } from './use-form-submit.ts';

/**
 * A page's create or edit form that keeps a draft: the `<form>` wired to its submit (`useFormSubmit`: the focus on
 * the first invalid control, no native validation) with the draft offer first, then the form's own body.
 */
export function DraftForm<V>({
  form,
  draft,
  className,
  testId,
  children,
}: {
  form: Pick<FormSubmit, 'formRef' | 'submit'>;
  draft: FormDraft<V>;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} className={className} onSubmit={form.submit} noValidate data-testid={testId}>
      <DraftOffer draft={draft} />
      {children}
    </form>
  );
}
