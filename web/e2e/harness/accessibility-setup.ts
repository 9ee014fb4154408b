import { afterEach } from 'vitest';
import { findingsMessage, takeFindings } from './accessibility.ts';

// Every e2e file's tests, whether or not they use browserPerFile: the sweep's serious or critical findings on a screen
// a test showed fail that test, each with its elements (accessibility.ts).
afterEach(() => {
  const found = takeFindings();
  if (found.length > 0) throw new Error(findingsMessage(found));
});
