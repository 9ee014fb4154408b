/**
 * The documented minimum (issue 20): what SPEC §3 and §7 document of the calls they name, and nothing the mock adds.
 * With the lab's `documentedMinimum` setting on, these answers are cut down to it, so the SPA can be run (and tested)
 * against answers the real API is only promised to give.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(value: unknown, keys: readonly string[]): Json {
  const source = isObject(value) ? value : {};
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}

const listOf = (value: unknown, keys: readonly string[]) =>
  Array.isArray(value) ? value.map((v) => pick(v, keys)) : [];

const minimums: Record<string, (body: Json) => Json> = {
  // SPEC §3 app setting: success and itemInfo with appVersion, forceUpdate, dashboardStructureTimeStamp, translationVersion.
  'main GET /api/v1/app-setting/app-version': (body) => ({
    success: body.success,
    itemInfo: pick(body.itemInfo, ['appVersion', 'forceUpdate', 'dashboardStructureTimeStamp', 'translationVersion']),
  }),
  // SPEC §3 profile: info (role, email), preferences (langDir, lang), companies (companyId).
  'main GET /api/v1/users/profile': (body) => ({
    success: body.success,
    info: pick(body.info, ['role', 'email']),
    preferences: pick(body.preferences, ['langDir', 'lang']),
    companies: listOf(body.companies, ['companyId']),
  }),
  // SPEC §7 terminals: data, a list of terminals with id.
  'pay GET /api/v1/pay/terminals': (body) => ({ data: listOf(body.data, ['id']) }),
};

/** The cut-down body of a documented call's successful answer, or undefined when the call is not one of them. */
export function documentedMinimum(host: 'main' | 'pay', method: string, path: string, body: unknown): Json | undefined {
  const cut = minimums[`${host} ${method} ${path}`];
  return cut && isObject(body) ? cut(body) : undefined;
}
