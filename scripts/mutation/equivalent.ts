/**
 * Survivors that no test can kill because the mutant behaves as the original does, each with why. The run's summary
 * names them apart from the survivors still to kill; a mutant is matched by its file, its line's text and the
 * replacement Stryker made, so an entry outlives edits elsewhere in the file.
 */
export interface EquivalentMutant {
  file: string;
  /** The original code Stryker replaced (the mutant's `original`), trimmed. */
  original: string;
  replacement: string;
  why: string;
}

export const equivalentMutants: EquivalentMutant[] = [];
