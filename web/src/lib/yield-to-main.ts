/** Chromium's Prioritized Task Scheduling API (not yet in TypeScript's DOM library). */
interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can handle input and paint before the rest runs: `scheduler.yield()` where
 * the browser has it (the continuation runs ahead of other queued tasks), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
