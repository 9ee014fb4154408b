import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelOwnerTransaction, createOwnerTransaction, createPartner } from '../../src/domain/treasury/owners.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { type Books, openBooks } from '../accounting/books.ts';
import {
  expectPlacesAgree,
  moveMoney,
  openPlaces,
  placeIndex,
  settlePettyCash,
  treasuryMoveArbitraries,
} from './treasury-ops.ts';

/** What the treasury should hold, kept beside the domain: every place's balance after each operation. */
interface Model {
  books: Books;
  places: { id: number; tafsiliId: number; kind: string }[];
  partner: number;
  balance: Map<number, number>;
  /** Documents still in force that a later operation may cancel: what each did to each place. */
  active: { cancel: () => void; effect: [number, number][] }[];
}

const amount = fc.integer({ min: 1, max: 50_000_000 });
const operation = fc.oneof(
  ...treasuryMoveArbitraries(amount),
  fc.record({ op: fc.constant('owner' as const), contribution: fc.boolean(), at: placeIndex, amount }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const openings = [30_000_000, 0, 200_000_000, 0];

function setUp(): Model {
  const books = openBooks();
  const places = openPlaces(books, openings);
  const partner = createPartner(books.db, books.companyId, { name: 'علی رضایی' }).id;
  return {
    books,
    places,
    partner,
    balance: new Map(places.map((p, index) => [p.tafsiliId, openings[index] ?? 0])),
    active: [],
  };
}

/** Runs one operation; a refusal must be one the rules foresee (the model says the cash box would go negative). */
function apply(m: Model, o: Operation) {
  const { db, companyId, acc } = m.books;
  const tafsili = (index: number) => m.places[index]?.tafsiliId ?? 0;
  const wouldOverdraw = (from: number, out: number) =>
    m.places.find((p) => p.tafsiliId === from)?.kind === 'CASH_BOX' && (m.balance.get(from) ?? 0) < out;
  const record = (effect: [number, number][], cancel: () => void) => {
    for (const [id, change] of effect) m.balance.set(id, (m.balance.get(id) ?? 0) + change);
    m.active.push({ effect, cancel });
  };
  try {
    if (o.op === 'transfer' || o.op === 'advance') {
      const from = tafsili(o.from);
      const to = o.op === 'advance' ? tafsili(3) : tafsili(o.to);
      const fee = o.op === 'transfer' ? o.fee : 0;
      if (from === to) return;
      const overdraws = wouldOverdraw(from, o.amount + fee);
      const kind = o.op === 'advance' ? ('ADVANCE' as const) : ('TRANSFER' as const);
      const done = moveMoney(db, companyId, { kind, from, to, amount: o.amount, fee });
      expect(overdraws).toBe(false);
      record(done.effect, done.cancel);
    } else if (o.op === 'settle') {
      const done = settlePettyCash(db, companyId, tafsili(3), acc('8107'), o.amounts);
      record(done.effect, done.cancel);
    } else if (o.op === 'owner') {
      const at = tafsili(o.at);
      const overdraws = !o.contribution && wouldOverdraw(at, o.amount);
      const done = createOwnerTransaction(db, companyId, null, {
        partnerId: m.partner,
        kind: o.contribution ? 'CONTRIBUTION' : 'WITHDRAWAL',
        date: '2026-05-03',
        amount: o.amount,
        treasuryTafsiliId: at,
      });
      expect(overdraws).toBe(false);
      record([[at, o.contribution ? o.amount : -o.amount]], () =>
        cancelOwnerTransaction(db, companyId, done.id, null, {}),
      );
    } else if (m.active.length > 0) {
      const index = o.pick % m.active.length;
      const doc = m.active[index];
      if (!doc) return;
      // Undoing an inflow takes money out of its place: refused when that leaves a cash box below zero.
      const overdraws = doc.effect.some(([id, change]) => change > 0 && wouldOverdraw(id, change));
      try {
        doc.cancel();
      } catch (error) {
        if (error instanceof DomainError && error.code === 'CASH_BOX_NEGATIVE' && overdraws) return;
        throw error;
      }
      expect(overdraws).toBe(false);
      m.active.splice(index, 1);
      for (const [id, change] of doc.effect) m.balance.set(id, (m.balance.get(id) ?? 0) - change);
    }
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'CASH_BOX_NEGATIVE') throw error;
    const from = o.op === 'transfer' || o.op === 'advance' ? tafsili(o.from) : o.op === 'owner' ? tafsili(o.at) : 0;
    const out = o.op === 'transfer' ? o.amount + o.fee : o.op === 'owner' || o.op === 'advance' ? o.amount : 0;
    expect(wouldOverdraw(from, out)).toBe(true);
  }
}

function check(m: Model): void {
  expectPlacesAgree(m.books, m.places, m.balance, false);
}

describe('the treasury under random operations', () => {
  it('keeps every place’s balance equal to the model and its ledger, cash boxes never below zero, books balanced', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 25 }), (operations) => {
        const m = setUp();
        try {
          for (const o of operations) apply(m, o);
          check(m);
        } finally {
          m.books.dispose();
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
