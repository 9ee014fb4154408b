import {
  type Tafsili,
  type TafsiliInput,
  tafsiliInputSchema,
  tafsiliKindSchema,
} from '@daftar/contracts/endpoints/accounting-chart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { matchesWords } from '../../lib/format/search-text.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { CoaFormDialog, useCoaForm } from './coa-form-dialog.tsx';
import { CoaTable } from './coa-table.tsx';
import { saveTafsiliMutation, tafsiliQuery } from './report-queries.ts';
import { useBooksScreen } from './books-screen.ts';

/** A tafsili account's kind, name and code; a new one gets the next free code unless one is typed. */
function TafsiliDialog({ editing, onClose }: { editing: Tafsili | null; onClose(): void }) {
  const t = useT();
  const companyId = requireActiveCompanyId();
  const save = useMutation(saveTafsiliMutation(useQueryClient(), companyId));
  const form = useCoaForm({
    name: 'tafsili',
    fieldTestId: 'tafsili-field',
    draft: { form: 'tafsili', recordId: editing?.id ?? null },
    initial: { kind: editing?.kind ?? 'PERSON', code: editing?.code ?? '', name: editing?.name ?? '' },
    schema: tafsiliInputSchema,
    toInput: (values): TafsiliInput => ({
      kind: tafsiliKindSchema.parse(values.kind),
      name: values.name,
      ...(values.code.trim() ? { code: values.code } : {}),
      ...(editing ? { stakeholderId: editing.stakeholderId, archived: editing.archived } : {}),
    }),
    save: (input) => save.mutateAsync({ id: editing?.id ?? null, input }),
    onClose,
  });

  return (
    <CoaFormDialog
      form={form}
      title={editing ? t('WEB_TAFSILI_EDIT', { name: editing.name }) : t('WEB_TAFSILI_NEW')}
      saving={save.isPending}
    >
      <SelectField
        label={t('WEB_TAFSILI_KIND')}
        name="kind"
        value={form.values.kind}
        options={tafsiliKindSchema.options.map((kind) => ({ value: kind, label: t(`WEB_TAFSILI_KIND_${kind}`) }))}
        onChange={(event) => form.setValue('kind', event.target.value)}
        data-testid="tafsili-field-kind"
      />
      {form.textField('name', t('WEB_COA_NAME'), { required: true })}
      {form.textField('code', t('WEB_REPORT_CODE'), {
        dir: 'ltr',
        hint: editing ? undefined : t('WEB_TAFSILI_CODE_HINT'),
      })}
    </CoaFormDialog>
  );
}

/** The tafsili accounts: people, bank accounts, cash boxes, petty cash, projects and others, each editable. */
export function CoaTafsiliList() {
  const { t, language, companyId, mayWrite } = useBooksScreen();
  const errorText = useErrorText();
  const tafsili = useQuery(tafsiliQuery(companyId));
  const [editing, setEditing] = useState<Tafsili | 'new' | null>(null);
  const [search, setSearch] = useState('');
  // Every stakeholder has a tafsili, so the list is long: it is searched by code or name as you type.
  const shown = useMemo(
    () => (tafsili.data ?? []).filter((detail) => matchesWords(`${detail.code} ${detail.name}`, search)),
    [tafsili.data, search],
  );

  return (
    <>
      <div className="spread-row report-toolbar">
        <TextField
          label={t('WEB_TAFSILI_SEARCH')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="tafsili-search"
        />
        {mayWrite && (
          <>
            <ButtonLink to="/accounting/import?kind=tafsili" variant="outline" data-testid="tafsili-import">
              {t('WEB_IMPORT_TAFSILI')}
            </ButtonLink>
            <Button onClick={() => setEditing('new')} data-testid="tafsili-new">
              {t('WEB_TAFSILI_NEW')}
            </Button>
          </>
        )}
      </div>
      {tafsili.error && !tafsili.data && <p className="report-error">{errorText(tafsili.error)}</p>}
      {!tafsili.data && !tafsili.error && <p className="report-loading">{t('WEB_LOADING')}</p>}
      {tafsili.data && (
        <CoaTable
          testId="tafsili-list"
          headers={['WEB_REPORT_CODE', 'WEB_COA_NAME', 'WEB_TAFSILI_KIND']}
          rowCount={shown.length}
          renderRow={(index, rowProps) => {
            const detail = shown[index];
            if (!detail) return null;
            return (
              <tr
                key={detail.id}
                data-testid={`tafsili-${detail.code}`}
                className={detail.archived ? 'coa-archived' : ''}
                {...rowProps}
              >
                <td dir="ltr" className="coa-code">
                  {localDigits(detail.code, language)}
                </td>
                <td data-column="name">
                  {detail.name}
                  {detail.archived && <span className="coa-badge">{t('WEB_COA_ARCHIVED_BADGE')}</span>}
                </td>
                <td>{t(`WEB_TAFSILI_KIND_${detail.kind}`)}</td>
                <td className="coa-actions">
                  {mayWrite && (
                    <Button size="sm" variant="text" onClick={() => setEditing(detail)}>
                      {t('WEB_COA_EDIT')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          }}
        />
      )}
      {editing && <TafsiliDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
