import type { ImportKind } from '@daftar/contracts/endpoints/imports';
import { useMutation } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { downloadTextFile } from '../../lib/csv/download-file.ts';
import { xlsxType } from '../../lib/xlsx/build-xlsx.ts';
import { Button } from '../../ui/button.tsx';
import { templateFileName } from './import-kinds.ts';
import { downloadImportTemplate } from './imports-client.ts';

/** Saves the kind's template in the screen's language: its headers, an example row and the allowed values. */
export function TemplateButton({
  kind,
  companyId,
  onError,
}: {
  kind: ImportKind;
  companyId: number;
  onError(error: unknown): void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const template = useMutation({ mutationFn: () => downloadImportTemplate(apiClient, companyId, kind, language) });
  async function save() {
    try {
      const file = await template.mutateAsync();
      downloadTextFile(templateFileName(kind, language), await file.arrayBuffer(), xlsxType);
    } catch (error) {
      onError(error);
    }
  }
  return (
    <Button variant="outline" loading={template.isPending} onClick={save} data-testid="import-template">
      {t('WEB_IMPORT_TEMPLATE')}
    </Button>
  );
}
