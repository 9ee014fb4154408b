import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { type ReactNode, useId } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { StatusBadge } from '../../ui/list/status-badge.tsx';
import { Typography } from '../../ui/typography.tsx';
import { roleText } from './stakeholder-columns.tsx';
import { StakeholderDetailActions } from './stakeholder-detail-actions.tsx';
import { stakeholderKindKeys } from './stakeholder-list-spec.ts';
import { useStakeholderRecord } from './use-stakeholder-record.ts';
import './stakeholders.css';

type Row = [labelKey: string, value: ReactNode, testId?: string];

function Facts({ title, rows }: { title: string; rows: Row[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="stakeholder-card" aria-labelledby={headingId}>
      <Typography variant="h4" as="h2" id={headingId}>
        {title}
      </Typography>
      <dl className="fact-lines stakeholder-facts">
        {rows.map(([label, value, testId]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd data-testid={testId}>{value === '' || value === null ? '—' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The facts of one stakeholder, formatted for the language: digits, Jalali dates, grouped Rials. */
function useFactRows(stakeholder: Stakeholder) {
  const t = useT();
  const { language } = useLanguage();
  const digits = (value: string | null) => (value ? <bdi>{localDigits(value, language)}</bdi> : '');
  const individual = stakeholder.kind === 'INDIVIDUAL';
  const identity: Row[] = individual
    ? [
        ['WEB_STAKEHOLDER_FIRST_NAME', stakeholder.firstName ?? ''],
        ['WEB_STAKEHOLDER_LAST_NAME', stakeholder.lastName ?? ''],
        ['WEB_STAKEHOLDER_NATIONAL_ID', digits(stakeholder.nationalId), 'detail-nationalId'],
      ]
    : [
        ['WEB_STAKEHOLDER_BUSINESS_NAME', stakeholder.businessName ?? ''],
        ['WEB_STAKEHOLDER_LEGAL_NATIONAL_ID', digits(stakeholder.nationalId), 'detail-nationalId'],
        ['WEB_STAKEHOLDER_ECONOMIC_CODE', digits(stakeholder.economicCode)],
        ['WEB_STAKEHOLDER_REGISTRATION_NUMBER', digits(stakeholder.registrationNumber)],
      ];
  return {
    identity: [
      ['WEB_STAKEHOLDER_CODE', digits(stakeholder.code), 'detail-code'],
      ['WEB_STAKEHOLDER_KIND', t(stakeholderKindKeys[stakeholder.kind])],
      ...identity,
      ['WEB_STAKEHOLDER_ROLES', roleText(stakeholder, { t, language }), 'detail-roles'],
    ] satisfies Row[],
    contact: [
      ['WEB_STAKEHOLDER_MOBILE', digits(stakeholder.mobile), 'detail-mobile'],
      ['WEB_STAKEHOLDER_PHONE', digits(stakeholder.phone)],
      ['WEB_STAKEHOLDER_EMAIL', stakeholder.email ? <bdi key="email">{stakeholder.email}</bdi> : ''],
      ['WEB_STAKEHOLDER_PROVINCE', stakeholder.province ?? ''],
      ['WEB_STAKEHOLDER_CITY', stakeholder.city ?? ''],
      ['WEB_STAKEHOLDER_ADDRESS', stakeholder.address ?? ''],
      ['WEB_STAKEHOLDER_POSTAL_CODE', digits(stakeholder.postalCode)],
    ] satisfies Row[],
    finance: [
      [
        'WEB_STAKEHOLDER_CREDIT_LIMIT',
        stakeholder.creditLimit === null
          ? t('WEB_STAKEHOLDER_NO_LIMIT')
          : `${formatAmount(stakeholder.creditLimit, language)} ${t('WEB_CURRENCY_RIAL')}`,
        'detail-creditLimit',
      ],
      ['WEB_STAKEHOLDER_NOTES', stakeholder.notes ?? ''],
      [
        'WEB_STAKEHOLDER_CREATED_AT',
        formatDate(stakeholder.createdAt, language, { withTime: true }),
        'detail-createdAt',
      ],
      ['WEB_STAKEHOLDER_UPDATED_AT', formatDate(stakeholder.updatedAt, language, { withTime: true })],
    ] satisfies Row[],
  };
}

/** Where later issues show the stakeholder's invoices, payments and balance; until then it says so. */
function InvoicesAndBalance() {
  const t = useT();
  const headingId = useId();
  return (
    <section
      className="stakeholder-card stakeholder-ledger"
      aria-labelledby={headingId}
      data-testid="stakeholder-ledger"
    >
      <Typography variant="h4" as="h2" id={headingId}>
        {t('WEB_STAKEHOLDER_LEDGER_TITLE')}
      </Typography>
      <Typography variant="body2" muted>
        {t('WEB_STAKEHOLDER_LEDGER_EMPTY')}
      </Typography>
    </section>
  );
}

/** /stakeholders/{id}: every field, the invoices-and-balance area, and the record's actions. */
export function StakeholderDetailScreen() {
  const { companyId, record } = useStakeholderRecord();
  if (!record) return null;
  return <StakeholderDetail stakeholder={record} companyId={companyId} />;
}

function StakeholderDetail({ stakeholder, companyId }: { stakeholder: Stakeholder; companyId: number }) {
  const t = useT();
  const rows = useFactRows(stakeholder);
  return (
    <div className="stakeholder-detail" data-testid="stakeholder-detail">
      <header className="record-header stakeholder-detail-header">
        <div className="record-title">
          <StatusBadge
            active={stakeholder.active}
            label={t(stakeholder.active ? 'WEB_LIST_ACTIVE' : 'WEB_LIST_INACTIVE')}
          />
        </div>
        <StakeholderDetailActions stakeholder={stakeholder} companyId={companyId} />
      </header>
      <div className="stakeholder-detail-grid">
        <Facts title={t('WEB_STAKEHOLDER_SECTION_IDENTITY')} rows={rows.identity} />
        <Facts title={t('WEB_STAKEHOLDER_SECTION_CONTACT')} rows={rows.contact} />
        <Facts title={t('WEB_STAKEHOLDER_SECTION_FINANCE')} rows={rows.finance} />
        <InvoicesAndBalance />
      </div>
    </div>
  );
}
