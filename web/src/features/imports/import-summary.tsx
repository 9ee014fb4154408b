import type { ImportPreview } from '@daftar/contracts/endpoints/imports';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';

const counts = [
  ['rows', 'WEB_IMPORT_COUNT_ROWS'],
  ['new', 'WEB_IMPORT_COUNT_NEW'],
  ['update', 'WEB_IMPORT_COUNT_UPDATE'],
  ['skip', 'WEB_IMPORT_COUNT_SKIP'],
  ['error', 'WEB_IMPORT_COUNT_ERROR'],
] as const;

/** The file as read (name, format, encoding) and its rows counted by what the commit would do with them. */
export function ImportSummary({ preview, fileName }: { preview: ImportPreview; fileName: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="import-summary" data-testid="import-summary">
      <p className="import-file-line">
        <bdi>{fileName}</bdi> · <span data-testid="import-format">{preview.format}</span>
        {preview.encoding && (
          <>
            {' · '}
            <span data-testid="import-detected-encoding">{preview.encoding}</span>
          </>
        )}
      </p>
      <ul className="action-bar import-counts">
        {counts.map(([name, label]) => (
          <li
            key={name}
            className={`is-${name}`}
            data-testid={`import-count-${name}`}
            data-count={preview.counts[name]}
          >
            {t(label, { n: localDigits(String(preview.counts[name]), language) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
