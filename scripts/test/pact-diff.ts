/** The parts of a pact file the drift check compares. */
interface PactFile {
  interactions?: { description?: string; providerStates?: { name?: string }[] }[];
}

function keyOf(interaction: NonNullable<PactFile['interactions']>[number]): string {
  const states = (interaction.providerStates ?? []).map((state) => state.name).join(' & ');
  return `${interaction.description ?? '(no description)'}${states ? ` [given ${states}]` : ''}`;
}

/** Canonical JSON: object keys sorted, so the same content always compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Lines naming each interaction added, removed or changed between the committed and the regenerated pact. */
export function diffPact(committed: PactFile | undefined, regenerated: PactFile | undefined): string[] {
  const index = (file: PactFile | undefined) =>
    new Map((file?.interactions ?? []).map((i) => [keyOf(i), canonical(i)]));
  const before = index(committed);
  const after = index(regenerated);
  const lines: string[] = [];
  for (const [key, body] of after) {
    if (!before.has(key)) lines.push(`added:   ${key}`);
    else if (before.get(key) !== body) lines.push(`changed: ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) lines.push(`removed: ${key}`);
  return lines;
}
