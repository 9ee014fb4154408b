import { beforeEach, expect } from 'vitest';

// A test that asserts nothing cannot fail: every test of every project must make at least one assertion, its own or a
// helper's. A browser test that checks by waiting for an element says so with an explicit expectation.
beforeEach(() => {
  expect.hasAssertions();
});
