import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Property tests last, the rest by path: Stryker stops a mutant's run at its first failing test, so a mutant the
 * quick example tests kill never waits for a minute of random histories. Vitest's own order runs the slowest first.
 */
export class QuickFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const slow = (file: TestSpecification) => (/property\.test\.ts$/.test(file.moduleId) ? 1 : 0);
    return [...files].sort((a, b) => slow(a) - slow(b) || a.moduleId.localeCompare(b.moduleId));
  }
}
