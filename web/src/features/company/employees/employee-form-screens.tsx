import {
  changeRoleBodySchema,
  type InviteEmployeeBody,
  inviteEmployeeBodySchema,
} from '@daftar/contracts/endpoints/employees';
import type { AssignableRole } from '@daftar/contracts/endpoints/employees-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { checkInput } from '../../../lib/forms/field-errors.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { DraftForm } from '../../../ui/fields/draft-form.tsx';
import { FormFooter } from '../../../ui/fields/form-footer.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../../ui/fields/use-form-submit.ts';
import { notify } from '../../../ui/toast/notify.tsx';
import { changeEmployeeRoleMutation, inviteEmployeeMutation } from './api.ts';
import { RoleField } from './role-field.tsx';
import { employeeName, roleKeys } from './roles.ts';
import { useEmployeeRecord } from './use-employee-record.ts';
import './employees.css';

/** /company/employees/new: an e-mail and a role; the invitation is mailed and waits in the list. */
export function InviteEmployeeScreen() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companyId = requireActiveCompanyId();
  const invite = useMutation(inviteEmployeeMutation(queryClient, companyId));
  const kept = useDraftFields({ form: 'employee-invite', recordId: null });
  const [email, setEmail] = kept.field('email', '');
  const [role, setRole] = kept.field<AssignableRole | ''>('role', 'SALES');
  const form = useFormSubmit<InviteEmployeeBody>({
    check: () => checkInput(inviteEmployeeBodySchema, { email, role: role as AssignableRole }),
    send: async (input) => {
      const sent = await invite.mutateAsync(input);
      void notify.success(t('WEB_EMPLOYEE_INVITATION_SENT', { email: sent.email }));
      navigate('/company/employees');
    },
    draft: kept.draft,
  });
  return (
    <DraftForm form={form} draft={kept.draft} className="page-card employees-form" testId="employee-invite-form">
      <p className="employees-muted">{t('WEB_EMPLOYEE_INVITE_HINT')}</p>
      <TextField
        label={t('WEB_EMPLOYEE_EMAIL')}
        name="email"
        type="email"
        dir="ltr"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clearError('email');
        }}
        error={form.errors.email ? t(form.errors.email) : undefined}
        data-testid="employee-email-field"
      />
      <RoleField value={role} onChange={setRole} error={form.errors.role} />
      <FormFooter state={form} cancelTo="/company/employees" saveLabel={t('WEB_EMPLOYEE_INVITE_SEND')} />
    </DraftForm>
  );
}

/** /company/employees/edit/{userId}: another role for the member (the owner's changes only by a transfer). */
export function EditEmployeeScreen() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { companyId, userId, record } = useEmployeeRecord();
  const change = useMutation(changeEmployeeRoleMutation(queryClient, companyId, userId));
  const kept = useDraftFields({ form: 'employee-role', recordId: userId });
  const [role, setRole] = kept.field<AssignableRole | ''>('role', record && record.role !== 'OWNER' ? record.role : '');
  const form = useFormSubmit<{ role: AssignableRole }>({
    check: () => checkInput(changeRoleBodySchema, { role: role as AssignableRole }),
    send: async (input) => {
      const saved = await change.mutateAsync(input.role);
      void notify.success(t('WEB_EMPLOYEE_ROLE_SAVED', { name: employeeName(saved), role: t(roleKeys[saved.role]) }));
      navigate(`/company/employees/detail/${userId}`);
    },
    draft: kept.draft,
  });
  if (!record) return null;
  return (
    <DraftForm form={form} draft={kept.draft} className="page-card employees-form" testId="employee-role-form">
      <h2 className="employees-heading">{employeeName(record)}</h2>
      <RoleField value={role} onChange={setRole} error={form.errors.role} />
      <FormFooter state={form} cancelTo={`/company/employees/detail/${userId}`} />
    </DraftForm>
  );
}
