import { useEffect, useRef, useState } from 'react';
import { type DraftScope, readDraft, removeDraft, type StoredDraft, writeDraft } from '../../lib/forms/draft-store.ts';
import { activeCompanyId } from '../../lib/session/active-company.ts';
import { useCachedProfileField } from '../../lib/session/use-cached-profile.ts';

export interface FormDraft<V> {
  /** A draft kept from an earlier visit, offered back until restored or discarded; null when there is none. */
  offer: StoredDraft<V> | null;
  restore(): void;
  discard(): void;
  /** The form was saved: its draft is done with. */
  clear(): void;
  /** A form that stays open once saved (settings): its draft is done with, and what was saved is the new start. */
  savedAs(values: V): void;
}

export interface FormDraftOptions<V> {
  /** The form's name (`stakeholder`, `invoice`…) and the record it edits (null: a new one). */
  form: string;
  recordId: string | number | null;
  /** The values as typed, and how to put a restored draft back into the form. */
  values: V;
  setValues(values: V): void;
  /** The values the form opened with: a draft equal to them is nothing to keep. */
  initial: V;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Nothing typed is lost: a create or edit form's values are kept as a draft (per user, company, form and record) on
 * every change, so a failed save, a reload or a closed tab leaves them; the next visit offers them back («draft from
 * 10:42: restore or discard»). Saving (`useFormSubmit`'s `draft`) or discarding removes the draft; sign-out removes
 * them all. Secret-named fields are never kept (draft-store.ts).
 *
 * API: `const draft = useFormDraft({ form: 'item', recordId, values, setValues, initial })`, then
 * `useFormSubmit({ …, draft })` and `<DraftOffer draft={draft} />` at the top of the form.
 */
export function useFormDraft<V>({ form, recordId, values, setValues, initial }: FormDraftOptions<V>): FormDraft<V> {
  const user = useCachedProfileField((profile) => profile.info.email) ?? '';
  const scope: DraftScope = { user, companyId: activeCompanyId(), form, recordId };
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const [offer, setOffer] = useState<StoredDraft<V> | null>(() => {
    const stored = readDraft<V>(scope);
    return stored && !same(stored.values, initial) ? stored : null;
  });
  const cleared = useRef(false);
  const initialRef = useRef(initial);

  // Written on every change, not on unload: a closed tab or a crashed phone browser never says goodbye. While a
  // draft is offered it is not overwritten, so looking at the form does not lose it.
  useEffect(() => {
    if (offer || cleared.current || !user) return;
    if (same(values, initialRef.current)) removeDraft(scopeRef.current);
    else writeDraft(scopeRef.current, values);
  }, [values, offer, user]);

  return {
    offer,
    restore() {
      if (offer) setValues(offer.values);
      setOffer(null);
    },
    discard() {
      removeDraft(scopeRef.current);
      setOffer(null);
    },
    clear() {
      cleared.current = true;
      removeDraft(scopeRef.current);
    },
    savedAs(saved) {
      initialRef.current = saved;
      removeDraft(scopeRef.current);
    },
  };
}
