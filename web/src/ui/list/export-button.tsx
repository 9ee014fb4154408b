import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../button.tsx';
import { notify } from '../toast/notify.tsx';

export interface ExportButtonProps {
  /** Runs the export (e.g. `exportListCsv`); a failure is shown as an error toast. */
  onExport(): Promise<unknown>;
  /** Defaults to "Export CSV". */
  label?: string;
}

/** The list toolbar's export action: busy while the pages are read and the file is built. */
export function ExportButton({ onExport, label }: ExportButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await onExport();
    } catch (error) {
      void notify.error(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" loading={busy} onClick={() => void run()} data-testid="list-export">
      {label ?? t('WEB_LIST_EXPORT_CSV')}
    </Button>
  );
}
