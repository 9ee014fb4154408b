import { z } from 'zod';
import { companyRecordEndpoints, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, pageEnvelope } from '../envelope.ts';
import { recordTimesShape } from '../schemas/common.ts';
import { displayName } from '../schemas/display-name.ts';
import { booleanQuerySchema, companyParamsSchema, listQuerySchema } from '../schemas/list-query.ts';
import { accountNamesShape } from './accounting-common.ts';

/** Cash, a card reader (POS), a bank transfer or a cheque. */
export const paymentMethodKindSchema = z.enum(['CASH', 'CARD_READER', 'BANK_TRANSFER', 'CHEQUE'], {
  error: 'INVALID_PAYMENT_METHOD_KIND',
});
export type PaymentMethodKind = z.infer<typeof paymentMethodKindSchema>;

/** The account a method posts to, named for the list and the form. */
const postingAccountSchema = z.object({
  id: z.number().int().positive(),
  ...accountNamesShape,
});

/** A treasury place (cash box, bank account, petty cash): a tafsili of one of those kinds. */
const treasuryTafsiliSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH']),
});

export const paymentMethodSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: paymentMethodKindSchema,
  account: postingAccountSchema,
  tafsili: treasuryTafsiliSchema.nullable(),
  active: z.boolean(),
  /** The one a new payment of this kind starts with. */
  isDefault: z.boolean(),
  ...recordTimesShape,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const bodyId = (error: string) => z.number({ error }).int({ error }).positive({ error });

/**
 * What a create or an edit sends. The account must be a moein account of the company under cash and banks (the
 * kol of its cash, bank or petty-cash setting); the tafsili, when given, a cash box, bank account or petty cash of
 * the company. A default must be active; making one the default takes it from the kind's previous default.
 */
export const paymentMethodInputSchema = z
  .object({
    name: displayName(z.string().trim().min(2, { error: 'NAME_TOO_SHORT' }).max(60, { error: 'TOO_LONG' })),
    kind: paymentMethodKindSchema,
    accountId: bodyId('ACCOUNT_REQUIRED'),
    tafsiliId: bodyId('INVALID_TAFSILI').nullable().default(null),
    active: z.boolean().default(true),
    isDefault: z.boolean().default(false),
  })
  .refine((input) => input.active !== false || input.isDefault !== true, {
    error: 'DEFAULT_MUST_BE_ACTIVE',
    path: ['isDefault'],
    // Said together with the other fields' errors, so a form shows them all at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type PaymentMethodInput = z.input<typeof paymentMethodInputSchema>;
export type PaymentMethodFields = z.output<typeof paymentMethodInputSchema>;

export const paymentMethodSortFields = ['name', 'kind', 'createdAt'] as const;

export const paymentMethodListQuerySchema = listQuerySchema(paymentMethodSortFields, 'kind', {
  kind: paymentMethodKindSchema.optional(),
  active: booleanQuerySchema.optional(),
});
export type PaymentMethodListQuery = z.input<typeof paymentMethodListQuerySchema>;
export type PaymentMethodListFields = z.output<typeof paymentMethodListQuerySchema>;

/** What the form offers: the moein accounts under cash and banks, and the company's treasury places. */
export const paymentMethodChoicesSchema = z.object({
  accounts: z.array(postingAccountSchema),
  tafsilis: z.array(treasuryTafsiliSchema),
});
export type PaymentMethodChoices = z.infer<typeof paymentMethodChoicesSchema>;

const path = '/api/v1/companies/:companyId/payment-methods';

export const paymentMethodEndpoints = {
  ...companyRecordEndpoints({
    names: ['PaymentMethod', 'PaymentMethods'],
    path,
    record: paymentMethodSchema,
    input: paymentMethodInputSchema,
    list: {
      summary: "One page of the company's payment methods: search by name, filters (kind, active), sort.",
      query: paymentMethodListQuerySchema,
      response: pageEnvelope(paymentMethodSchema),
    },
    get: "One of the company's payment methods; another company's id is 404.",
    create: 'Adds a payment method (201); a name the company already uses is 409, a non-cash account 400.',
    update: 'Replaces a payment method’s fields.',
    remove: {
      summary: 'Deletes a payment method; payments already posted keep their vouchers.',
    },
  }),
  listChoices: userEndpoint.get('listPaymentMethodChoices', `${path}/choices`, {
    summary: 'The accounts (moein under cash and banks) and treasury tafsilis a payment method may post to.',
    params: companyParamsSchema,
    response: itemEnvelope(paymentMethodChoicesSchema),
  }),
};
