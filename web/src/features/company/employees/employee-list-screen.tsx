import type { Invitation } from '@daftar/contracts/endpoints/employees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { ConfirmDialog } from '../../../ui/modal/confirm-dialog.tsx';
import { useAskFirst } from '../../../ui/modal/use-ask-first.ts';
import { notify } from '../../../ui/toast/notify.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { cancelInvitationMutation, listEmployeesQuery, listInvitationsQuery } from './api.ts';
import { employeeName, roleKeys } from './roles.ts';
import { FormError } from '../../../ui/fields/form-error.tsx';
import './employees.css';

function Invitations({ companyId }: { companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const invitations = useQuery(listInvitationsQuery(companyId)).data ?? [];
  const cancel = useMutation(cancelInvitationMutation(queryClient, companyId));
  const cancelling = useAskFirst(async (invitation: Invitation) => {
    await cancel.mutateAsync(invitation.id);
    void notify.success(t('WEB_EMPLOYEE_INVITATION_CANCELLED', { email: invitation.email }));
  });

  return (
    <section className="page-card employees-card" data-testid="employee-invitations">
      <h2 className="employees-heading">{t('WEB_EMPLOYEE_INVITATIONS')}</h2>
      {invitations.length === 0 ? (
        <p className="employees-muted">{t('WEB_EMPLOYEE_NO_INVITATIONS')}</p>
      ) : (
        <ul className="employees-rows">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="employees-row" data-testid="employee-invitation">
              <span className="employees-main">
                <bdi dir="ltr">{invitation.email}</bdi>
                <span className="employees-badge">{t(roleKeys[invitation.role])}</span>
              </span>
              <span className="employees-muted">
                {t('WEB_EMPLOYEE_VALID_UNTIL')} {formatDate(invitation.expiresAt, language, { style: 'long' })}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => cancelling.ask(invitation)}
                data-testid="invitation-cancel"
              >
                {t('WEB_EMPLOYEE_INVITATION_CANCEL')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...cancelling.dialog}
        title={t('WEB_EMPLOYEE_INVITATION_CANCEL_TITLE', { email: cancelling.asking?.email ?? '' })}
        confirmLabel={t('WEB_EMPLOYEE_INVITATION_CANCEL')}
        busy={cancel.isPending}
      >
        <p>{t('WEB_EMPLOYEE_INVITATION_CANCEL_BODY')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** /company/employees: the members with their roles (each opens), the waiting invitations, and Invite. */
export function EmployeeListScreen() {
  const t = useT();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const companyId = requireActiveCompanyId();
  const members = useQuery(listEmployeesQuery(companyId));
  return (
    <div className="employees-page">
      <section className="page-card employees-card" data-testid="employee-list">
        <header className="employees-header">
          <h2 className="employees-heading">{t('WEB_EMPLOYEES_CAPTION')}</h2>
          <ButtonLink to="new" size="sm" data-testid="employee-invite">
            {t('WEB_EMPLOYEES_INVITE')}
          </ButtonLink>
        </header>
        <FormError text={members.error && errorText(members.error)} testId="employees-failure" />
        <ul className="employees-rows">
          {(members.data ?? []).map((member) => (
            <li key={member.userId} className="employees-row" data-testid="employee-row">
              <span className="employees-main">
                <Link to={`detail/${member.userId}`} data-testid="employee-open">
                  {employeeName(member)}
                </Link>
                {member.isYou && <span className="employees-badge is-muted">{t('WEB_EMPLOYEE_YOU')}</span>}
                <span className="employees-badge" data-testid="employee-role">
                  {t(roleKeys[member.role])}
                </span>
              </span>
              <bdi dir="ltr" className="employees-muted">
                {member.email}
              </bdi>
              <span className="employees-muted">
                {t('WEB_EMPLOYEE_JOINED')} {formatDate(member.joinedAt, language, { style: 'long' })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <Invitations companyId={companyId} />
    </div>
  );
}
