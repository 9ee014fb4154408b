import { type Account, type AccountInput, accountInputSchema } from '@daftar/contracts/endpoints/accounting-chart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { accountLabel } from './account-picker.tsx';
import { saveAccountMutation } from './report-queries.ts';

/** What the dialog edits: an account of the chart, or a new one under a parent. */
export type AccountDraft = { account: Account } | { parent: Account };

/**
 * Adds an account under a group (a kol) or a kol (a moein), or changes an account's code and names. The contract's
 * schema checks the form as the server will; a code the chart already has comes back under the code field.
 */
export function CoaAccountDialog({ draft, onClose }: { draft: AccountDraft; onClose(): void }) {
  const t = useT();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const companyId = requireActiveCompanyId();
  const save = useMutation(saveAccountMutation(useQueryClient(), companyId));
  const editing = 'account' in draft ? draft.account : null;
  const parentId = editing ? editing.parentId : 'parent' in draft ? draft.parent.id : null;
  const [values, setValues] = useState({
    code: editing?.code ?? ('parent' in draft ? draft.parent.code : ''),
    nameFa: editing?.nameFa ?? '',
    nameEn: editing?.nameEn ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: AccountInput = {
      parentId,
      code: values.code,
      nameFa: values.nameFa,
      nameEn: values.nameEn.trim() === '' ? null : values.nameEn,
      ...(editing ? { nature: editing.nature, archived: editing.archived } : {}),
      ...(editing && editing.level === 'GROUP' ? { type: editing.type } : {}),
    };
    const checked = checkInput(accountInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input });
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorText(error));
    }
  }

  const field = (name: keyof typeof values, label: string, extra: { dir?: 'ltr'; required?: boolean } = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name] ? t(errors[name]) : undefined}
      data-testid={`coa-field-${name}`}
      {...extra}
    />
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        editing
          ? t('WEB_COA_EDIT_ACCOUNT', { account: accountLabel(editing, language) })
          : t('WEB_COA_NEW_ACCOUNT_UNDER', { account: 'parent' in draft ? accountLabel(draft.parent, language) : '' })
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form="coa-account-form" loading={save.isPending} data-testid="coa-account-save">
            {t('WEB_COA_SAVE')}
          </Button>
        </>
      }
    >
      <form id="coa-account-form" className="coa-form" onSubmit={submit} noValidate data-testid="coa-account-form">
        {field('code', t('WEB_REPORT_CODE'), { dir: 'ltr', required: true })}
        {field('nameFa', t('WEB_COA_NAME_FA'), { required: true })}
        {field('nameEn', t('WEB_COA_NAME_EN'), { dir: 'ltr' })}
        {failure && (
          <p className="report-error" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
