import { onlineManager } from '@tanstack/react-query';
import { createReachability } from './reachability.ts';

let healthCall: () => Promise<boolean> = async () => true;

/**
 * The app's one reachability state of the main API host (the payment host being down leaves the rest working). The
 * HTTP client reports every call to it; its health call is connected by the client module (`connectHealthCall`), so
 * this module imports no client.
 */
export const apiReachability = createReachability({ probe: () => healthCall() });

/** The light call made with backoff while the API does not answer. */
export function connectHealthCall(call: () => Promise<boolean>): void {
  healthCall = call;
}

// TanStack Query's idea of online follows the API's, not the browser's `online` events.
onlineManager.setEventListener((setOnline) => apiReachability.subscribe((state) => setOnline(state.online)));
