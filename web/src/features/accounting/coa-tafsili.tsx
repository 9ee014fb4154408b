import {
  type Tafsili,
  type TafsiliInput,
  tafsiliInputSchema,
  tafsiliKindSchema,
} from '@daftar/contracts/endpoints/accounting-chart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { matchesWords } from '../../lib/format/search-text.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { saveTafsiliMutation, tafsiliQuery } from './report-queries.ts';

type Kind = Tafsili['kind'];

/** A tafsili account's kind, name and code; a new one gets the next free code unless one is typed. */
function TafsiliDialog({ editing, onClose }: { editing: Tafsili | null; onClose(): void }) {
  const t = useT();
  const errorText = useErrorText();
  const companyId = requireActiveCompanyId();
  const save = useMutation(saveTafsiliMutation(useQueryClient(), companyId));
  const [values, setValues] = useState({
    kind: editing?.kind ?? ('PERSON' as Kind),
    code: editing?.code ?? '',
    name: editing?.name ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: TafsiliInput = {
      kind: values.kind,
      name: values.name,
      ...(values.code.trim() ? { code: values.code } : {}),
      ...(editing ? { stakeholderId: editing.stakeholderId, archived: editing.archived } : {}),
    };
    const checked = checkInput(tafsiliInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input });
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorText(error));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('WEB_TAFSILI_EDIT', { name: editing.name }) : t('WEB_TAFSILI_NEW')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form="tafsili-form" loading={save.isPending} data-testid="tafsili-save">
            {t('WEB_COA_SAVE')}
          </Button>
        </>
      }
    >
      <form id="tafsili-form" className="coa-form" onSubmit={submit} noValidate data-testid="tafsili-form">
        <SelectField
          label={t('WEB_TAFSILI_KIND')}
          name="kind"
          value={values.kind}
          options={tafsiliKindSchema.options.map((kind) => ({ value: kind, label: t(`WEB_TAFSILI_KIND_${kind}`) }))}
          onChange={(event) => setValues((current) => ({ ...current, kind: event.target.value as Kind }))}
          data-testid="tafsili-field-kind"
        />
        <TextField
          label={t('WEB_COA_NAME')}
          name="name"
          required
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          error={errors.name ? t(errors.name) : undefined}
          data-testid="tafsili-field-name"
        />
        <TextField
          label={t('WEB_REPORT_CODE')}
          name="code"
          dir="ltr"
          hint={editing ? undefined : t('WEB_TAFSILI_CODE_HINT')}
          value={values.code}
          onChange={(event) => setValues((current) => ({ ...current, code: event.target.value }))}
          error={errors.code ? t(errors.code) : undefined}
          data-testid="tafsili-field-code"
        />
        {failure && (
          <p className="report-error" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** The tafsili accounts: people, bank accounts, cash boxes, petty cash, projects and others, each editable. */
export function CoaTafsiliList() {
  const t = useT();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const companyId = requireActiveCompanyId();
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
      <div className="coa-bar">
        <TextField
          label={t('WEB_TAFSILI_SEARCH')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="tafsili-search"
        />
        <Button onClick={() => setEditing('new')} data-testid="tafsili-new">
          {t('WEB_TAFSILI_NEW')}
        </Button>
      </div>
      {tafsili.error && !tafsili.data && <p className="report-error">{errorText(tafsili.error)}</p>}
      {!tafsili.data && !tafsili.error && <p className="report-loading">{t('WEB_LOADING')}</p>}
      {tafsili.data && (
        <div className="report-table-scroll">
          <table className="report-table" data-testid="tafsili-list">
            <thead>
              <tr>
                <th scope="col">{t('WEB_REPORT_CODE')}</th>
                <th scope="col">{t('WEB_COA_NAME')}</th>
                <th scope="col">{t('WEB_TAFSILI_KIND')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('WEB_COA_ACTIONS')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((detail) => (
                <tr
                  key={detail.id}
                  data-testid={`tafsili-${detail.code}`}
                  className={detail.archived ? 'coa-archived' : ''}
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
                    <Button size="sm" variant="text" onClick={() => setEditing(detail)}>
                      {t('WEB_COA_EDIT')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <TafsiliDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
