import type { MoadianExport, MoadianExportInput } from '@daftar/contracts/endpoints/invoices-moadian';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { downloadTextFile } from '../../lib/csv/download-file.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { Button } from '../../ui/button.tsx';
import { InvoiceCard, type InvoicePanelProps } from './invoice-card.tsx';
import { patternKey, typeKey } from './invoice-einvoice.tsx';
import { exportMoadian, listMoadianExports } from './moadian-client.ts';
import './einvoice-card.css';

type Subject = MoadianExportInput['subject'];

/** `WEB_EINVOICE_SUBJECT_1` … 4: original, correction, cancellation, return. */
const subjectKey = (subject: number) => `WEB_EINVOICE_SUBJECT_${subject}`;
/** The button that exports a correction, a cancellation or a return. */
const actionKey = (subject: number) => `WEB_EINVOICE_EXPORT_${subject}`;

const issued = new Set<Invoice['status']>(['ISSUED', 'PARTIALLY_PAID', 'PAID', 'PARTLY_RETURNED', 'RETURNED']);

/** The file an export downloads as: the original as `invoice-<number>-moadian.json`, the others with their subject. */
export const moadianFileName = (invoice: Pick<Invoice, 'displayNumber' | 'number' | 'id'>, exported: MoadianExport) =>
  `invoice-${invoice.displayNumber ?? invoice.number ?? invoice.id}-moadian${
    exported.subject === 1 ? '' : `-${exported.subject}-${exported.id}`
  }.json`;

function ExportHistory({ invoice, exports }: { invoice: Invoice; exports: MoadianExport[] }) {
  const t = useT();
  const { language } = useLanguage();
  if (exports.length === 0) return null;
  return (
    <>
      <h3 className="invoice-einvoice-history-title">{t('WEB_EINVOICE_HISTORY')}</h3>
      <ul className="invoice-einvoice-history" data-testid="invoice-einvoice-history">
        {exports.map((exported) => (
          <li key={exported.id} data-testid="invoice-einvoice-export">
            <span className="invoice-einvoice-subject">
              {localDigits(String(exported.subject), language)} — {t(subjectKey(exported.subject))}
            </span>
            <span className="invoice-muted">{formatDate(exported.exportedAt, language, { withTime: true })}</span>
            <code dir="ltr" className="invoice-einvoice-taxid" title={t('WEB_EINVOICE_TAX_ID')}>
              {exported.taxId}
            </code>
            <Button
              variant="text"
              size="sm"
              onClick={() =>
                downloadTextFile(
                  moadianFileName(invoice, exported),
                  JSON.stringify(exported.document, null, 2),
                  'application/json',
                )
              }
              data-testid="invoice-einvoice-redownload"
            >
              {t('WEB_EINVOICE_DOWNLOAD_AGAIN')}
            </Button>
            {exported.referenceTaxId && (
              <span className="invoice-einvoice-reference">
                {t('WEB_EINVOICE_REFERS_TO')} <code dir="ltr">{exported.referenceTaxId}</code>
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The codes of a refused export, each listed in its own words: the refusal's, then its fields'. */
const problemsOf = (error: unknown) =>
  error instanceof ApiError
    ? [...new Set([error.serverMessage ?? 'WEB_EINVOICE_FAILED', ...error.fieldErrors.map((field) => field.message)])]
    : ['WEB_EINVOICE_FAILED'];

/**
 * The invoice page's e-invoice card (sales that are e-invoices): type and pattern; once issued, the export of the
 * original for the tax system, then whichever of a correction, cancellation or return applies (the server says
 * which), each downloaded as JSON and kept in the list below with its tax id and the tax id it refers to. What the
 * server refuses is listed in the card, each problem in its own words. `mayWrite`: the role may export.
 */
export function EinvoiceCard({ invoice, companyId, mayWrite }: Omit<InvoicePanelProps, 'unit'>) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const einvoice = invoice.kind === 'SELL' && invoice.einvoiceType !== null;
  const queryKey = [...areaKeys.invoices, companyId, 'moadian', invoice.id];
  const history = useQuery({
    queryKey,
    queryFn: () => listMoadianExports(apiClient, companyId, invoice.id),
    enabled: einvoice,
  });
  const make = useMutation({
    mutationFn: (subject: Subject) => exportMoadian(apiClient, companyId, invoice.id, subject),
    onSuccess: async (exported) => {
      downloadTextFile(
        moadianFileName(invoice, exported),
        JSON.stringify(exported.document, null, 2),
        'application/json',
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  if (!einvoice || invoice.einvoiceType === null) return null;
  const exports = history.data?.exports ?? [];
  const allowed = new Set(
    (history.data?.subjects ?? []).filter(({ refusal }) => refusal === null).map(({ subject }) => subject),
  );
  // The original is offered until it is exported, even when refused, so a click lists what keeps it back.
  const offerOriginal = issued.has(invoice.status) && history.isSuccess && exports.length === 0;
  const followUps = ([2, 4, 3] as const).filter((subject) => allowed.has(subject));
  const number = (value: number) => localDigits(String(value), language);
  const problems = make.isError ? problemsOf(make.error) : [];
  return (
    <InvoiceCard title={t('WEB_EINVOICE_TITLE')} testId="invoice-einvoice">
      <dl className="invoice-facts">
        <div>
          <dt>{t('WEB_EINVOICE_TYPE')}</dt>
          <dd data-testid="invoice-einvoice-type-fact">
            {number(invoice.einvoiceType)} — {t(typeKey(invoice.einvoiceType))}
          </dd>
        </div>
        {invoice.einvoicePattern !== null && (
          <div>
            <dt>{t('WEB_EINVOICE_PATTERN')}</dt>
            <dd data-testid="invoice-einvoice-pattern-fact">
              {number(invoice.einvoicePattern)} — {t(patternKey(invoice.einvoicePattern))}
            </dd>
          </div>
        )}
      </dl>
      {invoice.status === 'DRAFT' && <p className="invoice-hint">{t('WEB_EINVOICE_ISSUE_FIRST')}</p>}
      {mayWrite && (offerOriginal || followUps.length > 0) && (
        <div className="invoice-einvoice-actions">
          {offerOriginal && (
            <Button
              variant="outline"
              size="sm"
              loading={make.isPending && make.variables === 1}
              disabled={make.isPending}
              onClick={() => make.mutate(1)}
              data-testid="invoice-einvoice-download"
            >
              {t('WEB_EINVOICE_DOWNLOAD')}
            </Button>
          )}
          {followUps.map((subject) => (
            <Button
              key={subject}
              variant="outline"
              size="sm"
              loading={make.isPending && make.variables === subject}
              disabled={make.isPending}
              onClick={() => make.mutate(subject)}
              data-testid={`invoice-einvoice-export-${subject}`}
            >
              {t(actionKey(subject))}
            </Button>
          ))}
        </div>
      )}
      {problems.length > 0 && (
        <ul className="field-error invoice-einvoice-problems" role="alert" data-testid="invoice-einvoice-problems">
          {problems.map((code) => (
            <li key={code}>{t(code)}</li>
          ))}
        </ul>
      )}
      <ExportHistory invoice={invoice} exports={exports} />
    </InvoiceCard>
  );
}
