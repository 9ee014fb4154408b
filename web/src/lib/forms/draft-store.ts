import { fingerprint } from '../api/idempotency-keys.ts';
import { readWork, removeWork, writeWork } from '../storage/work-store.ts';

/** Whose and which form a draft is: one user, one company, one form, one record (or a new one). */
export interface DraftScope {
  /** The signed-in user (their e-mail, only its hash is kept). */
  user: string;
  companyId: number | null;
  /** The form, e.g. `stakeholder`, `invoice`, `voucher`. */
  form: string;
  /** The record being edited; null for a create form. */
  recordId: string | number | null;
}

export interface StoredDraft<V> {
  values: V;
  /** When it was last written (ms since the epoch): the offer says "draft from 10:42". */
  savedAt: number;
}

/** A field whose name says it holds a secret is never written into a draft. */
const secretField = /password|passcode|secret|token|^otp|otpcode|cvv|cvc|^pin$/i;

/**
 * The draft's storage name: `draft.<user hash>.<company>.<form>.<record or new>`. The user's e-mail is hashed so that
 * local storage does not list who used the device.
 */
export function draftKey(scope: DraftScope): string {
  const record = scope.recordId === null ? 'new' : String(scope.recordId);
  return `draft.${fingerprint({ url: scope.user, body: undefined })}.${scope.companyId ?? 'none'}.${scope.form}.${record}`;
}

/** The values with any secret-named field left out, at any depth (an invoice's lines are an array of objects). */
export function withoutSecrets<V>(values: V): V {
  if (Array.isArray(values)) return values.map(withoutSecrets) as V;
  if (!values || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !secretField.test(name))
      .map(([name, value]) => [name, withoutSecrets(value)]),
  ) as V;
}

export function readDraft<V>(scope: DraftScope): StoredDraft<V> | null {
  try {
    const stored = JSON.parse(readWork(draftKey(scope)) ?? 'null') as StoredDraft<V> | null;
    return stored && typeof stored.savedAt === 'number' && stored.values !== undefined ? stored : null;
  } catch {
    return null;
  }
}

export function writeDraft<V>(scope: DraftScope, values: V, now = Date.now()): void {
  writeWork(draftKey(scope), JSON.stringify({ values: withoutSecrets(values), savedAt: now }));
}

export function removeDraft(scope: DraftScope): void {
  removeWork(draftKey(scope));
}
