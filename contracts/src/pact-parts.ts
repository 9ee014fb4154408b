import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Pact files written in parts, merged once. Pact merges every interaction it records into the pact file on disk,
 * re-reading and rewriting the whole file (280 interactions, 1.5 MB): the consumer tests spent most of their 83 s
 * there, one file at a time, since two writers at once lose each other's interactions. Each recording instead gets a
 * folder of its own under the run's parts folder, and the run's teardown merges the parts into contracts/pacts/.
 */

/** The folder of the run's parts, set by the consumer project's global setup; unset, pacts go straight to the file. */
export const partsVariable = 'DAFTAR_PACT_PARTS';

/** Where one recording writes its pact: a folder of its own under the run's parts, or `pactsDir` outside a run. */
export function pactDirFor(pactsDir: string): string {
  const parts = process.env[partsVariable];
  return parts ? mkdtempSync(join(parts, 'part-')) : pactsDir;
}

interface Interaction {
  description: string;
  providerStates?: unknown;
}

interface PactFile {
  interactions: Interaction[];
  [key: string]: unknown;
}

const keyOf = (interaction: Interaction) =>
  `${interaction.description}\u0000${JSON.stringify(interaction.providerStates ?? null)}`;

// Pact's own order: by description, compared byte by byte (UTF-8), as its Rust writer sorts them.
const byDescription = (a: Interaction, b: Interaction) => Buffer.compare(Buffer.from(keyOf(a)), Buffer.from(keyOf(b)));

/** The pact file Pact would have written: top-level keys in order, interactions sorted, no final newline. */
function serialise(pact: PactFile): string {
  const sorted = Object.fromEntries(
    Object.keys(pact)
      .sort()
      .map((key) => [key, pact[key]]),
  );
  return JSON.stringify(sorted, null, 2);
}

/**
 * Merges every part's pact files into `pactsDir`, as Pact merges a recording into a file: an interaction with the
 * same description and provider states replaces the one on file, the others are kept. Returns the files written.
 */
export function mergePactParts(partsDir: string, pactsDir: string): string[] {
  const byName = new Map<string, PactFile[]>();
  for (const part of readdirSync(partsDir).sort()) {
    for (const name of readdirSync(join(partsDir, part))
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const pact = JSON.parse(readFileSync(join(partsDir, part, name), 'utf8')) as PactFile;
      byName.set(name, [...(byName.get(name) ?? []), pact]);
    }
  }
  for (const [name, parts] of byName) {
    const target = join(pactsDir, name);
    const onFile = existsSync(target) ? [JSON.parse(readFileSync(target, 'utf8')) as PactFile] : [];
    const interactions = new Map<string, Interaction>();
    for (const pact of [...onFile, ...parts]) {
      for (const interaction of pact.interactions) interactions.set(keyOf(interaction), interaction);
    }
    const last = parts.at(-1) as PactFile;
    writeFileSync(target, serialise({ ...last, interactions: [...interactions.values()].sort(byDescription) }));
  }
  return [...byName.keys()];
}
