import { accessEquivalents } from './equivalents/access.ts';
import type { EquivalentMutant } from './equivalents/equivalent-mutant.ts';
import { ledgerEquivalents } from './equivalents/ledger.ts';
import { moneyEquivalents } from './equivalents/money.ts';
import { treasuryEquivalents } from './equivalents/treasury.ts';

/** Every survivor named equivalent, by area: each file says why no test can kill its mutants. */
export const equivalentMutants: EquivalentMutant[] = [
  ...moneyEquivalents,
  ...ledgerEquivalents,
  ...accessEquivalents,
  ...treasuryEquivalents,
];
