/**
 * Survivors that no test can kill because the mutant behaves as the original does, each with why. The run's summary
 * names them apart from the survivors still to kill; a mutant is matched by its file, the code replaced, the
 * replacement Stryker made and (where those alone are ambiguous) its line's text, so an entry outlives edits
 * elsewhere in the file.
 */
export interface EquivalentMutant {
  file: string;
  /** The original code Stryker replaced (the mutant's `original`), trimmed. */
  original: string;
  replacement: string;
  /** Text of the mutant's source line, when the original and replacement alone would match other mutants too. */
  near?: string;
  why: string;
}

export const oneAggregateRow =
  'an aggregate query (max, count) answers exactly one row, even over no vouchers: the row is never missing';
export const unreachableAfterLookUp =
  'the look-up before it has already answered 404 for a missing record, and one row always makes one record: the throw is never reached';
