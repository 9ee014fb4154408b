import type { Employee } from '@daftar/contracts/endpoints/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { ConfirmDialog } from '../../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { removeEmployeeMutation, transferOwnershipMutation } from './api.ts';
import { employeeName } from './roles.ts';

type Asking = 'remove' | 'transfer' | null;

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
  const [asking, setAsking] = useState<Asking>(null);
  const remove = useMutation(removeEmployeeMutation(queryClient, companyId, employee.userId));
  const transfer = useMutation(transferOwnershipMutation(queryClient, companyId, employee.userId));
  const name = employeeName(employee);
  const isOwner = employee.role === 'OWNER';

  async function confirm() {
    try {
      if (asking === 'remove') {
        await remove.mutateAsync();
        void notify.success(t('WEB_EMPLOYEE_REMOVED', { name }));
        navigate('/company/employees');
      } else if (asking === 'transfer') {
        await transfer.mutateAsync();
        void notify.success(t('WEB_EMPLOYEE_TRANSFERRED', { name }));
      }
    } catch (error) {
      void notify.error(error);
    }
    setAsking(null);
  }

  if (isOwner) return <p className="employees-muted">{t('WEB_EMPLOYEE_OWNER_NOTE')}</p>;
  return (
    <div className="employees-actions">
      <ButtonLink to={`/company/employees/edit/${employee.userId}`} size="sm" data-testid="employee-edit">
        {t('WEB_EMPLOYEE_CHANGE_ROLE')}
      </ButtonLink>
      {iOwn && (
        <Button size="sm" variant="outline" onClick={() => setAsking('transfer')} data-testid="employee-transfer">
          {t('WEB_EMPLOYEE_TRANSFER')}
        </Button>
      )}
      <Button size="sm" variant="error" onClick={() => setAsking('remove')} data-testid="employee-remove">
        {t('WEB_EMPLOYEE_REMOVE')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'transfer' ? 'WEB_EMPLOYEE_TRANSFER_TITLE' : 'WEB_EMPLOYEE_REMOVE_TITLE', { name })}
        confirmLabel={t(asking === 'transfer' ? 'WEB_EMPLOYEE_TRANSFER' : 'WEB_EMPLOYEE_REMOVE')}
        tone={asking === 'transfer' ? 'primary' : 'error'}
        busy={remove.isPending || transfer.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>{t(asking === 'transfer' ? 'WEB_EMPLOYEE_TRANSFER_BODY' : 'WEB_EMPLOYEE_REMOVE_BODY')}</p>
      </ConfirmDialog>
    </div>
  );
}
