import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { removeStakeholderMutation, updateStakeholderMutation } from './api.ts';
import { stakeholderAsInput } from './stakeholder-form-values.ts';

/**
 * Edit, archive or activate, and delete after a confirmation (the server archives instead when it is in use); none
 * of them for a role that may only read customers (a VIEWER).
 */
export function StakeholderDetailActions({ stakeholder, companyId }: { stakeholder: Stakeholder; companyId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation(removeStakeholderMutation(queryClient, companyId, stakeholder.id));
  const save = useMutation(updateStakeholderMutation(queryClient, companyId, stakeholder.id));
  const mayWrite = useRoleMay(companyId, 'stakeholders', 'write');

  function toggleActive() {
    const active = !stakeholder.active;
    save.mutate(stakeholderAsInput({ ...stakeholder, active }), {
      onSuccess: () => void notify.success(active ? 'WEB_STAKEHOLDER_ACTIVATED' : 'WEB_STAKEHOLDER_ARCHIVED'),
      onError: (error) => void notify.error(error),
    });
  }

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: (outcome) => {
        setConfirming(false);
        if (outcome === 'DELETED') {
          void notify.success('WEB_STAKEHOLDER_DELETED');
          navigate('/stakeholders');
        } else {
          void notify.info('WEB_STAKEHOLDER_ARCHIVED_INSTEAD');
        }
      },
      onError: (error) => {
        setConfirming(false);
        void notify.error(error);
      },
    });
  }

  if (!mayWrite) return null;
  return (
    <div className="action-bar stakeholder-actions">
      <ButtonLink to="edit" variant="primary" data-testid="stakeholder-edit">
        {t('WEB_ACTION_EDIT')}
      </ButtonLink>
      <Button variant="outline" loading={save.isPending} onClick={toggleActive} data-testid="stakeholder-toggle-active">
        {t(stakeholder.active ? 'WEB_ACTION_ARCHIVE' : 'WEB_ACTION_ACTIVATE')}
      </Button>
      <Button variant="error" onClick={() => setConfirming(true)} data-testid="stakeholder-delete">
        {t('WEB_ACTION_DELETE')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('WEB_STAKEHOLDER_DELETE_TITLE')}
        confirmLabel={t('WEB_ACTION_DELETE')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('WEB_STAKEHOLDER_DELETE_BODY', { name: stakeholder.displayName })}</p>
      </ConfirmDialog>
    </div>
  );
}
