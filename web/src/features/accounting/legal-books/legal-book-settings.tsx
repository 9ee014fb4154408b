import {
  type LegalBookSettings,
  legalBookSettingsInputSchema,
} from '@daftar/contracts/endpoints/accounting-legal-books';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { useRoleMay } from '../../../lib/session/use-role-may.ts';
import { CheckboxField } from '../../../ui/fields/checkbox-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { SegmentedField } from '../../../ui/fields/segmented-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { DraftOffer } from '../../../ui/fields/draft-offer.tsx';
import { listFiscalYearsQuery } from '../voucher-queries.ts';
import { legalBookSettingsQuery, updateLegalBookSettingsMutation } from './legal-books-queries.ts';
import { PeriodLocksSection } from './period-locks.tsx';
import { useSettingsForm } from '../settings-form.ts';
import './legal-books.css';
import { SettingsFooter } from '../settings-footer.tsx';
import { keyedOptions } from '../../../ui/fields/keyed-options.ts';

/** The layout's granularities: a page a day or a month. */
const granularityKeys = { DAY: 'WEB_LEGAL_BY_DAY', MONTH: 'WEB_LEGAL_BY_MONTH' } as const;

/**
 * The settings' «legal books» part: per fiscal year, each book's seal date, registration number and first page,
 * by day or by month, the rows a printed page holds and whether the opening and closing vouchers stand apart.
 */
export function LegalBookSettingsSection() {
  const t = useT();
  const companyId = requireActiveCompanyId();
  const years = useQuery(listFiscalYearsQuery(companyId));
  const [chosen, setChosen] = useState<number | null>(null);
  const open = years.data?.find((year) => year.status === 'OPEN') ?? years.data?.[0];
  const yearId = chosen ?? open?.id ?? 0;
  const settings = useQuery(legalBookSettingsQuery(companyId, yearId));
  return (
    <section id="legal-books" className="settings-form legal-book-settings" data-testid="legal-book-settings">
      <h2 className="legal-book-settings-title">{t('WEB_LEGAL_SETTINGS_TITLE')}</h2>
      <p className="legal-book-settings-intro">{t('WEB_LEGAL_SETTINGS_INTRO')}</p>
      <SelectField
        label={t('WEB_LEGAL_SETTINGS_YEAR')}
        name="legalBooksYear"
        value={String(yearId)}
        options={(years.data ?? []).map((year) => ({ value: String(year.id), label: year.name }))}
        onChange={(event) => setChosen(Number(event.target.value))}
        data-testid="legal-settings-year"
      />
      {settings.data && <LegalBookSettingsForm key={yearId} saved={settings.data} />}
      {yearId > 0 && <PeriodLocksSection fiscalYearId={yearId} />}
    </section>
  );
}

function LegalBookSettingsForm({ saved }: { saved: LegalBookSettings }) {
  const t = useT();
  const companyId = requireActiveCompanyId();
  const mayWrite = useRoleMay(companyId, 'accounting', 'write');
  const save = useMutation(updateLegalBookSettingsMutation(useQueryClient(), companyId, saved.fiscalYearId));
  const { fiscalYearId: _year, ...initial } = saved;
  const { values, change, error, status, draft, submit } = useSettingsForm({
    schema: legalBookSettingsInputSchema,
    initial,
    form: 'legal-book-settings',
    recordId: saved.fiscalYearId,
    save: save.mutateAsync,
  });

  const bookFields = (book: 'journal' | 'ledger') => {
    const current = values[book];
    const set = (patch: Partial<typeof current>) => change({ [book]: { ...current, ...patch } });
    return (
      <fieldset className="settings-group" disabled={!mayWrite} key={book}>
        <legend>{t(book === 'journal' ? 'WEB_LEGAL_JOURNAL_BOOK' : 'WEB_LEGAL_LEDGER_BOOK')}</legend>
        <DateField
          label={t('WEB_LEGAL_SEAL_DATE')}
          name={`${book}SealDate`}
          value={current.sealDate ?? ''}
          onChange={(iso) => set({ sealDate: iso || null })}
          error={error(`${book}.sealDate`)}
          data-testid={`legal-${book}-seal-date`}
        />
        <TextField
          label={t('WEB_LEGAL_REGISTRATION_NUMBER')}
          name={`${book}RegistrationNumber`}
          value={current.registrationNumber ?? ''}
          onChange={(event) => set({ registrationNumber: event.target.value || null })}
          error={error(`${book}.registrationNumber`)}
          data-testid={`legal-${book}-registration`}
        />
        <TextField
          label={t('WEB_LEGAL_FIRST_PAGE')}
          name={`${book}FirstPage`}
          inputMode="numeric"
          value={String(current.firstPage)}
          onChange={(event) => set({ firstPage: Number(event.target.value.replace(/\D/g, '')) || 0 })}
          error={error(`${book}.firstPage`)}
          data-testid={`legal-${book}-first-page`}
        />
      </fieldset>
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="legal-settings-form">
      <DraftOffer draft={draft} />
      {bookFields('journal')}
      {bookFields('ledger')}
      <fieldset className="settings-group" disabled={!mayWrite}>
        <legend>{t('WEB_LEGAL_LAYOUT')}</legend>
        <SegmentedField
          legend={t('WEB_LEGAL_GRANULARITY')}
          name="granularity"
          value={values.granularity}
          options={keyedOptions(t, granularityKeys)}
          onChange={(granularity) => change({ granularity })}
          testId="legal-granularity"
        />
        <TextField
          label={t('WEB_LEGAL_ROWS_PER_PAGE')}
          name="rowsPerPage"
          inputMode="numeric"
          value={String(values.rowsPerPage)}
          onChange={(event) => change({ rowsPerPage: Number(event.target.value.replace(/\D/g, '')) || 0 })}
          error={error('rowsPerPage')}
          data-testid="legal-rows-per-page"
        />
        <CheckboxField
          label={t('WEB_LEGAL_OPENING_CLOSING_APART')}
          checked={values.openingClosingApart}
          onChange={(event) => change({ openingClosingApart: event.target.checked })}
          data-testid="legal-opening-closing-apart"
        />
      </fieldset>
      <SettingsFooter status={status} mayWrite={mayWrite} saving={save.isPending} testId="legal-settings" />
    </form>
  );
}
