import fc from 'fast-check';

/** A property test's world: whatever it models, with the books it must dispose of after each run. */
interface World {
  books: { dispose(): void };
}

/**
 * fast-check over random histories of `operation`: each run starts a fresh world, hands it and the drawn
 * operations to `run` (which applies them and states what must hold), and disposes of its books however the run
 * ends. The caller keeps its own checks, counts and parameters (runs, fixed histories first).
 */
export function assertEveryHistory<Operation, W extends World>(
  operation: fc.Arbitrary<Operation>,
  length: fc.ArrayConstraints,
  start: () => W,
  run: (w: W, operations: Operation[]) => void,
  parameters: fc.Parameters<[Operation[]]>,
): void {
  fc.assert(
    fc.property(fc.array(operation, length), (operations) => {
      const w = start();
      try {
        run(w, operations);
      } finally {
        w.books.dispose();
      }
    }),
    parameters,
  );
}
