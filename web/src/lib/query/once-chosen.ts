/**
 * A query that cannot be asked before a choice is made (a person, a tafsili): disabled until the id is there, its
 * key made with a placeholder id meanwhile, so the screen can call `useQuery` unconditionally.
 */
export function onceChosen<O extends object>(
  id: number | undefined,
  options: (id: number) => O,
): O & { enabled: boolean } {
  return { ...options(id ?? 0), enabled: id !== undefined };
}
