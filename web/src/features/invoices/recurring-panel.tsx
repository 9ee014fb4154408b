import type { InvoiceSchedule, InvoiceScheduleInput } from '@daftar/contracts/endpoints/invoice-recurring';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { InvoiceCard, type InvoicePanelProps } from './invoice-card.tsx';
import { invoiceStatusKeys } from './invoice-status.tsx';
import { getInvoiceSchedule, putInvoiceSchedule, removeInvoiceSchedule } from './recurring-client.ts';
import { FactList } from '../../ui/fact-list.tsx';
import './recurring-panel.css';

type Frequency = InvoiceScheduleInput['frequency'];
interface Draft {
  frequency: Frequency;
  dayOfMonth: string;
  intervalDays: string;
  startDate: string;
  endDate: string;
  issue: boolean;
}

const draftOf = (schedule: InvoiceSchedule | null): Draft => ({
  frequency: schedule?.frequency ?? 'MONTHLY',
  dayOfMonth: String(schedule?.dayOfMonth ?? 1),
  intervalDays: String(schedule?.intervalDays ?? 30),
  startDate: schedule?.startDate ?? todayIso(),
  endDate: schedule?.endDate ?? '',
  issue: schedule?.issue ?? false,
});

/** Digits typed in either script, as a number; anything else NaN so the server's range check names the field. */
const numberOf = (text: string) => Number(text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))));

const inputOf = (draft: Draft): InvoiceScheduleInput => ({
  frequency: draft.frequency,
  ...(draft.frequency === 'MONTHLY'
    ? { dayOfMonth: numberOf(draft.dayOfMonth) }
    : { intervalDays: numberOf(draft.intervalDays) }),
  startDate: draft.startDate,
  endDate: draft.endDate === '' ? null : draft.endDate,
  issue: draft.issue,
});

function ScheduleForm({
  invoiceId,
  schedule,
  onSave,
  onCancel,
  busy,
  errors,
}: {
  invoiceId: number;
  schedule: InvoiceSchedule | null;
  /** Settles once saved (the form is then left), rejects when refused (the refusal is shown by the panel). */
  onSave(input: InvoiceScheduleInput): Promise<unknown>;
  onCancel(): void;
  busy: boolean;
  errors: Record<string, string>;
}) {
  const t = useT();
  const [draft, setDraft, kept] = useDraftState(draftOf(schedule), {
    form: 'invoice-schedule',
    recordId: invoiceId,
  });
  const set = (values: Partial<Draft>) => setDraft((current) => ({ ...current, ...values }));
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(inputOf(draft)).then(kept.clear, () => undefined);
  }
  return (
    <form className="invoice-recurring-form" onSubmit={submit} noValidate data-testid="recurring-form">
      <DraftOffer draft={kept} />
      <SegmentedField
        legend={t('WEB_RECURRING_FREQUENCY')}
        name="recurring-frequency"
        value={draft.frequency}
        options={[
          { value: 'MONTHLY', label: t('WEB_RECURRING_MONTHLY') },
          { value: 'EVERY_N_DAYS', label: t('WEB_RECURRING_EVERY_N_DAYS') },
        ]}
        onChange={(frequency) => set({ frequency })}
        testId="recurring-frequency"
      />
      {draft.frequency === 'MONTHLY' ? (
        <TextField
          label={t('WEB_RECURRING_DAY_OF_MONTH')}
          hint={t('WEB_RECURRING_DAY_OF_MONTH_HINT')}
          inputMode="numeric"
          value={draft.dayOfMonth}
          onChange={(event) => set({ dayOfMonth: event.target.value })}
          error={error('dayOfMonth')}
          data-testid="recurring-day"
        />
      ) : (
        <TextField
          label={t('WEB_RECURRING_INTERVAL')}
          inputMode="numeric"
          value={draft.intervalDays}
          onChange={(event) => set({ intervalDays: event.target.value })}
          error={error('intervalDays')}
          data-testid="recurring-interval"
        />
      )}
      <DateField
        label={t('WEB_RECURRING_START')}
        value={draft.startDate}
        onChange={(startDate) => set({ startDate })}
        error={error('startDate')}
        data-testid="recurring-start"
      />
      <DateField
        label={t('WEB_RECURRING_END')}
        hint={t('WEB_RECURRING_END_HINT')}
        value={draft.endDate}
        onChange={(endDate) => set({ endDate })}
        error={error('endDate')}
        data-testid="recurring-end"
      />
      <CheckboxField
        label={t('WEB_RECURRING_ISSUE')}
        hint={t('WEB_RECURRING_ISSUE_HINT')}
        checked={draft.issue}
        onChange={(event) => set({ issue: event.target.checked })}
        data-testid="recurring-issue"
      />
      <div className="invoice-recurring-buttons">
        <Button type="submit" disabled={busy} data-testid="recurring-save">
          {t('WEB_RECURRING_SAVE')}
        </Button>
        <Button type="button" variant="text" onClick={onCancel}>
          {t('WEB_RECURRING_CANCEL')}
        </Button>
      </div>
    </form>
  );
}

