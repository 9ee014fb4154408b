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

createRoot(container).render(
  <StrictMode>
    <AppRoot queryClient={queryClient} router={router} />
  </StrictMode>,
);

// The QA fault-lab panel exists only in development builds; the import keeps it out of production bundles.
if (import.meta.env.DEV) void import('./dev-panel/mount-dev-panel.tsx').then((panel) => panel.mountDevPanel());
