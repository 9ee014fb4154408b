import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { type FormDraft, useFormDraft } from './use-form-draft.ts';

/** Which form a draft belongs to: its name (`item`, `money-income`…) and the record it edits (null: a new one). */
export interface DraftPlace {
  form: string;
  recordId: string | number | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `useState` for a form whose values are one object, with the draft kept beside it: swap
 * `const [values, setValues] = useState(initial)` for
 * `const [values, setValues, draft] = useDraftState(initial, { form: 'item', recordId })`, then give `draft` to
 * `useFormSubmit` (removed once saved) and render `<DraftOffer draft={draft} />` at the top of the form.
 */
export function useDraftState<V>(initial: V, place: DraftPlace): [V, Dispatch<SetStateAction<V>>, FormDraft<V>] {
  const [values, setValues] = useState(initial);
  const draft = useFormDraft<V>({ ...place, values, setValues, initial });
  return [values, setValues, draft];
}

/** The typed values that differ from what the form opened with, by field name: all a draft of separate fields needs. */
type Changed = Record<string, unknown>;

export interface DraftFields {
  draft: FormDraft<Changed>;
  /** `useState` for one field, kept in the draft: `const [amount, setAmount] = kept.field('amount', '')`. */
  field<T>(name: string, initial: T): [T, Dispatch<SetStateAction<T>>];
}

/**
 * A draft for a form that holds its fields in separate states (most dialogs): each `useState(x)` becomes
 * `kept.field('name', x)`, and `kept.draft` goes to `useDialogSubmit` (or `useFormSubmit`), which removes it once
 * saved; `FormDialog` then offers it back by itself. Only fields changed from their opening value are kept, so a
 * form opened and left as it was leaves no draft.
 */
export function useDraftFields(place: DraftPlace): DraftFields {
  const [changed, setChanged] = useState<Changed>({});
  const draft = useFormDraft<Changed>({ ...place, values: changed, setValues: setChanged, initial: {} });
  const initials = useRef<Changed>({});

  function field<T>(name: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
    initials.current[name] = initial;
    const value = (name in changed ? changed[name] : initial) as T;
    const set = (next: SetStateAction<T>) =>
      setChanged((current) => {
        const opened = initials.current[name] as T;
        const before = (name in current ? current[name] : opened) as T;
        // A field's value is never a function here, so a function is always an updater.
        const after = typeof next === 'function' ? (next as (value: T) => T)(before) : next;
        const { [name]: _replaced, ...rest } = current;
        return same(after, opened) ? rest : { ...rest, [name]: after };
      });
    return [value, set];
  }

  return { draft, field };
}
