import { Journal } from './journal.ts';
import { RuleStore } from './rule-store.ts';

/** Mutable settings other parts of the server read on every use (token issuing, token checks). */
export interface LabSettings {
  /** Lifetime of newly issued access tokens; null means the server's configured default. */
  accessTokenTtlSeconds: number | null;
  /**
   * Access tokens issued at or before this second (JWT `iat`) are treated as expired: the "access token expired"
   * scenario, which the real API produces when a token outlives its lifetime. Refreshed tokens are newer.
   */
  accessTokenCutoff: number | null;
  /** The documented calls answer only SPEC's documented fields (documented-minimum.ts). */
  documentedMinimum: boolean;
}

export interface FaultLab {
  rules: RuleStore;
  journal: Journal;
  settings: LabSettings;
  /** Undo steps of scenarios that changed more than rules (settings, versions), by scenario name. */
  undo: Map<string, () => void>;
}

export function createFaultLab(): FaultLab {
  return {
    rules: new RuleStore(),
    journal: new Journal(),
    settings: { accessTokenTtlSeconds: null, accessTokenCutoff: null, documentedMinimum: false },
    undo: new Map(),
  };
}

/** Whether the lab changes no call: no rule, no token cut-off, no documented-minimum answers (or no lab at all). */
export function labLeavesCallsAlone(lab: FaultLab | undefined): boolean {
  return !lab || (lab.rules.size === 0 && !lab.settings.documentedMinimum && lab.settings.accessTokenCutoff === null);
}
