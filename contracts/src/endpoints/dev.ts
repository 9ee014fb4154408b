import { z } from 'zod';
import { openEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope } from '../envelope.ts';
import { isoDateTimeSchema } from '../schemas/common.ts';

/** Development only: what would have been e-mailed or texted. Off unless the server runs in development. */
export const outboxMessageSchema = z.object({
  id: z.number().int().positive(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The one-time code in the message, for tests and people. */
  code: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});

const listOutbox = openEndpoint.get('listOutbox', '/api/v1/dev/outbox', {
  summary: 'Development only: messages that would have been sent, newest first; filter by recipient.',
  query: z.object({ to: z.string().optional() }),
  response: listEnvelope(outboxMessageSchema),
});

const createGoogleCredential = openEndpoint.post('createDevGoogleCredential', '/api/v1/dev/google-credential', {
  summary: 'Development only: a locally signed stand-in for a Google ID token, for offline Google sign-in.',
  body: z.object({ email: z.string().email(), name: z.string().optional() }),
  response: itemEnvelope(z.object({ credential: z.string() })),
});

export const devEndpoints = { listOutbox, createGoogleCredential };
