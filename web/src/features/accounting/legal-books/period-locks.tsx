import { type PeriodLock, periodReopenInputSchema } from '@daftar/contracts/endpoints/accounting-period-locks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api/http-error.ts';
import { formatCivilDate } from '../../../lib/format/civil-date.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { useRoleMay } from '../../../lib/session/use-role-may.ts';
import { Button } from '../../../ui/button.tsx';
import { ReasonConfirmDialog } from '../../../ui/modal/reason-confirm-dialog.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { useIsOwner } from '../fiscal-year-reopen.tsx';
import { lockPeriodMutation, periodLocksQuery, reopenPeriodMutation } from './legal-books-queries.ts';

type Month = { from: string; to: string; lockId: number | null };

/**
 * «Locked periods»: a fiscal year's months, each open or locked. A bookkeeper finalises a month's books and locks
 * it (refused, naming the red checks, until they are green); only the owner reopens one, with a reason.
 */
export function PeriodLocksSection({ fiscalYearId }: { fiscalYearId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const companyId = requireActiveCompanyId();
  const mayLock = useRoleMay(companyId, 'accounting', 'write');
  const isOwner = useIsOwner(companyId);
  const locks = useQuery(periodLocksQuery(companyId, fiscalYearId));
  const lock = useMutation(lockPeriodMutation(useQueryClient(), companyId));
  const [failure, setFailure] = useState<string | null>(null);
  const [reopening, setReopening] = useState<PeriodLock | null>(null);
  const day = (iso: string) => formatCivilDate(iso, language);
  const byId = new Map((locks.data?.locks ?? []).map((each) => [each.id, each]));

  async function lockMonth(month: Month) {
    setFailure(null);
    try {
      await lock.mutateAsync({ from: month.from, to: month.to });
    } catch (error) {
      const red = error instanceof ApiError ? error.fieldErrors.filter((field) => field.path === 'checks') : [];
      const checks = red.map((field) => t(`WEB_LEGAL_CHECK_${field.message}`)).join('، ');
      setFailure(checks ? `${errorText(error)} ${checks}` : errorText(error));
    }
  }

  return (
    <section className="period-locks" data-testid="period-locks">
      <h3>{t('WEB_LEGAL_LOCKS_TITLE')}</h3>
      <p className="legal-book-settings-intro">{t('WEB_LEGAL_LOCKS_INTRO')}</p>
      {failure && (
        <p role="alert" className="period-locks-failure" data-testid="period-lock-failure">
          {failure}
        </p>
      )}
      <ul className="period-locks-months">
        {(locks.data?.months ?? []).map((month) => {
          const current = month.lockId === null ? undefined : byId.get(month.lockId);
          return (
            <li key={month.from} className="period-locks-month" data-testid={`period-${month.from}`}>
              <span className="period-locks-range">
                {day(month.from)} – {day(month.to)}
              </span>
              <span className={current ? 'period-locks-badge locked' : 'period-locks-badge'}>
                {t(current ? 'WEB_LEGAL_PERIOD_LOCKED' : 'WEB_LEGAL_PERIOD_OPEN')}
              </span>
              {!current && mayLock && (
                <Button
                  variant="secondary"
                  loading={lock.isPending && lock.variables?.from === month.from}
                  onClick={() => void lockMonth(month)}
                  data-testid={`period-lock-${month.from}`}
                >
                  {t('WEB_LEGAL_PERIOD_LOCK')}
                </Button>
              )}
              {current && isOwner && (
                <Button
                  variant="secondary"
                  onClick={() => setReopening(current)}
                  data-testid={`period-reopen-${month.from}`}
                >
                  {t('WEB_LEGAL_PERIOD_REOPEN')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ReopenedList locks={(locks.data?.locks ?? []).filter((each) => each.status === 'REOPENED')} day={day} />
      {reopening && (
        <ReopenPeriodDialog
          key={reopening.id}
          lock={reopening}
          range={`${day(reopening.from)} – ${day(reopening.to)}`}
          onDone={() => setReopening(null)}
        />
      )}
    </section>
  );
}

function ReopenedList({ locks, day }: { locks: PeriodLock[]; day(iso: string): string }) {
  const t = useT();
  if (locks.length === 0) return null;
  return (
    <ul className="period-locks-history" data-testid="period-locks-history">
      {locks.map((each) => (
        <li key={each.id}>
          {t('WEB_LEGAL_PERIOD_REOPENED', {
            range: `${day(each.from)} – ${day(each.to)}`,
            reason: each.reopenReason ?? '',
          })}
        </li>
      ))}
    </ul>
  );
}

function ReopenPeriodDialog({ lock, range, onDone }: { lock: PeriodLock; range: string; onDone(): void }) {
  const t = useT();
  const reopen = useMutation(reopenPeriodMutation(useQueryClient(), requireActiveCompanyId()));
  return (
    <ReasonConfirmDialog
      title={t('WEB_LEGAL_PERIOD_REOPEN_TITLE', { range })}
      body={t('WEB_LEGAL_PERIOD_REOPEN_BODY')}
      confirmLabel={t('WEB_LEGAL_PERIOD_REOPEN')}
      reasonLabel={t('WEB_FISCAL_YEAR_REOPEN_REASON')}
      reasonTestId="period-reopen-reason"
      schema={periodReopenInputSchema}
      send={async (input) => void (await reopen.mutateAsync({ id: lock.id, input }))}
      onDone={onDone}
    />
  );
}
