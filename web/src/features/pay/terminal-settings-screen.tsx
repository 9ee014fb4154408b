import { type TerminalDetail, terminalSettingsSchema } from '@daftar/contracts/endpoints/pay-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { checkInput } from '../../lib/forms/field-errors.ts';
import { useFieldBinder } from '../../ui/fields/field-binder.ts';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { updateTerminalSettingsMutation } from './api.ts';
import { SettlementIbanField, TerminalUrlField } from './terminal-fields.tsx';
import { useTerminal } from './use-terminal.ts';

interface SettingsValues {
  name: string;
  callbackUrl: string;
  settlementIban: string;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

function SettingsForm({ terminal }: { terminal: TerminalDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues, draft] = useDraftState<SettingsValues>(
    {
      name: terminal.name,
      callbackUrl: terminal.callbackUrl ?? '',
      settlementIban: terminal.settlementIban ?? '',
    },
    { form: 'pay-terminal-settings', recordId: terminal.id },
  );
  const update = useMutation(updateTerminalSettingsMutation(queryClient, terminal.id));
  const back = `/pay/terminals/${terminal.id}`;
  const form = useFormSubmit({
    check: () =>
      checkInput(terminalSettingsSchema, {
        name: values.name,
        callbackUrl: blankToNull(values.callbackUrl),
        settlementIban: blankToNull(values.settlementIban),
      }),
    send: async (input) => {
      await update.mutateAsync(input);
      void notify.success(t('WEB_PAY_SETTINGS_SAVED'));
      navigate(back);
    },
    errorFields: { SETTLEMENT_IBAN_REQUIRED: 'settlementIban' },
    draft,
  });
  const { bind } = useFieldBinder({ values, setValues, errors: form.errors, testIdPrefix: 'terminal' });
  return (
    <DraftForm form={form} draft={draft} className="pay-form page-card wide" testId="terminal-settings">
      <div className="form-grid">
        <TextField label={t('WEB_PAY_TERMINAL_NAME')} {...bind.text('name')} required />
        <TerminalUrlField
          label={t('WEB_PAY_CALLBACK_URL')}
          hint={t('WEB_PAY_CALLBACK_URL_HINT')}
          {...bind.text('callbackUrl')}
        />
        <SettlementIbanField
          hint={t(terminal.kind === 'dedicated' ? 'WEB_PAY_IBAN_HINT' : 'WEB_PAY_IBAN_SHARED_HINT')}
          {...bind.text('settlementIban')}
          required={terminal.kind === 'dedicated'}
        />
      </div>
      <FormFooter state={form} cancelTo={back} />
    </DraftForm>
  );
}

/** /pay/terminals/{id}/settings: the terminal's name, callback URL and settlement account. */
export function TerminalSettingsScreen() {
  const { terminal } = useTerminal();
  return terminal ? <SettingsForm key={terminal.id} terminal={terminal} /> : null;
}
