import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { useSalesParams } from './report-range.tsx';
import { createSavedReportMutation, removeSavedReportMutation, savedReportsQuery } from './sales-report-queries.ts';

/**
 * The user's saved filter sets of one advance report: each opens the report with its filters (they are the URL's
 * query), one can be removed, and the filters on screen can be saved under a name.
 */
export function SavedReportsPanel({ kind, path }: { kind: 'ADVANCE_INVOICE' | 'ADVANCE_CUSTOMER'; path: string }) {
  const t = useT();
  const errorText = useErrorText();
  const companyId = requireActiveCompanyId();
  const queryClient = useQueryClient();
  const { params } = useSalesParams();
  const saved = useQuery(savedReportsQuery(companyId));
  const create = useMutation(createSavedReportMutation(queryClient, companyId));
  const remove = useMutation(removeSavedReportMutation(queryClient, companyId));
  const [name, setName] = useState('');
  const current = new URLSearchParams(params);
  current.delete('page');
  const mine = (saved.data ?? []).filter((report) => report.kind === kind);

  return (
    <section
      className="sales-saved-panel report-no-print"
      aria-label={t('WEB_SALES_SAVED')}
      data-testid="saved-reports"
    >
      <form
        className="filter-bar report-no-print"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ kind, name, query: current.toString() }, { onSuccess: () => setName('') });
        }}
      >
        <TextField
          label={t('WEB_SALES_SAVE_NAME')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={create.error ? errorText(create.error) : undefined}
          data-testid="saved-report-name"
        />
        <Button type="submit" variant="outline" size="sm" loading={create.isPending} data-testid="saved-report-save">
          {t('WEB_SALES_SAVE')}
        </Button>
      </form>
      {mine.length > 0 && (
        <ul className="sales-saved">
          {mine.map((report) => (
            <li key={report.id} data-testid={`saved-report-${report.id}`}>
              <Link to={`${path}?${report.query}`}>{report.name}</Link>
              <Button
                variant="text"
                size="sm"
                loading={remove.isPending && remove.variables === report.id}
                onClick={() => remove.mutate(report.id)}
                aria-label={t('WEB_SALES_SAVED_REMOVE', { name: report.name })}
              >
                {t('WEB_SALES_REMOVE')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
