import type { ImportPreview, ImportPreviewRow } from '@daftar/contracts/endpoints/imports';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { scrollRegion } from '../../ui/scroll-region.ts';
import { fieldLabelKey } from './import-kinds.ts';
import { type RowFilter, shownRows, statusKeys } from './import-plan.ts';
import { keyedOptions } from '../../ui/fields/keyed-options.ts';

const filterKeys: Record<RowFilter, string> = { all: 'WEB_IMPORT_SHOW_ALL', error: 'WEB_IMPORT_SHOW_ERROR' };

/** Rows drawn at once: enough to check a file by eye; the counts above tell the rest. */
const rowLimit = 200;

/** A duplicate's note: the company's record's code, or the file's earlier row. */
function DuplicateNote({ row }: { row: ImportPreviewRow }) {
  const t = useT();
  const { language } = useLanguage();
  const of = row.duplicateOf;
  if (!of) return null;
  const text =
    of.row !== null
      ? t('WEB_IMPORT_DUPLICATE_OF_ROW', { row: localDigits(String(of.row), language) })
      : t('WEB_IMPORT_DUPLICATE_OF_CODE', { code: of.code ?? '' });
  return <span className="import-duplicate">{text}</span>;
}

/**
 * The preview's rows as the file has them: the row's number in the spreadsheet, its status, and each read field's
 * text with that field's refusal written under the cell (the form's own message).
 */
export function ImportRowsTable({ preview }: { preview: ImportPreview }) {
  const t = useT();
  const { language } = useLanguage();
  const [filter, setFilter] = useState<RowFilter>(preview.counts.error > 0 ? 'error' : 'all');
  const read = preview.fields.flatMap((field, index) =>
    preview.mapping[field.key] === null || preview.mapping[field.key] === undefined ? [] : [{ key: field.key, index }],
  );
  const shown = shownRows(preview.rows, filter, rowLimit);
  const digits = (value: number) => localDigits(String(value), language);

  return (
    <section className="import-rows page-card" data-testid="import-rows">
      <div className="spread-row import-rows-head">
        <h2>{t('WEB_IMPORT_ROWS')}</h2>
        <SelectField
          label={t('WEB_IMPORT_SHOW')}
          name="rowFilter"
          value={filter}
          options={keyedOptions(t, filterKeys)}
          onChange={(event) => setFilter(event.target.value as RowFilter)}
          data-testid="import-row-filter"
        />
      </div>
      {shown.total > shown.rows.length && (
        <p className="import-note">
          {t('WEB_IMPORT_SHOWING', { shown: digits(shown.rows.length), n: digits(shown.total) })}
        </p>
      )}
      <div className="import-table-wrap" {...scrollRegion(t('WEB_IMPORT_ROWS'))}>
        <table className="ruled-table import-table">
          <thead>
            <tr>
              <th>{t('WEB_IMPORT_ROW')}</th>
              <th>{t('WEB_IMPORT_STATUS')}</th>
              {read.map((field) => (
                <th key={field.key}>{t(fieldLabelKey(preview.kind, field.key))}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((row) => (
              <tr
                key={row.row}
                className={`is-${row.status.toLowerCase()}`}
                data-testid="import-row"
                data-row={row.row}
                data-status={row.status}
              >
                <td className="is-numeric">{digits(row.row)}</td>
                <td>
                  <span className={`import-status is-${row.status.toLowerCase()}`}>{t(statusKeys[row.status])}</span>
                  <DuplicateNote row={row} />
                  {row.errors
                    .filter((error) => !read.some((field) => field.key === error.field))
                    .map((error) => (
                      <span key={error.field} className="import-cell-error" data-testid={`import-error-${error.field}`}>
                        {t(fieldLabelKey(preview.kind, error.field))}: {t(error.code)}
                      </span>
                    ))}
                </td>
                {read.map((field) => {
                  const error = row.errors.find((each) => each.field === field.key);
                  return (
                    <td key={field.key} className={error ? 'has-error' : undefined}>
                      <bdi>{row.values[field.index]}</bdi>
                      {error && (
                        <span className="import-cell-error" data-testid={`import-error-${field.key}`}>
                          {t(error.code)}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
