import type { Employee } from '@daftar/contracts/endpoints/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { ConfirmDialog } from '../../../ui/modal/confirm-dialog.tsx';
import { useAskFirst } from '../../../ui/modal/use-ask-first.ts';
import { notify } from '../../../ui/toast/notify.tsx';
import { removeEmployeeMutation, transferOwnershipMutation } from './api.ts';
import { employeeName } from './roles.ts';

type Action = 'remove' | 'transfer';

/**
 * A member's actions: change the role and remove (never the owner's), and, for the owner only, hand the business
 * to this member. Each irreversible one asks first.
 */
export function EmployeeActions({
  employee,
  companyId,
  iOwn,
}: {
  employee: Employee;
  companyId: number;
  iOwn: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation(removeEmployeeMutation(queryClient, companyId, employee.userId));
  const transfer = useMutation(transferOwnershipMutation(queryClient, companyId, employee.userId));
  const name = employeeName(employee);
  const isOwner = employee.role === 'OWNER';

  const { asking, ask, dialog } = useAskFirst(async (action: Action) => {
    if (action === 'remove') {
      await remove.mutateAsync();
      void notify.success(t('WEB_EMPLOYEE_REMOVED', { name }));
      navigate('/company/employees');
    } else {
      await transfer.mutateAsync();
      void notify.success(t('WEB_EMPLOYEE_TRANSFERRED', { name }));
    }
  });

  if (isOwner) return <p className="employees-muted">{t('WEB_EMPLOYEE_OWNER_NOTE')}</p>;
  return (
    <div className="employees-actions">
      <ButtonLink to={`/company/employees/edit/${employee.userId}`} size="sm" data-testid="employee-edit">
        {t('WEB_EMPLOYEE_CHANGE_ROLE')}
      </ButtonLink>
      {iOwn && (
        <Button size="sm" variant="outline" onClick={() => ask('transfer')} data-testid="employee-transfer">
          {t('WEB_EMPLOYEE_TRANSFER')}
        </Button>
      )}
      <Button size="sm" variant="error" onClick={() => ask('remove')} data-testid="employee-remove">
        {t('WEB_EMPLOYEE_REMOVE')}
      </Button>
      <ConfirmDialog
        {...dialog}
        title={t(asking === 'transfer' ? 'WEB_EMPLOYEE_TRANSFER_TITLE' : 'WEB_EMPLOYEE_REMOVE_TITLE', { name })}
        confirmLabel={t(asking === 'transfer' ? 'WEB_EMPLOYEE_TRANSFER' : 'WEB_EMPLOYEE_REMOVE')}
        tone={asking === 'transfer' ? 'primary' : 'error'}
        busy={remove.isPending || transfer.isPending}
      >
        <p>{t(asking === 'transfer' ? 'WEB_EMPLOYEE_TRANSFER_BODY' : 'WEB_EMPLOYEE_REMOVE_BODY')}</p>
      </ConfirmDialog>
    </div>
  );
}
