import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient, refetchWhenReachable } from './app/query-client.ts';
import { createAppRouter } from './app/routing/create-router.ts';
import { sendEarlyRequests } from './app/routing/early-requests.ts';
import { apiReachability } from './lib/network/api-reachability.ts';
import { refreshToken } from './lib/session/tokens.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const shown = container;

/** Resolves once the router has the first screen's code (its lazy chunk), at once if it needs none. */
function initialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Start-up in steps, each its own task (issue 19: a phone's main thread stays free for a tap between them): the
 * bundle's evaluation, then the router (its first match and the first screen's chunk), then React's first render,
 * which as a transition is itself cut into slices; only its commit is one piece.
 */
async function start() {
  await yieldToMain();
  // One query cache and one router for the page's life, created outside React (the router's loaders use the cache).
  const queryClient = createQueryClient();
  // The screens already visited, as last fetched: what a reload shows while the API does not answer. Its module
  // (IndexedDB) loads only for a signed-in start, so /login's first download stays as it was (issue 19's budget).
  const keptCache = () => import('./lib/query/persisted-cache.ts');
  if (refreshToken()) {
    // Kept answers are for when the API does not answer: one health call first says whether it does. While it does,
    // the screens fetch as ever (a kept answer shown first would hide a change made since); once it stops answering,
    // the kept answers fill in what this page has not fetched itself.
    const [kept] = await Promise.all([keptCache(), apiReachability.check()]);
    if (apiReachability.state().online) kept.restoreWhenUnreachable(queryClient);
    else await kept.restoreCache(queryClient);
  }
  refetchWhenReachable(queryClient);
  sendEarlyRequests(queryClient, window.location.pathname);
  // Starting the requests (and the contracts' preloads) and the router's first match are a task each on a phone.
  await yieldToMain();
  const router = createAppRouter({ queryClient });
  // index.html's static sign-in shell (build/login-shell, issue 19) stays until the router has /login's chunk:
  // rendering at once would swap it for the start-up loading screen meanwhile. React's first commit replaces it.
  if (shown.hasAttribute('data-shell')) await initialized(router);
  await yieldToMain();
  const root = createRoot(shown);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoot queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
  // Kept from the first render on; a sign-in in this page is kept as well (writes wait for a refresh token).
  (await keptCache()).persistCache(queryClient);
}

void start();

// The QA fault-lab panel exists only in development builds; the import keeps it out of production bundles.
if (import.meta.env.DEV) void import('./dev-panel/mount-dev-panel.tsx').then((panel) => panel.mountDevPanel());
