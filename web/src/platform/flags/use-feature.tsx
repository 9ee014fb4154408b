import { useFlag } from '@unleash/proxy-client-react';
import type { ReactNode } from 'react';

/** Whether a feature flag is on for this user; re-renders when a poll changes it. */
export function useFeature(name: string): boolean {
  return useFlag(name);
}

/** Renders its children only while the flag is on (else `fallback`). */
export function Feature({
  name,
  fallback = null,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return useFeature(name) ? children : fallback;
}
