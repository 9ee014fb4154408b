import {
  type SettlementSchedule,
  type TerminalKind,
  type TerminalRequest,
  terminalRequestSchema,
} from '@daftar/contracts/endpoints/pay-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { checkInput } from '../../lib/forms/field-errors.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { companyQuery } from '../../lib/session/company-query.ts';
import { useFieldBinder } from '../../ui/fields/field-binder.ts';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { requestTerminalMutation } from './api.ts';
import { SettlementIbanField, TerminalUrlField } from './terminal-fields.tsx';

interface RequestValues {
  name: string;
  siteUrl: string;
  settlementIban: string;
  settlementSchedule: SettlementSchedule;
}

const blank: RequestValues = { name: '', siteUrl: '', settlementIban: '', settlementSchedule: 'DAILY' };
const introKeys: Record<TerminalKind, string> = {
  shared: 'WEB_PAY_REQUEST_SHARED_INTRO',
  novin: 'WEB_PAY_REQUEST_NOVIN_INTRO',
  dedicated: 'WEB_PAY_REQUEST_DEDICATED_INTRO',
};

/** The form's values as the request of a kind: each kind sends only what it needs (the contract checks it). */
function validateRequest(kind: TerminalKind, values: RequestValues) {
  const name = values.name.trim() === '' ? undefined : values.name;
  const request: TerminalRequest =
    kind === 'shared'
      ? { kind, name }
      : kind === 'novin'
        ? { kind, name, siteUrl: values.siteUrl }
        : { kind, name, settlementIban: values.settlementIban, settlementSchedule: values.settlementSchedule };
  return checkInput(terminalRequestSchema, request);
}

/** /pay/new/{shared,novin,dedicated}: a terminal request of one kind; it waits for the bank's review once sent. */
export function TerminalRequestScreen({ kind }: { kind: TerminalKind }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companyId = requireActiveCompanyId();
  const business = useQuery(companyQuery(companyId)).data?.name ?? '';
  const [values, setValues, draft] = useDraftState(blank, {
    form: `pay-terminal-${kind.toLowerCase()}`,
    recordId: null,
  });
  const request = useMutation(requestTerminalMutation(queryClient, companyId));
  const form = useFormSubmit({
    check: () => validateRequest(kind, values),
    send: async (input) => {
      const terminal = await request.mutateAsync(input);
      void notify.success(t('WEB_PAY_REQUEST_SENT', { name: terminal.name }));
      navigate(`/pay/terminals/${terminal.id}`);
    },
    draft,
  });
  const { set, bind } = useFieldBinder({ values, setValues, errors: form.errors, testIdPrefix: 'terminal' });

  return (
    <DraftForm form={form} draft={draft} className="pay-form page-card wide" testId="terminal-request">
      <p className="form-note">{t(introKeys[kind])}</p>
      <dl className="facts pay-facts">
        <div>
          <dt>{t('WEB_PAY_BUSINESS')}</dt>
          <dd data-testid="terminal-business">{business}</dd>
        </div>
      </dl>
      <div className="form-grid">
        <TextField label={t('WEB_PAY_TERMINAL_NAME')} hint={t('WEB_PAY_TERMINAL_NAME_HINT')} {...bind.text('name')} />
        {kind === 'novin' && (
          <TerminalUrlField
            label={t('WEB_PAY_SITE_URL')}
            hint={t('WEB_PAY_SITE_URL_HINT')}
            {...bind.text('siteUrl')}
            required
          />
        )}
        {kind === 'dedicated' && (
          <>
            <SettlementIbanField hint={t('WEB_PAY_IBAN_HINT')} {...bind.text('settlementIban')} required />
            <SegmentedField
              legend={t('WEB_PAY_SETTLEMENT_SCHEDULE')}
              name="settlementSchedule"
              value={values.settlementSchedule}
              options={[
                { value: 'DAILY', label: t('WEB_PAY_SCHEDULE_DAILY') },
                { value: 'WEEKLY', label: t('WEB_PAY_SCHEDULE_WEEKLY') },
              ]}
              onChange={(value) => set('settlementSchedule', value)}
              testId="terminal-settlement-schedule"
            />
          </>
        )}
      </div>
      <FormFooter state={form} cancelTo="/pay" saveLabel={t('WEB_PAY_REQUEST_SEND')} />
    </DraftForm>
  );
}
