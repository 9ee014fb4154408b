/**
 * A choice's options from one table of its values' text keys, translated: the table names each value's text once,
 * and its order is the options' order (what a SegmentedField or a SelectField lists).
 */
export function keyedOptions<V extends string>(
  t: (key: string) => string,
  keys: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  return (Object.keys(keys) as V[]).map((value) => ({ value, label: t(keys[value]) }));
}
