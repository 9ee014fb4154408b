import { fiscalYearInputSchema } from '@daftar/contracts/endpoints/accounting-years';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { checkInput } from '../../lib/forms/field-errors.ts';
import { jalaliMonths } from '../../lib/format/jalali-months.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { gregorianToJalali } from '../../lib/format/jalali.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { draftBinder } from '../../ui/fields/field-binder.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { useDraftFields } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { createFiscalYearMutation } from './voucher-queries.ts';
import '../../ui/fields/form.css';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(toLatinDigits(text.trim())));

/**
 * /accounting/financial-years/create: a Jalali year, from 1 Farvardin or from a chosen month and day. The server
 * refuses a second open year (ANOTHER_YEAR_OPEN) or an overlap (FISCAL_YEAR_OVERLAPS).
 */
export function FiscalYearCreateScreen() {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const companyId = requireActiveCompanyId();
  const save = useMutation(createFiscalYearMutation(useQueryClient(), companyId));
  const [today] = useState(() => todayIso().split('-').map(Number) as [number, number, number]);
  const kept = useDraftFields({ form: 'fiscal-year', recordId: null });
  const [year, setYear] = kept.field('year', localDigits(String(gregorianToJalali(...today).year), language));
  const [startMonth, setStartMonth] = kept.field('startMonth', '1');
  const [startDay, setStartDay] = kept.field('startDay', localDigits('1', language));
  const form = useFormSubmit({
    check: () =>
      checkInput(fiscalYearInputSchema, {
        year: toNumber(year),
        startMonth: toNumber(startMonth),
        startDay: toNumber(startDay),
      }),
    send: async (input) => {
      const created = await save.mutateAsync(input);
      void notify.success(t('WEB_FISCAL_YEAR_CREATED', { name: created.name }));
      navigate('/accounting/financial-years');
    },
    errorFields: { FISCAL_YEAR_OVERLAPS: 'year', INVALID_JALALI_DATE: 'startDay' },
    draft: kept.draft,
  });
  const bind = draftBinder((field) => (form.errors[field] ? t(form.errors[field]) : undefined), 'fiscal-year');

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="form fiscal-year-form">
      <DraftOffer draft={kept.draft} />
      <TextField
        label={t('WEB_FISCAL_YEAR')}
        hint={t('WEB_FISCAL_YEAR_HINT')}
        inputMode="numeric"
        dir="ltr"
        required
        {...bind.text('year', [year, setYear])}
      />
      <SelectField
        label={t('WEB_FISCAL_YEAR_START_MONTH')}
        {...bind.text('startMonth', [startMonth, setStartMonth], 'month')}
        options={jalaliMonths.map((month, index) => ({ value: String(index + 1), label: month[language] }))}
      />
      <TextField
        label={t('WEB_FISCAL_YEAR_START_DAY')}
        inputMode="numeric"
        dir="ltr"
        {...bind.text('startDay', [startDay, setStartDay], 'day')}
      />
      <FormFooter state={form} cancelTo="/accounting/financial-years" />
    </form>
  );
}