/** "Every month on the 5th (Jalali)", "Every 10 days", with from / until and drafts or issued. */
function ScheduleFacts({ schedule }: { schedule: InvoiceSchedule }) {
  const t = useT();
  const { language } = useLanguage();
  const digits = (value: number) => localDigits(String(value), language);
  const date = (iso: string) => formatDate(iso, language);
  const rule =
    schedule.frequency === 'MONTHLY'
      ? t('WEB_RECURRING_RULE_MONTHLY', { day: digits(schedule.dayOfMonth ?? 1) })
      : t('WEB_RECURRING_RULE_DAYS', { days: digits(schedule.intervalDays ?? 1) });
  const facts: [string, string, string][] = [
    ['WEB_RECURRING_RULE', rule, 'rule'],
    ['WEB_RECURRING_START', date(schedule.startDate), 'start'],
    ['WEB_RECURRING_END', schedule.endDate ? date(schedule.endDate) : t('WEB_RECURRING_NO_END'), 'end'],
    ['WEB_RECURRING_MAKES', t(schedule.issue ? 'WEB_RECURRING_MAKES_ISSUED' : 'WEB_RECURRING_MAKES_DRAFTS'), 'makes'],
    ['WEB_RECURRING_NEXT', schedule.nextDueDate ? date(schedule.nextDueDate) : t('WEB_RECURRING_ENDED'), 'next'],
  ];
  return <FactList facts={facts} className="invoice-facts" testIdPrefix="recurring" />;
}

/** A run that made nothing: the date, why (translated, with its fields' reasons) and that it is tried again. */
function ScheduleFailure({ failure }: { failure: NonNullable<InvoiceSchedule['failure']> }) {
  const t = useT();
  const { language } = useLanguage();
  const reasons = [...new Set([failure.reason, ...failure.fieldReasons])];
  return (
    <div className="invoice-recurring-failure" role="alert" data-testid="recurring-failure">
      <p>
        {t('WEB_RECURRING_FAILED', {
          date: formatDate(failure.dueDate, language),
          attempts: localDigits(String(failure.attempts), language),
        })}
      </p>
      <ul>
        {reasons.map((code) => (
          <li key={code} data-testid="recurring-failure-reason">
            {t(code)}
          </li>
        ))}
      </ul>
      <p className="invoice-muted">{t('WEB_RECURRING_FAILED_RETRY')}</p>
    </div>
  );
}

