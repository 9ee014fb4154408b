import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckboxField } from '../../../ui/fields/checkbox-field.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { apiClient, treasuryClient, treasuryMutation, treasurySettingsQuery } from './treasury-queries.ts';
import { useTreasuryScreen } from './treasury-parts.tsx';

/** The company's rule for cash boxes: paid below zero or not (not by default: payments are then refused). */
export function CashSetting() {
  const { t, companyId } = useTreasuryScreen();
  const queryClient = useQueryClient();
  const settings = useQuery(treasurySettingsQuery(companyId)).data;
  const save = useMutation(
    treasuryMutation(queryClient, companyId, (cashMayGoNegative: boolean) =>
      treasuryClient.updateTreasurySettings(apiClient, companyId, { cashMayGoNegative }),
    ),
  );
  if (!settings) return null;
  return (
    <CheckboxField
      label={t('WEB_TREASURY_CASH_MAY_GO_NEGATIVE')}
      hint={t('WEB_TREASURY_CASH_MAY_GO_NEGATIVE_HINT')}
      checked={save.isPending ? save.variables : settings.cashMayGoNegative}
      disabled={save.isPending}
      onChange={(event) => {
        save.mutate(event.target.checked, { onError: (error) => void notify.error(error) });
      }}
      data-testid="cash-may-go-negative"
    />
  );
}
