/**
 * Failures of the bank's core the fault lab arms (fault-lab/banking-scenarios.ts): they happen after the core has
 * done its work, which a rule in front of the handler cannot imitate. Kept per database handle, in memory, like
 * the lab's other state; a lab reset or the scenario's own reset disarms them.
 */
interface CoreFaults {
  /** Confirmations whose answer is lost after the debit committed (the gateway times out). */
  timeoutsAfterDebit: number;
}

const armed = new WeakMap<object, CoreFaults>();

export function armTimeoutAfterDebit(db: object, times = 1): () => void {
  armed.set(db, { timeoutsAfterDebit: times });
  return () => armed.delete(db);
}

/** True (and one use spent) when the next confirmation's answer is to be lost. */
export function takeTimeoutAfterDebit(db: object): boolean {
  const faults = armed.get(db);
  if (!faults || faults.timeoutsAfterDebit <= 0) return false;
  faults.timeoutsAfterDebit--;
  return true;
}
