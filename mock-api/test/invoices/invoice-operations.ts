import fc from 'fast-check';

/**
 * The invoices' property test's operations (property.test.ts): what may be drawn, and the histories run before the
 * random ones.
 */
const lineArb = fc.record({
  item: fc.nat(2),
  quantity: fc.integer({ min: 1, max: 20_000 }).map((thousandths) => thousandths / 1000),
  unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
  percent: fc.boolean(),
  discount: fc.nat(100),
});

export const operationArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      kind: fc.constantFrom('SELL' as const, 'PURCHASE' as const),
      party: fc.nat(1),
      day: fc.nat(200),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
      discount: fc.nat(500_000),
      shipping: fc.nat(300_000),
      issue: fc.boolean(),
    }),
  },
  fc.record({ op: fc.constant('issue' as const), pick: fc.nat(2) }),
  fc.record({
    op: fc.constant('edit' as const),
    pick: fc.nat(2),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      pick: fc.nat(2),
      share: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 101, max: 120 })),
      cash: fc.boolean(),
      // Through no payment method, or one of the world's (`World.methods`: the last two are refused).
      via: fc.nat(4),
    }),
  },
  fc.record({ op: fc.constant('unpay' as const), pick: fc.nat(2) }),
  fc.record({ op: fc.constant('dropMethod' as const) }),
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(2) }) },
  // A share of what is left of each line (above 100: more than is left, refused).
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constantFrom('return' as const, 'deliver' as const),
      pick: fc.nat(2),
      share: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 101, max: 150 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('finalise' as const), pick: fc.nat(2) }) },
);
export type Operation = typeof operationArb extends fc.Arbitrary<infer T> ? T : never;
export type LineDraw = typeof lineArb extends fc.Arbitrary<infer T> ? T : never;

const oneLine: LineDraw[] = [{ item: 0, quantity: 1, unitPrice: 1_000_000, percent: false, discount: 0 }];
const created = { op: 'create', kind: 'SELL', party: 0, day: 10, lines: oneLine, discount: 0, shipping: 0 } as const;
/**
 * Every status an invoice ends in, and a cancellation that reverses a FINAL voucher. On the world's three issued
 * invoices (pick 0 is the last one): the last sale's voucher finalised and the sale cancelled, the purchase paid in
 * full, the first sale half paid. Then a draft and three issued sales: the newest wholly returned, the next partly,
 * the third left issued.
 */
const everyStatus: Operation[] = [
  { op: 'finalise', pick: 0 },
  { op: 'cancel', pick: 0 },
  { op: 'pay', pick: 1, share: 100, cash: true, via: 0 },
  { op: 'pay', pick: 2, share: 50, cash: true, via: 0 },
  { ...created, issue: false },
  { ...created, issue: true },
  { ...created, issue: true },
  { ...created, issue: true },
  { op: 'return', pick: 0, share: 100 },
  { op: 'return', pick: 1, share: 30 },
];

/**
 * Run before the random histories. Thirty random runs reach a return after a delivery, a payment whose method is
 * then deleted, a credit (a return after full payment) or a reversed FINAL voucher only most of the time; these
 * always do, and between them every status.
 */
export const fixedHistories: Operation[][] = [
  [
    { op: 'deliver', pick: 0, share: 100 },
    { op: 'return', pick: 0, share: 50 },
  ],
  [{ op: 'pay', pick: 0, share: 50, cash: false, via: 1 }, { op: 'dropMethod' }],
  // Paid in full, then half of it returned: the customer is owed (a credit).
  [
    { op: 'pay', pick: 0, share: 100, cash: true, via: 0 },
    { op: 'return', pick: 0, share: 50 },
  ],
  everyStatus,
  // A FINAL payment taken back: its voucher and the reversal outlive it (a backup once refused to restore them).
  [
    { op: 'pay', pick: 1, share: 100, cash: true, via: 1 },
    { op: 'deliver', pick: 0, share: 1 },
    { op: 'dropMethod' },
    { op: 'finalise', pick: 1 },
    { op: 'return', pick: 0, share: 80 },
    { op: 'finalise', pick: 1 },
    { op: 'unpay', pick: 1 },
    { op: 'cancel', pick: 2 },
    { op: 'return', pick: 1, share: 100 },
  ],
];
