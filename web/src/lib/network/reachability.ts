/** Whether the API answers, as the app last found out. */
export interface ReachabilityState {
  online: boolean;
  /** When the state last changed (ms since the epoch). */
  since: number;
  /** Health calls made since the API stopped answering. */
  attempts: number;
  /** When the next health call is due while offline; null when online or while one runs. */
  nextProbeAt: number | null;
}

export interface ReachabilityOptions {
  /** A light call to the API: resolves true when it answered (any status), false when it could not be reached. */
  probe(): Promise<boolean>;
  /** The first wait before a health call after a failure, doubled after each failed one up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
}

export interface Reachability {
  state(): ReachabilityState;
  /** Every call's outcome: the API answered (any status) or could not be reached. */
  report(reached: boolean): void;
  /** The user's "try again": a health call now, whatever the backoff says. */
  retryNow(): Promise<void>;
  /**
   * A health call now even while online: at start-up, when a page shown from kept answers may make no call at all
   * and would otherwise not learn that the API is away.
   */
  check(): Promise<void>;
  subscribe(listener: (state: ReachabilityState) => void): () => void;
}

/** The wait before health call number `attempt` (0-based): 1 s, 2 s, 4 s… up to the cap. */
export function backoffDelay(attempt: number, firstDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(attempt, 30));
}

/**
 * Online means the API answers, not `navigator.onLine` (a shop's Wi-Fi is "online" with no route to the API). Calls
 * report their outcome; after the first failure a health call is made with backoff until one is answered, and any
 * answered call (a health call or the user's own) brings the state back at once.
 */
export function createReachability(options: ReachabilityOptions): Reachability {
  const firstDelayMs = options.firstDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const now = options.now ?? Date.now;
  const listeners = new Set<(state: ReachabilityState) => void>();
  let current: ReachabilityState = { online: true, since: now(), attempts: 0, nextProbeAt: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;

  function set(next: ReachabilityState) {
    current = next;
    for (const listener of listeners) listener(current);
  }

  function stopTimer() {
    clearTimeout(timer);
    timer = undefined;
  }

  function schedule() {
    stopTimer();
    const delay = backoffDelay(current.attempts, firstDelayMs, maxDelayMs);
    timer = setTimeout(() => void probe(), delay);
    set({ ...current, nextProbeAt: now() + delay });
  }

  async function probe() {
    if (probing || current.online) return;
    probing = true;
    stopTimer();
    set({ ...current, nextProbeAt: null });
    const reached = await options.probe().catch(() => false);
    probing = false;
    if (reached) return report(true);
    if (current.online) return;
    set({ ...current, attempts: current.attempts + 1 });
    schedule();
  }

  function report(reached: boolean) {
    if (reached === current.online) return;
    stopTimer();
    if (reached) return set({ online: true, since: now(), attempts: 0, nextProbeAt: null });
    set({ online: false, since: now(), attempts: 0, nextProbeAt: null });
    // A health call already under way reschedules itself when it fails.
    if (!probing) schedule();
  }

  async function check() {
    if (!current.online) return probe();
    report(await options.probe().catch(() => false));
  }

  return {
    state: () => current,
    report,
    retryNow: probe,
    check,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