function ScheduleRuns({ schedule, unit }: { schedule: InvoiceSchedule; unit: AmountUnit }) {
  const t = useT();
  const { language } = useLanguage();
  if (schedule.runs.length === 0) return <p className="invoice-muted">{t('WEB_RECURRING_NO_RUNS')}</p>;
  return (
    <>
      <h3 className="invoice-recurring-runs-title">{t('WEB_RECURRING_RUNS')}</h3>
      <ul className="invoice-recurring-runs" data-testid="recurring-runs">
        {schedule.runs.map((run) => (
          <li key={run.dueDate} data-testid="recurring-run">
            <span>{formatDate(run.dueDate, language)}</span>
            {run.invoiceId === null ? (
              <span className="invoice-muted">{t('WEB_RECURRING_RUN_DELETED')}</span>
            ) : (
              <Link to={`/invoices/sell/${run.invoiceId}`} data-testid="recurring-run-link">
                {run.number ? <bdi>{localDigits(run.number, language)}</bdi> : t('WEB_RECURRING_RUN_DRAFT')}
              </Link>
            )}
            <span>{run.status ? t(invoiceStatusKeys[run.status]) : ''}</span>
            <span className="is-numeric">
              {run.grandTotal === null ? '' : formatAmount(run.grandTotal, language, unit)}
            </span>
            {run.draftReason && (
              <span className="invoice-recurring-draft-reason" data-testid="recurring-run-draft-reason">
                {t('WEB_RECURRING_DRAFT_BECAUSE', { reason: t(run.draftReason) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Field errors of a refused save, by field name (body.dayOfMonth → dayOfMonth). */
const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError
    ? Object.fromEntries(error.fieldErrors.map((field) => [field.path.replace(/^body\./, ''), field.message]))
    : {};

/**
 * The sell invoice page's "Repeat" panel: set a schedule (monthly on a Jalali day, or every N days; drafts or
 * issued), see the next date and the invoices it made, change or stop it. The server's clock decides when runs are
 * made; reading this panel or the list makes those due. A role that may not write sees the schedule only.
 */
export function RecurringPanel({ invoice, companyId, unit, mayWrite }: InvoicePanelProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const queryKey = [...areaKeys.invoices, companyId, 'schedule', invoice.id];
  const schedule = useQuery({ queryKey, queryFn: () => getInvoiceSchedule(apiClient, companyId, invoice.id) });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [...areaKeys.invoices, companyId] });
  };
  const save = useMutation({
    mutationFn: (input: InvoiceScheduleInput) => putInvoiceSchedule(apiClient, companyId, invoice.id, input),
    onSuccess: async () => {
      setEditing(false);
      await refresh();
      void notify.success('WEB_RECURRING_SAVED');
    },
    onError: (error) => {
      // A refusal under a field is shown by the field; anything else as a toast.
      if (Object.keys(fieldErrorsOf(error)).length === 0) void notify.error(error);
    },
  });
  const stop = useMutation({
    mutationFn: () => removeInvoiceSchedule(apiClient, companyId, invoice.id),
    onSuccess: async () => {
      await refresh();
      void notify.success('WEB_RECURRING_STOPPED');
    },
    onError: (error) => void notify.error(error),
  });
  // An invoice a schedule made is a copy: its template's panel is where the repeating is set.
  if (invoice.kind !== 'SELL' || invoice.status === 'CANCELLED' || invoice.recurringTemplateId !== null) return null;
  const current = schedule.data ?? null;
  return (
    <InvoiceCard title={t('WEB_RECURRING_TITLE')} testId="invoice-recurring">
      {editing ? (
        <ScheduleForm
          invoiceId={invoice.id}
          schedule={current}
          busy={save.isPending}
          errors={fieldErrorsOf(save.error)}
          onSave={(input) => save.mutateAsync(input)}
          onCancel={() => {
            save.reset();
            setEditing(false);
          }}
        />
      ) : current ? (
        <>
          <ScheduleFacts schedule={current} />
          {current.failure && <ScheduleFailure failure={current.failure} />}
          {mayWrite && (
            <div className="invoice-recurring-buttons">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="recurring-change">
                {t('WEB_RECURRING_CHANGE')}
              </Button>
              <Button
                variant="text"
                size="sm"
                disabled={stop.isPending}
                onClick={() => stop.mutate()}
                data-testid="recurring-stop"
              >
                {t('WEB_RECURRING_STOP')}
              </Button>
            </div>
          )}
          <ScheduleRuns schedule={current} unit={unit} />
        </>
      ) : (
        <>
          <p className="invoice-muted">{t('WEB_RECURRING_NONE')}</p>
          {mayWrite && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="recurring-set">
              {t('WEB_RECURRING_SET')}
            </Button>
          )}
        </>
      )}
    </InvoiceCard>
  );
}
