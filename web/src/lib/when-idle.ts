/**
 * Runs `task` once the page is idle (at the latest after `timeoutMs`), else in a new task where the browser has no
 * `requestIdleCallback`: work a first paint does not need stays out of its long tasks. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
