import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { recordAreaPages } from '../../ui/record-not-found.tsx';
import { CompanyHubScreen } from './company-hub-screen.tsx';
import { CompanyInfoScreen } from './company-info-screen.tsx';
import { companyLoaders } from './company-loaders.ts';
import { CompanySettingsScreen } from './company-settings-screen.tsx';
import { PaymentMethodListScreen } from './payment-method-list-screen.tsx';
import { CreatePaymentMethodScreen, EditPaymentMethodScreen } from './payment-method-screens.tsx';

const page = recordAreaPages({
  title: 'WEB_PAYMENT_METHOD_NOT_FOUND_TITLE',
  body: 'WEB_PAYMENT_METHOD_NOT_FOUND_BODY',
  listPath: '/company/payment-methods',
  testId: 'payment-method-not-found',
});

/**
 * The company area's lazy chunk: each page's screen with its loader (kept here, not in the route tree, so the
 * contracts and query options stay out of the first download).
 */
export function companyPages(deps: RouteDeps) {
  const loaders = companyLoaders(deps);
  return {
    hub: page.list(CompanyHubScreen, loaders.hub),
    info: page.list(CompanyInfoScreen, loaders.info),
    settings: page.list(CompanySettingsScreen, loaders.settings),
    paymentMethods: page.list(PaymentMethodListScreen, loaders.paymentMethods),
    newPaymentMethod: page.list(CreatePaymentMethodScreen, loaders.newPaymentMethod),
    editPaymentMethod: page.record(EditPaymentMethodScreen, loaders.editPaymentMethod),
  };
}
