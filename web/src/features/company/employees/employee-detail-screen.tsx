import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import { EmployeeActions } from './employee-actions.tsx';
import { employeeName, roleHintKeys, roleKeys } from './roles.ts';
import { useEmployeeRecord } from './use-employee-record.ts';
import './employees.css';

/** /company/employees/detail/{userId}: who they are, their role and what it allows, and the actions on them. */
export function EmployeeDetailScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { companyId, record, myRole } = useEmployeeRecord();
  if (!record) return null;
  return (
    <article className="page-card employees-card" data-testid="employee-detail">
      <header className="employees-header">
        <h2 className="employees-heading">
          {employeeName(record)}{' '}
          {record.isYou && <span className="employees-badge is-muted">{t('WEB_EMPLOYEE_YOU')}</span>}
        </h2>
        <EmployeeActions employee={record} companyId={companyId} iOwn={myRole === 'OWNER'} />
      </header>
      <dl className="employees-facts">
        <div>
          <dt>{t('WEB_EMPLOYEE_EMAIL')}</dt>
          <dd>
            <bdi dir="ltr">{record.email}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('WEB_EMPLOYEE_ROLE')}</dt>
          <dd data-testid="employee-detail-role">{t(roleKeys[record.role])}</dd>
        </div>
        <div>
          <dt>{t('WEB_EMPLOYEE_JOINED')}</dt>
          <dd>{formatDate(record.joinedAt, language, { style: 'long' })}</dd>
        </div>
      </dl>
      <p className="employees-muted">{t(roleHintKeys[record.role])}</p>
    </article>
  );
}
