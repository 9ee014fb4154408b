import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { activeCompanyId } from '../../lib/session/active-company.ts';
import { listTerminalsQuery } from './api.ts';

async function terminals({ queryClient }: RouteDeps) {
  const companyId = activeCompanyId();
  return companyId === null ? [] : queryClient.query(listTerminalsQuery(companyId));
}

/** SPEC §2: /pay goes to the first terminal, or to /pay/new when the company has none. */
export function payIndexLoader(deps: RouteDeps) {
  return async () => {
    const [first] = await terminals(deps);
    throw redirect(first ? `/pay/terminals/${first.id}` : '/pay/new');
  };
}

/** SPEC §2, §8: a terminal id not in the company's list redirects to /pay/new. */
export function terminalLoader(deps: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const terminal = (await terminals(deps)).find((item) => String(item.id) === params.id);
    if (!terminal) throw redirect('/pay/new');
    return terminal;
  };
}
