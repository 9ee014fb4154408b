import { backupFileName, type RestoreBody } from '@daftar/contracts/endpoints/company-backup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { downloadTextFile } from '../../lib/csv/download-file.ts';
import { storeActiveCompanyId } from '../../lib/session/active-company.ts';
import { keepOnlySessionQueries } from '../../lib/session/keep-session-queries.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { Button } from '../../ui/button.tsx';
import { FilePickButton } from '../../ui/file-pick-button.tsx';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { exportCompany, restoreCompany } from './backup-client.ts';
import { CompanyPanel } from './company-panel.tsx';
import { FormError } from '../../ui/fields/form-error.tsx';

/** A backup file as read from the disk: JSON whose top is an object, or the refusal's code. */
async function readBackupFile(file: File): Promise<RestoreBody['backup']> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw new Error('BACKUP_NOT_JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('BACKUP_WRONG_FORMAT');
  // Its format and version are checked by the server, which tells another kind of file from a newer one.
  return parsed as RestoreBody['backup'];
}

/**
 * /company/settings' backup card, for owners and admins: "Export everything" saves the company's whole file, and
 * "Restore" makes a new company from one (its members only when asked), then switches to it.
 */
export function BackupPanel({ companyId }: { companyId: number }) {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [withEmployees, setWithEmployees] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({ mutationFn: () => exportCompany(apiClient, companyId) });
  const restore = useMutation({
    mutationFn: (backup: RestoreBody['backup']) => restoreCompany(apiClient, { backup, withEmployees }),
  });
  if (!useRoleMay(companyId, 'backup', 'read')) return null;

  async function exportAll() {
    setRefusal(null);
    try {
      const file = await save.mutateAsync();
      downloadTextFile(
        backupFileName(companyId, new Date().toISOString().slice(0, 10)),
        await file.text(),
        'application/json',
      );
    } catch (error) {
      setRefusal(errorText(error));
    }
  }

  async function restoreFrom(file: File) {
    setRefusal(null);
    try {
      const restored = await restore.mutateAsync(await readBackupFile(file));
      storeActiveCompanyId(restored.companyId);
      keepOnlySessionQueries(queryClient);
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      void notify.success(t('WEB_COMPANY_BACKUP_RESTORED', { company: restored.name }));
      navigate('/dashboard');
    } catch (error) {
      const code = error instanceof Error ? error.message : '';
      setRefusal(code === 'BACKUP_NOT_JSON' || code === 'BACKUP_WRONG_FORMAT' ? t(code) : errorText(error));
    }
  }

  return (
    <CompanyPanel name="backup" title={t('WEB_COMPANY_BACKUP')} note={t('WEB_COMPANY_BACKUP_NOTE')}>
      <FormError text={refusal} testId="company-backup-error" />
      <div className="form-actions">
        <Button
          type="button"
          variant="outline"
          loading={save.isPending}
          onClick={exportAll}
          data-testid="company-backup-export"
        >
          {t('WEB_COMPANY_BACKUP_EXPORT')}
        </Button>
      </div>
      <CheckboxField
        label={t('WEB_COMPANY_BACKUP_WITH_EMPLOYEES')}
        checked={withEmployees}
        onChange={(event) => setWithEmployees(event.target.checked)}
        data-testid="company-backup-employees"
      />
      <div className="form-actions">
        <FilePickButton
          accept="application/json,.json"
          inputLabel={t('WEB_COMPANY_BACKUP_RESTORE')}
          inputTestId="company-backup-file"
          onFile={restoreFrom}
          loading={restore.isPending}
          data-testid="company-backup-restore"
        >
          {t('WEB_COMPANY_BACKUP_RESTORE')}
        </FilePickButton>
      </div>
    </CompanyPanel>
  );
}
