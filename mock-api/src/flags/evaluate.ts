import type { FrontendContext, frontendTogglesSchema } from '@daftar/contracts/endpoints/flags';
import type { FeatureFlagRow } from '@daftar/db/schema/flags';
import type { z } from 'zod';

type Toggle = z.infer<typeof frontendTogglesSchema>['toggles'][number];

/** Unleash's answer for a flag without a variant. */
const disabledVariant = { name: 'disabled', enabled: false } as const;

/** FNV-1a, mapped to 1–100: a stable bucket per flag and user, like Unleash's (not bit-identical) stickiness. */
function bucketOf(flag: string, stickiness: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${flag}:${stickiness}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 100) + 1;
}

function isOnFor(flag: FeatureFlagRow, context: FrontendContext): boolean {
  if (!flag.enabled) return false;
  if (flag.rolloutPercent >= 100) return true;
  const stickiness = context.userId ?? context.sessionId ?? '';
  return bucketOf(flag.name, stickiness) <= flag.rolloutPercent;
}

/** The frontend API answers enabled flags only, each with its variant (SPEC §7 feature-flag service). */
export function evaluateFlags(flags: FeatureFlagRow[], context: FrontendContext): Toggle[] {
  return flags
    .filter((flag) => isOnFor(flag, context))
    .map((flag) => ({
      name: flag.name,
      enabled: true as const,
      impressionData: flag.impressionData,
      variant: flag.variantName
        ? {
            name: flag.variantName,
            enabled: true,
            ...(flag.variantPayloadType && flag.variantPayloadValue !== null
              ? { payload: { type: flag.variantPayloadType, value: flag.variantPayloadValue } }
              : {}),
          }
        : disabledVariant,
    }));
}
