import { useSyncExternalStore } from 'react';
import { apiReachability } from './api-reachability.ts';
import type { ReachabilityState } from './reachability.ts';

/** The API's reachability, re-rendering when it changes. */
export function useReachability(): ReachabilityState {
  return useSyncExternalStore(apiReachability.subscribe, apiReachability.state);
}
