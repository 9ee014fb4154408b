/** SPEC §5: the debitors-creditors tab is debitors, creditors or absent. */
export type DebitorsTab = 'debitors' | 'creditors' | undefined;

/** Anything else fails parsing, which makes it a route error (SPEC §5). */
export function parseDebitorsTab(value: string | null): DebitorsTab {
  if (value === null) return undefined;
  if (value === 'debitors' || value === 'creditors') return value;
  throw new Error(`Invalid tab "${value}": expected debitors or creditors`);
}
