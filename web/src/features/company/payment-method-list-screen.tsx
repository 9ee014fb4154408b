import type { PaymentMethod } from '@daftar/contracts/endpoints/payment-methods';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ActiveFilter } from '../../ui/list/active-filter.tsx';
import { KeyedFilter } from '../../ui/list/filter-select.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { ScreenToolbar } from '../../ui/list/screen-toolbar.tsx';
import { type ListScreenOf, useListScreen } from '../../ui/list/use-list-screen.ts';
import { listPaymentMethodsQuery } from './api.ts';
import { paymentMethodColumns } from './payment-method-columns.tsx';
import { paymentMethodKindKeys } from './payment-method-kind.ts';
import { paymentMethodListSpec } from './payment-method-list-spec.ts';
import { listPaymentMethods } from './payment-methods-client.ts';
import './company.css';

type Screen = ListScreenOf<typeof paymentMethodListSpec, PaymentMethod>;

/** /company/payment-methods: how the business takes money and where each method posts, paged on the server. */
export function PaymentMethodListScreen() {
  const screen = useListScreen({ spec: paymentMethodListSpec, columns: paymentMethodColumns, id: 'payment-methods' });
  const { t } = screen;
  const query = useQuery(listPaymentMethodsQuery(screen.companyId, screen.list.query));
  return (
    <>
      <PaymentMethodToolbar screen={screen} canExport={(query.data?.meta.total ?? 0) > 0} />
      <ScreenResults
        screen={screen}
        query={query}
        caption={t('WEB_PAYMENT_METHODS_CAPTION')}
        empty={{ title: t('WEB_PAYMENT_METHODS_EMPTY_TITLE'), body: t('WEB_PAYMENT_METHODS_EMPTY_BODY') }}
        action={<ButtonLink to="/company/payment-methods/new">{t('WEB_PAYMENT_METHOD_NEW')}</ButtonLink>}
      />
    </>
  );
}

function PaymentMethodToolbar({ screen, canExport }: { screen: Screen; canExport: boolean }) {
  const { t, list } = screen;
  return (
    <ScreenToolbar
      screen={screen}
      searchLabel={t('WEB_PAYMENT_METHODS_SEARCH')}
      filters={
        <>
          <KeyedFilter list={list} name="kind" label={t('WEB_PAYMENT_METHOD_KIND')} keys={paymentMethodKindKeys} />
          <ActiveFilter list={list} />
        </>
      }
      canExport={canExport}
      fileName="payment-methods"
      fetchPage={(page, pageSize) => listPaymentMethods(apiClient, screen.companyId, { ...list.query, page, pageSize })}
    >
      <ButtonLink to="/company/payment-methods/new" data-testid="payment-methods-new">
        {t('WEB_PAYMENT_METHOD_NEW')}
      </ButtonLink>
    </ScreenToolbar>
  );
}
