import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { outboxMessages } from '@daftar/db/schema/outbox';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/** How codes are sent: valid for some minutes, and printed to the console for people (not in tests). */
export interface CodeDelivery {
  validMinutes: number;
  print: boolean;
}

/** Offline nothing is sent: the message is kept in the development outbox and, for people, printed. */
export function deliver(db: Queryable, message: OutgoingMessage, print: boolean): void {
  db.insert(outboxMessages).values(message).run();
  if (!print) return;
  const rule = '━'.repeat(56);
  const lines = [
    rule,
    `  ${message.channel === 'email' ? 'E-MAIL' : 'SMS'} to ${message.to}: ${message.subject}`,
    ...(message.code ? [`  CODE  >>> ${message.code} <<<`] : []),
    '  (development outbox: GET /api/v1/dev/outbox)',
    rule,
  ];
  console.log(lines.join('\n'));
}

/** The newest hundred messages, to one recipient (as typed: case and spaces ignored) or to anyone. */
export function listOutbox(db: Queryable, to: string | undefined) {
  const recipient = to?.trim().toLowerCase();
  return db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.to, recipient) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(100)
    .all();
}
