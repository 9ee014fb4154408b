import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';

/**
 * A books' settings form's last row: the status line of `useSettingsForm` (saved, or why not) and, for a role that
 * may write, the save button. `testId` names the form: `-status` and `-save` follow it.
 */
export function SettingsFooter({
  status,
  mayWrite,
  saving,
  testId,
}: {
  status: string | null;
  mayWrite: boolean;
  saving: boolean;
  testId: string;
}) {
  const t = useT();
  return (
    <div className="spread-row report-toolbar settings-footer">
      {status && (
        <p role="status" className="coa-notice" data-testid={`${testId}-status`}>
          {status}
        </p>
      )}
      {mayWrite && (
        <Button type="submit" loading={saving} data-testid={`${testId}-save`}>
          {t('WEB_COA_SAVE')}
        </Button>
      )}
    </div>
  );
}
