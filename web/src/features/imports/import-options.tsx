import {
  type DuplicateChoice,
  type ImportEncoding,
  type ImportPreview,
  importEncodings,
} from '@daftar/contracts/endpoints/imports';
import { useT } from '../../i18n/use-t.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { encodingLabelKey, fieldLabelKey } from './import-kinds.ts';

const duplicateChoices: { value: DuplicateChoice; label: string }[] = [
  { value: 'skip', label: 'WEB_IMPORT_DUPLICATE_SKIP' },
  { value: 'update', label: 'WEB_IMPORT_DUPLICATE_UPDATE' },
  { value: 'refuse', label: 'WEB_IMPORT_DUPLICATE_REFUSE' },
];

export interface ImportOptionsProps {
  preview: ImportPreview;
  onDuplicate: DuplicateChoice;
  onEncoding(encoding: ImportEncoding): void;
  onDuplicateChange(choice: DuplicateChoice): void;
  onMap(field: string, column: number | null): void;
}

/**
 * How the file is read: the text encoding (a CSV's, as detected and changeable), what a duplicate does, and the
 * column each field is read from (pre-filled by the header's name or the company's last mapping).
 */
export function ImportOptions({ preview, onDuplicate, onEncoding, onDuplicateChange, onMap }: ImportOptionsProps) {
  const t = useT();
  const columns = preview.columns.map((column) => ({ value: String(column.index), label: column.header }));
  return (
    <section className="import-options page-card" data-testid="import-options">
      <div className="form-grid">
        {preview.encoding !== null && (
          <SelectField
            label={t('WEB_IMPORT_ENCODING')}
            hint={t('WEB_IMPORT_ENCODING_HINT')}
            name="encoding"
            value={preview.encoding}
            options={importEncodings.map((encoding) => ({ value: encoding, label: t(encodingLabelKey(encoding)) }))}
            onChange={(event) => onEncoding(event.target.value as ImportEncoding)}
            data-testid="import-encoding"
          />
        )}
        <SelectField
          label={t('WEB_IMPORT_DUPLICATES')}
          name="onDuplicate"
          value={onDuplicate}
          options={duplicateChoices.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
          onChange={(event) => onDuplicateChange(event.target.value as DuplicateChoice)}
          data-testid="import-duplicates"
        />
      </div>
      <fieldset className="form-section import-mapping" data-testid="import-mapping">
        <legend>{t('WEB_IMPORT_MAPPING')}</legend>
        <p className="import-note">
          {t(preview.remembered ? 'WEB_IMPORT_MAPPING_REMEMBERED' : 'WEB_IMPORT_MAPPING_NOTE')}
        </p>
        <div className="form-grid import-mapping-grid">
          {preview.fields.map((field) => {
            const column = preview.mapping[field.key];
            return (
              <SelectField
                key={field.key}
                label={t(fieldLabelKey(preview.kind, field.key))}
                required={field.required}
                name={`map-${field.key}`}
                value={column === null || column === undefined ? '' : String(column)}
                placeholder={t('WEB_IMPORT_NOT_READ')}
                options={columns}
                onChange={(event) => onMap(field.key, event.target.value === '' ? null : Number(event.target.value))}
                data-testid={`import-map-${field.key}`}
              />
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
