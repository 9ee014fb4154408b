import type { Endpoint } from './endpoint.ts';
import * as appSetting from './endpoints/app-setting.ts';
import * as auth from './endpoints/auth.ts';
import * as banking from './endpoints/banking.ts';
import * as companies from './endpoints/companies.ts';
import * as dev from './endpoints/dev.ts';
import * as items from './endpoints/items.ts';
import * as mobile from './endpoints/mobile.ts';
import * as mockControl from './endpoints/mock-control.ts';
import * as pay from './endpoints/pay.ts';
import * as stakeholders from './endpoints/stakeholders.ts';
import * as translation from './endpoints/translation.ts';
import * as users from './endpoints/users.ts';

/** Each area's module, under the tag the API reference groups it by. Add a new area here. */
const areas: Record<string, Record<string, unknown>> = {
  'app-setting': appSetting,
  auth,
  users,
  mobile,
  companies,
  stakeholders,
  items,
  translation,
  pay,
  banking,
  dev,
  'mock-control': mockControl,
};

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    'host' in value
  );
}

export interface CatalogueEntry {
  area: string;
  endpoint: Endpoint;
}

/** Every endpoint the API has, in a stable order (area, then path, then method). */
export function catalogue(): CatalogueEntry[] {
  return Object.entries(areas)
    .flatMap(([area, module]) =>
      Object.values(module)
        .filter(isEndpoint)
        .map((endpoint) => ({ area, endpoint })),
    )
    .sort(
      (a, b) =>
        a.area.localeCompare(b.area) ||
        a.endpoint.path.localeCompare(b.endpoint.path) ||
        a.endpoint.method.localeCompare(b.endpoint.method),
    );
}
