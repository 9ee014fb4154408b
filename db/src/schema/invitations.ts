import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { mayReferTo, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * An invitation to join a company with a role, e-mailed (offline: the development outbox) with a one-time token.
 * Only the token's SHA-256 is kept; the invitee signed in with the invited e-mail accepts it.
 */
export const invitations = companyTable(
  'invitations',
  {
    /** Lower-cased, as users.email is. */
    email: text('email').notNull(),
    role: text('role', { enum: ['ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: mayReferTo('invited_by', () => users.id, 'set null'),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    expiresAt: text('expires_at').notNull(),
    acceptedAt: text('accepted_at'),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    // One pending invitation per e-mail and company: a second is refused, not sent twice.
    uniqueIndex('invitations_company_email_pending_unique')
      .on(table.companyId, table.email)
      .where(sql`${table.status} = 'PENDING'`),
    index('invitations_company_idx').on(table.companyId, table.status),
    check('invitations_role_known', sql`${table.role} in ('ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER')`),
    check('invitations_status_known', sql`${table.status} in ('PENDING', 'ACCEPTED', 'CANCELLED')`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
