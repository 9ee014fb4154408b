import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { localDigits } from '../../../lib/format/digits.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import { accountName } from '../account-picker.tsx';
import type { ReportModel, ReportTools } from '../report-model.ts';
import { dateParam, idParam } from '../report-params.ts';
import { BuiltReportFrame, useReportScreen } from '../report-screen.tsx';
import { FigureSummary } from './people-report-parts.tsx';
import { statementQuery } from './people-report-queries.ts';
import type { PersonStatement } from './people-reports-client.ts';
import { statementModel } from './statement-model.ts';
import { onceChosen } from '../../../lib/query/once-chosen.ts';

/** The statement's rows, titled by the person (and the account, when one) and the period. */
function statementReport(statement: PersonStatement, { t, language, amount, periodText }: ReportTools): ReportModel {
  const subject = [statement.person.name, statement.account && accountName(statement.account, language)]
    .filter(Boolean)
    .join(' — ');
  // Isolated so a Persian name inside an English title (or the reverse) keeps the dates in their places.
  const isolated = `\u2068${subject}\u2069`;
  return statementModel(statement, {
    t: (key, values) => t(key, values ?? {}),
    title: `${t('WEB_STATEMENT_TITLE')} — ${isolated} — ${periodText(statement.period)}`,
    date: (iso) => formatDate(`${iso}T12:00:00Z`, language),
    digits: (text) => localDigits(text, language),
    amount: (rials) => amount(rials),
  });
}

/**
 * /accounting/debitors-creditors/{customerId} (the person's tafsili id) and the people account flow's details
 * (/accounting/reports/people-account-flow/{accCode}/details?tafsiliId=…, one account's lines): the person's
 * statement over a period, printable and exportable like the books' reports.
 */
export function StatementScreen({ accountId }: { accountId?: number | undefined }) {
  const { t, language, companyId, params, amount } = useReportScreen();
  const routeId = Number(useParams().customerId);
  const tafsiliId = Number.isSafeInteger(routeId) && routeId > 0 ? routeId : idParam(params, 'tafsiliId');
  const query = useQuery(
    onceChosen(tafsiliId, (id) =>
      statementQuery(companyId, id, { from: dateParam(params, 'from'), to: dateParam(params, 'to'), accountId }),
    ),
  );
  return (
    <BuiltReportFrame
      testId="statement"
      query={query}
      build={statementReport}
      missing={tafsiliId === undefined ? t('WEB_STATEMENT_CHOOSE') : undefined}
      period="range"
      summary={(statement) => (
        <>
          <p className="report-person" data-testid="statement-person">
            <strong>{statement.person.name}</strong> <span>{localDigits(statement.person.code, language)}</span>
            {statement.person.stakeholderId !== null && (
              <Link to={`/stakeholders/${statement.person.stakeholderId}`} className="report-no-print">
                {t('WEB_STATEMENT_OPEN_PERSON')}
              </Link>
            )}
          </p>
          <FigureSummary
            testId="statement-summary"
            figures={[
              [t('WEB_REPORT_OPENING_BALANCE'), amount(statement.openingBalance), 'opening'],
              [t('WEB_REPORT_PERIOD_DEBIT'), amount(statement.periodDebit), 'debit'],
              [t('WEB_REPORT_PERIOD_CREDIT'), amount(statement.periodCredit), 'credit'],
              [t('WEB_REPORT_CLOSING_BALANCE'), amount(statement.closingBalance), 'closing'],
            ]}
          />
        </>
      )}
    />
  );
}
