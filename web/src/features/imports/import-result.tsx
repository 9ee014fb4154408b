import type { ImportKind, ImportResult } from '@daftar/contracts/endpoints/imports';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { importKindFacts } from './import-kinds.ts';

const figures = [
  ['created', 'WEB_IMPORT_RESULT_CREATED'],
  ['updated', 'WEB_IMPORT_RESULT_UPDATED'],
  ['skipped', 'WEB_IMPORT_RESULT_SKIPPED'],
  ['refused', 'WEB_IMPORT_RESULT_REFUSED'],
] as const;

/** What a commit wrote: how many records were created, updated, skipped and left out; the way to them or on. */
export function ImportResultCard({
  kind,
  result,
  onAnother,
}: {
  kind: ImportKind;
  result: ImportResult;
  onAnother(): void;
}) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section className="import-result page-card" role="status" data-testid="import-result">
      <h2>{t('WEB_IMPORT_DONE')}</h2>
      <dl className="import-figures">
        {figures.map(([name, label]) => (
          <div key={name}>
            <dt>{t(label)}</dt>
            <dd data-testid={`import-result-${name}`}>{localDigits(String(result[name]), language)}</dd>
          </div>
        ))}
      </dl>
      <div className="form-actions">
        <ButtonLink to={importKindFacts[kind].listPath} data-testid="import-see-records">
          {t('WEB_IMPORT_SEE_RECORDS')}
        </ButtonLink>
        <Button variant="outline" onClick={onAnother} data-testid="import-another">
          {t('WEB_IMPORT_ANOTHER')}
        </Button>
      </div>
    </section>
  );
}
