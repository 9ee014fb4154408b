/**
 * SPEC §7 session-replay analytics: loaded only when the build names the tag (VITE_ANALYTICS_SCRIPT_URL) and the
 * browser is online. Unset by default, so development, tests and offline use load nothing external; the
 * production CSP (platform/csp.ts) allows exactly that script's origin and nothing else.
 */
export function loadAnalytics(scriptUrl: string | undefined = import.meta.env.VITE_ANALYTICS_SCRIPT_URL): boolean {
  if (!scriptUrl || !navigator.onLine) return false;
  if (document.querySelector('script[data-analytics]')) return true;
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  script.dataset.analytics = 'session-replay';
  document.head.append(script);
  return true;
}
