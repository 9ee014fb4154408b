import type { FlagVariant } from '../../platform/flags/flag-store.ts';

/** How the dashboard is laid out: the flag's variant name and its columns on a wide screen. */
export interface DashboardLayout {
  /** `standard` while the flag is off or has no variant; else the variant's name (`compact`, …). */
  name: string;
  columns: number;
  /** A compact layout shows fewer lines per widget and a shorter chart. */
  compact: boolean;
}

const standard: DashboardLayout = { name: 'standard', columns: 3, compact: false };

function payloadColumns(variant: FlagVariant): number | undefined {
  if (variant.payload?.type !== 'json') return undefined;
  try {
    const columns = (JSON.parse(variant.payload.value) as { columns?: unknown } | null)?.columns;
    return typeof columns === 'number' && Number.isInteger(columns) ? Math.min(4, Math.max(1, columns)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `dashboard-layout` flag's variant and payload (`compact`, `{"columns":2}`) as a layout. A payload that is not
 * the JSON expected keeps the variant's own default, so a typo in the flag service never breaks the dashboard.
 */
export function layoutOf(variant: FlagVariant): DashboardLayout {
  if (!variant.enabled || variant.name === 'disabled') return standard;
  const compact = variant.name === 'compact';
  return { name: variant.name, compact, columns: payloadColumns(variant) ?? (compact ? 2 : standard.columns) };
}
