import type { ActivityAction, CompanyActivity } from '@daftar/contracts/endpoints/company-activities';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import type { CellFormat, ListColumn } from '../../../ui/list/list-columns.tsx';
import { activityActionKeys, activityRecord } from '../../../lib/format/activity-labels.ts';
import { activityChangeLines, activityChangesText } from './activity-values.ts';

/** The status badge's look per action: a creation as active, a change neutral, a deletion its own (activities.css). */
const badgeModifier: Record<ActivityAction, string> = { CREATE: ' is-active', UPDATE: '', DELETE: ' is-delete' };

/** A created or deleted row shows this many of its values; the rest open on demand. */
const shownAtOnce = 4;

const whoText = (row: CompanyActivity, { t }: CellFormat) => row.user?.name ?? t('WEB_ACTIVITY_NO_USER');

function ChangeList({ row, format }: { row: CompanyActivity; format: CellFormat }) {
  const lines = activityChangeLines(row, format);
  const item = (line: (typeof lines)[number]) => (
    <li key={line.column} data-field={line.column}>
      <span className="activity-field">{line.field}</span>
      {row.action !== 'CREATE' && <span className="activity-before">{line.before}</span>}
      {row.action === 'UPDATE' && (
        <span className="activity-arrow" title={format.t('WEB_ACTIVITY_CHANGED_TO')}>
          {format.language === 'fa' ? '←' : '→'}
        </span>
      )}
      {row.action !== 'DELETE' && <span className="activity-after">{line.after}</span>}
    </li>
  );
  const rest = row.action === 'UPDATE' ? [] : lines.slice(shownAtOnce);
  return (
    <div className="activity-changes" data-testid="activity-changes">
      <ul>{(rest.length > 0 ? lines.slice(0, shownAtOnce) : lines).map(item)}</ul>
      {rest.length > 0 && (
        <details>
          <summary>
            {format.t('WEB_ACTIVITY_MORE_FIELDS')} ({localDigits(String(rest.length), format.language)})
          </summary>
          <ul>{rest.map(item)}</ul>
        </details>
      )}
    </div>
  );
}

/** The record's own page, for the kinds that have one (and while it exists). */
const recordPaths: Readonly<Record<string, (id: number) => string>> = {
  items: (id) => `/items/${id}`,
  stakeholders: (id) => `/stakeholders/${id}`,
  payment_methods: (id) => `/company/payment-methods/edit/${id}`,
};

function recordPath(row: CompanyActivity): string | undefined {
  const path = recordPaths[row.entity];
  return path && row.entityId !== null && row.action !== 'DELETE' ? path(row.entityId) : undefined;
}

const actionText = (row: CompanyActivity, { t }: CellFormat) => t(activityActionKeys[row.action]);

/**
 * The log's columns, shared by the table and the CSV export: what changed comes right after when, so a phone shows
 * it before the table scrolls sideways; who did it last.
 */
export const activityColumns: ListColumn<CompanyActivity>[] = [
  {
    id: 'at',
    header: 'WEB_ACTIVITY_AT',
    sortable: true,
    alwaysShown: true,
    text: (row, { language }) => formatDate(row.at, language, { withTime: true }),
  },
  {
    id: 'entity',
    header: 'WEB_ACTIVITY_ENTITY',
    text: (row, format) => `${actionText(row, format)}: ${activityRecord(row, format)}`,
    render: (row, format) => {
      const path = recordPath(row);
      return (
        <span className="activity-what">
          <span className={`status-badge activity-action${badgeModifier[row.action]}`}>{actionText(row, format)}</span>
          {path ? (
            <Link to={path} data-testid="activity-record-link">
              {activityRecord(row, format)}
            </Link>
          ) : (
            activityRecord(row, format)
          )}
        </span>
      );
    },
  },
  {
    id: 'changes',
    header: 'WEB_ACTIVITY_CHANGES',
    text: activityChangesText,
    render: (row, format) => <ChangeList row={row} format={format} />,
  },
  {
    id: 'user',
    header: 'WEB_ACTIVITY_USER',
    text: (row, format) =>
      row.apiKey
        ? `${whoText(row, format)} (${format.t('WEB_ACTIVITY_VIA_KEY')} ${row.apiKey.name})`
        : whoText(row, format),
    render: (row, format) => (
      <span className="activity-user">
        {whoText(row, format)}
        {row.apiKey && (
          <span className="activity-key">
            {format.t('WEB_ACTIVITY_VIA_KEY')} {row.apiKey.name}
          </span>
        )}
      </span>
    ),
  },
];
