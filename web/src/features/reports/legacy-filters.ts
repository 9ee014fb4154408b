import type { FilterCondition } from '@daftar/contracts/endpoints/report-filters';

/**
 * Links and saved sets from before the filter builder (`?kind=SELL&statuses=PAID&minTotal=…&groupBy=STATUS`) read
 * as its conditions, so a saved set keeps opening the report it saved. Undefined when the query has none of them.
 */
const legacyKeys = {
  ADVANCE_INVOICE: ['kind', 'statuses', 'minTotal', 'maxTotal', 'unpaidOnly', 'stakeholderId'],
  ADVANCE_CUSTOMER: ['type', 'city', 'minAmount', 'maxAmount', 'withBalanceOnly'],
} as const;
const legacyGroups: Record<string, string> = {
  CUSTOMER: 'party',
  MONTH: 'month',
  STATUS: 'status',
  KIND: 'kind',
  CITY: 'city',
  PROVINCE: 'province',
  TYPE: 'type',
};

const rials = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : undefined);

function range(field: string, low: number | undefined, high: number | undefined): FilterCondition[] {
  if (low !== undefined && high !== undefined && low <= high) return [{ field, op: 'between', value: [low, high] }];
  return [
    ...(low !== undefined ? [{ field, op: 'gte' as const, value: low }] : []),
    ...(high !== undefined ? [{ field, op: 'lte' as const, value: high }] : []),
  ];
}

export function fromLegacyQuery(kind: keyof typeof legacyKeys, params: URLSearchParams): URLSearchParams | undefined {
  const legacyGroup = legacyGroups[params.get('groupBy') ?? ''];
  if (!legacyKeys[kind].some((key) => params.has(key)) && !legacyGroup) return undefined;
  const conditions: FilterCondition[] = [];
  if (kind === 'ADVANCE_INVOICE') {
    const invoiceKind = params.get('kind');
    if (invoiceKind === 'SELL' || invoiceKind === 'PURCHASE') {
      conditions.push({ field: 'kind', op: 'is', value: invoiceKind });
    }
    const statuses = (params.get('statuses') ?? '').split(',').filter(Boolean);
    if (statuses.length > 0) conditions.push({ field: 'status', op: 'oneOf', value: statuses });
    conditions.push(...range('total', rials(params.get('minTotal')), rials(params.get('maxTotal'))));
    if (params.get('unpaidOnly') === 'true') conditions.push({ field: 'balanceDue', op: 'gte', value: 1 });
  } else {
    const type = params.get('type');
    if (type === 'INDIVIDUAL' || type === 'BUSINESS') conditions.push({ field: 'type', op: 'is', value: type });
    const city = params.get('city')?.trim();
    if (city) conditions.push({ field: 'city', op: 'is', value: city });
    conditions.push(...range('amount', rials(params.get('minAmount')), rials(params.get('maxAmount'))));
    if (params.get('withBalanceOnly') === 'true') conditions.push({ field: 'balanceDue', op: 'gte', value: 1 });
  }
  const next = new URLSearchParams(params);
  for (const key of legacyKeys[kind]) next.delete(key);
  if (legacyGroup) next.set('groupBy', legacyGroup);
  if (conditions.length > 0) next.set('where', JSON.stringify(conditions));
  return next;
}
