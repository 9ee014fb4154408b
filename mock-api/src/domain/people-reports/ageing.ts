/** An amount on the natural side of the account (a debtor's debit, a creditor's credit) and its date. */
export interface AgeingEntry {
  date: string;
  amount: number;
}

export interface Ageing {
  days0to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
}

export interface AgedBalance extends Ageing {
  balance: number;
  oldestOpenDate: string | null;
}

const dayMs = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / dayMs);

export const noAgeing = (): Ageing => ({ days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 });

function bucketOf(days: number): keyof Ageing {
  if (days <= 30) return 'days0to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/**
 * FIFO ageing. The entries that push the balance its way (the charges) are settled oldest first by the ones that
 * pull against it (the settlements, summed); what is left of each charge is aged by its days to `asOf`. So the
 * buckets add up to the balance, with its sign: a customer who paid ahead (a credit balance on receivables) has the
 * unused payments aged the same way. Entries must be in date order.
 */
export function ageBalance(entries: readonly AgeingEntry[], asOf: string): AgedBalance {
  const balance = entries.reduce((sum, entry) => sum + entry.amount, 0);
  const aged: AgedBalance = { balance, ...noAgeing(), oldestOpenDate: null };
  if (balance === 0) return aged;
  const sign = balance > 0 ? 1 : -1;
  let settling = entries.reduce((sum, entry) => sum + Math.max(-entry.amount * sign, 0), 0);
  for (const entry of entries) {
    const charge = entry.amount * sign;
    if (charge <= 0) continue;
    const taken = Math.min(charge, settling);
    settling -= taken;
    const open = charge - taken;
    if (open === 0) continue;
    aged.oldestOpenDate ??= entry.date;
    aged[bucketOf(daysBetween(entry.date, asOf))] += open * sign;
  }
  return aged;
}

export function addAgeing<T extends Ageing & { balance: number }>(into: T, row: Ageing & { balance: number }): T {
  into.balance += row.balance;
  into.days0to30 += row.days0to30;
  into.days31to60 += row.days31to60;
  into.days61to90 += row.days61to90;
  into.over90 += row.over90;
  return into;
}
