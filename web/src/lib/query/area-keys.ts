/**
 * Root query keys of the data areas, in one module (DESIGN "Packages"): a mutation in one area (an invoice) can
 * invalidate another's data (a customer's balance) by its root key without importing that area.
 *
 * API: `areaKeys.<area>` is a readonly array; a feature builds its keys under it (`[...areaKeys.items, companyId,
 * 'list', query]`) and invalidates the whole area with `queryClient.invalidateQueries({ queryKey: areaKeys.items })`.
 */
export const areaKeys = {
  profile: ['profile'],
  company: ['company'],
  stakeholders: ['stakeholders'],
  items: ['items'],
  banking: ['banking'],
  pay: ['pay'],
  accounting: ['accounting'],
  invoices: ['invoices'],
  moneyRecords: ['money-records'],
  employees: ['employees'],
  apiKeys: ['api-keys'],
} as const;
