import {
  type Account,
  type AccountInput,
  accountInputSchema,
  accountTypeSchema,
} from '@daftar/contracts/endpoints/accounting-chart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { accountLabel } from './account-picker.tsx';
import { CoaFormDialog, useCoaForm } from './coa-form-dialog.tsx';
import { saveAccountMutation } from './report-queries.ts';

/** What the dialog edits: an account of the chart, a new one under a parent, or a new top-level group. */
export type AccountDraft = { account: Account } | { parent: Account } | { group: true };

type AccountType = Account['type'];

/** A group's type by the statement heading it stands under (the reports' own texts). */
const accountTypeKeys: Record<AccountType, string> = {
  ASSET: 'WEB_REPORT_ASSETS',
  LIABILITY: 'WEB_REPORT_LIABILITIES',
  EQUITY: 'WEB_REPORT_EQUITY',
  REVENUE: 'WEB_REPORT_REVENUE',
  EXPENSE: 'WEB_REPORT_EXPENSES',
};

/**
 * Adds a group, a kol under a group or a moein under a kol, or changes an account's code and names. A new group
 * chooses its type (which statement it is in); the server gives it that type's nature. The contract's schema checks
 * the form as the server will; a code the chart already has comes back under the code field.
 */
export function CoaAccountDialog({ draft, onClose }: { draft: AccountDraft; onClose(): void }) {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const save = useMutation(saveAccountMutation(useQueryClient(), companyId));
  const editing = 'account' in draft ? draft.account : null;
  const parent = 'parent' in draft ? draft.parent : null;
  const newGroup = 'group' in draft;
  const form = useCoaForm({
    name: 'coa-account',
    fieldTestId: 'coa-field',
    draft: { form: 'coa-account', recordId: editing?.id ?? (parent ? `under-${parent.id}` : 'group') },
    initial: {
      code: editing?.code ?? parent?.code ?? '',
      nameFa: editing?.nameFa ?? '',
      nameEn: editing?.nameEn ?? '',
      type: newGroup ? 'ASSET' : '',
    },
    schema: accountInputSchema,
    toInput: (values): AccountInput => ({
      parentId: editing ? editing.parentId : (parent?.id ?? null),
      code: values.code,
      nameFa: values.nameFa,
      nameEn: values.nameEn.trim() === '' ? null : values.nameEn,
      ...(editing ? { nature: editing.nature, archived: editing.archived } : {}),
      ...(editing && editing.level === 'GROUP' ? { type: editing.type } : {}),
      ...(newGroup ? { type: accountTypeSchema.parse(values.type) } : {}),
    }),
    save: (input) => save.mutateAsync({ id: editing?.id ?? null, input }),
    onClose,
  });

  const title = editing
    ? t('WEB_COA_EDIT_ACCOUNT', { account: accountLabel(editing, language) })
    : parent
      ? t('WEB_COA_NEW_ACCOUNT_UNDER', { account: accountLabel(parent, language) })
      : t('WEB_COA_NEW_GROUP');
  return (
    <CoaFormDialog form={form} title={title} saving={save.isPending}>
      {newGroup && (
        <SelectField
          label={t('WEB_COA_TYPE')}
          name="type"
          value={form.values.type}
          options={accountTypeSchema.options.map((type) => ({ value: type, label: t(accountTypeKeys[type]) }))}
          onChange={(event) => form.setValue('type', event.target.value)}
          data-testid="coa-field-type"
        />
      )}
      {form.textField('code', t('WEB_REPORT_CODE'), { dir: 'ltr', required: true })}
      {form.textField('nameFa', t('WEB_COA_NAME_FA'), { required: true })}
      {form.textField('nameEn', t('WEB_COA_NAME_EN'), { dir: 'ltr' })}
    </CoaFormDialog>
  );
}
