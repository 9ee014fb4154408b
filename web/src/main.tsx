import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/routing/create-router.ts';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// One query cache and one router for the page's life, created outside React (the router's loaders use the cache).
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppRoot queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

// index.html's static sign-in shell (build/login-shell, issue 19) stays until the router has /login's chunk: rendering
// at once would swap it for the start-up loading screen meanwhile. React's first commit then replaces it.
if (container.hasAttribute('data-shell') && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render(container);
  });
} else render(container);

// The QA fault-lab panel exists only in development builds; the import keeps it out of production bundles.
if (import.meta.env.DEV) void import('./dev-panel/mount-dev-panel.tsx').then((panel) => panel.mountDevPanel());
