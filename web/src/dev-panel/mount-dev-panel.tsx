import { createRoot } from 'react-dom/client';
import { DevPanel } from './dev-panel.tsx';

/** A React root of its own, so the panel never depends on the app's providers or router state. */
export function mountDevPanel(): void {
  const host = document.createElement('div');
  host.id = 'qa-dev-panel';
  document.body.append(host);
  createRoot(host).render(<DevPanel />);
}
