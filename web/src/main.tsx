import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppSettingPanel } from './app/app-setting-panel.tsx';
import { createQueryClient } from './app/query-client.ts';
import './app/styles.css';
import { PlatformProviders } from './platform/platform-providers.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <PlatformProviders>
        <AppSettingPanel />
      </PlatformProviders>
    </QueryClientProvider>
  </StrictMode>,
);
