import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '../../../lib/format/format-amount.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { getStakeholderQuery } from '../../../lib/query/stakeholder-record-query.ts';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { dateParam, idParam } from '../report-params.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { PartyPicker } from './cheque-pickers.tsx';
import { onceChosen } from '../../../lib/query/once-chosen.ts';

/**
 * The list's filters, each kept in the URL as it changes (a filtered list is a link): the due range in the page's
 * calendar, the person, the bank by part of its name, the amount range and a search of the Sayad id, serial and
 * drawer. A change starts again at page one.
 */
export function ChequeListFilters() {
  const { t, params, set, language, companyId } = useTreasuryScreen();
  const personId = idParam(params, 'person');
  const person = useQuery(onceChosen(personId, (id) => getStakeholderQuery(companyId, id))).data;
  const change = (changes: Record<string, string | number | null>) => set({ ...changes, page: null });
  const amount = (name: 'amountMin' | 'amountMax') => {
    const value = params.get(name);
    return value ? formatAmount(Number(value), language) : '';
  };
  return (
    <div className="filter-bar cheque-filters">
      <TextField
        label={t('WEB_CHEQUE_SEARCH')}
        value={params.get('q') ?? ''}
        onChange={(event) => change({ q: event.target.value })}
        data-testid="cheques-search"
      />
      <DateField
        label={t('WEB_CHEQUE_DUE_FROM')}
        value={dateParam(params, 'dueFrom') ?? ''}
        onChange={(iso) => change({ dueFrom: iso || null })}
        data-testid="cheques-due-from"
      />
      <DateField
        label={t('WEB_CHEQUE_DUE_TO')}
        value={dateParam(params, 'dueTo') ?? ''}
        onChange={(iso) => change({ dueTo: iso || null })}
        data-testid="cheques-due-to"
      />
      <PartyPicker
        label={t('WEB_CHEQUE_PERSON')}
        value={personId ? { id: personId, name: person?.displayName ?? '' } : null}
        onChange={(party) => change({ person: party?.id ?? null })}
        data-testid="cheques-person"
      />
      <TextField
        label={t('WEB_CHEQUE_BANK')}
        value={params.get('bank') ?? ''}
        onChange={(event) => change({ bank: event.target.value })}
        data-testid="cheques-bank"
      />
      {(['amountMin', 'amountMax'] as const).map((name) => (
        <AmountField
          key={name}
          label={t(name === 'amountMin' ? 'WEB_CHEQUE_AMOUNT_MIN' : 'WEB_CHEQUE_AMOUNT_MAX')}
          unit={t('WEB_CURRENCY_RIAL')}
          value={amount(name)}
          onChange={(text) => {
            const rials = parseAmount(text);
            change({ [name]: rials === undefined || Number.isNaN(rials) ? null : rials });
          }}
          data-testid={`cheques-${name}`}
        />
      ))}
    </div>
  );
}
