import type { ReactNode } from 'react';
import { type FlagVariant, useFeature, useFeatureVariant } from './flag-store.ts';

export { type FlagVariant, useFeature, useFeatureVariant };

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
