import { z } from 'zod';
import { companyRecordCalls, recordCalls, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope, okSchema } from '../envelope.ts';
import { emailSchema, idSchema, isoDateTimeSchema } from '../schemas/common.ts';
import { companyParamsSchema } from '../schemas/list-query.ts';
import { assignableRoleSchema, companyRoleSchema } from './employees-roles.ts';

/** A member of the company: a user and their role in it. */
export const employeeSchema = z.object({
  userId: z.number().int().positive(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: companyRoleSchema,
  joinedAt: isoDateTimeSchema,
  /** The caller themselves, whom the screens mark and never offer to remove. */
  isYou: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** An invitation not yet accepted, as the company's managers see it. */
export const invitationSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  role: assignableRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What the invitee sees before accepting: which company, which role, who asked. */
export const invitationPreviewSchema = z.object({
  companyId: z.number().int().positive(),
  companyName: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: isoDateTimeSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const inviteEmployeeBodySchema = z.object({ email: emailSchema, role: assignableRoleSchema });
export type InviteEmployeeBody = z.infer<typeof inviteEmployeeBodySchema>;

export const changeRoleBodySchema = z.object({ role: assignableRoleSchema });
export const transferOwnershipBodySchema = z.object({ userId: z.number().int().positive() });

const employeeParams = companyParamsSchema.extend({ userId: idSchema });
const employee = recordCalls(userEndpoint, {
  path: '/api/v1/companies/:companyId/employees/:userId',
  params: employeeParams,
  record: employeeSchema,
});
const invitationParams = companyParamsSchema.extend({ id: idSchema });
/** The token the invitation mail carries: 43 URL-safe characters (32 random bytes). */
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'INVITATION_NOT_FOUND' }) });

// A member is addressed by :userId (`employee` above), so only the list is taken from here.
const members = companyRecordCalls('/api/v1/companies/:companyId/employees', employeeSchema);

const list = members.list('listEmployees', {
  summary: "The company's members with their roles, the owner first (owners and admins only).",
  response: listEnvelope(employeeSchema),
});

const get = employee.get('getEmployee', {
  summary: 'One member of the company; a user who is not one is 404.',
});

const changeRole = employee.put('changeEmployeeRole', {
  summary: "Changes a member's role (not to OWNER: ownership is transferred); the owner's own role is 409.",
  body: changeRoleBodySchema,
});

const remove = userEndpoint.delete('removeEmployee', '/api/v1/companies/:companyId/employees/:userId', {
  summary: 'Removes a member from the company (their API keys with them); the owner cannot be removed (409).',
  params: employeeParams,
  response: okSchema,
});

const transferOwnership = userEndpoint.post(
  'transferOwnership',
  '/api/v1/companies/:companyId/employees/transfer-ownership',
  {
    summary: 'The owner only: another member becomes the owner and the caller an admin, in one transaction.',
    params: companyParamsSchema,
    body: transferOwnershipBodySchema,
    response: listEnvelope(employeeSchema),
  },
);

const invitations = companyRecordCalls('/api/v1/companies/:companyId/employees/invitations', invitationSchema);

const listInvitations = invitations.list('listInvitations', {
  summary: 'Invitations sent and not yet accepted, cancelled or expired, newest first.',
  response: listEnvelope(invitationSchema),
});

const invite = invitations.collection.post('inviteEmployee', {
  status: 201,
  summary:
    'E-mails an invitation with a role (offline: the development outbox), valid 7 days (201); a member or a ' +
    'pending invitation of the same e-mail is 409.',
  body: inviteEmployeeBodySchema,
});

const cancelInvitation = userEndpoint.delete(
  'cancelInvitation',
  '/api/v1/companies/:companyId/employees/invitations/:id',
  {
    summary: 'Cancels a pending invitation: its link stops working.',
    params: invitationParams,
    response: okSchema,
  },
);

const previewInvitation = userEndpoint.get('getInvitation', '/api/v1/invitations/:token', {
  summary: 'The invitation a mailed link carries: company, role, inviter (for the invitee to accept).',
  params: tokenParams,
  response: itemEnvelope(invitationPreviewSchema),
});

const acceptInvitation = userEndpoint.post('acceptInvitation', '/api/v1/invitations/:token/accept', {
  summary:
    'Joins the company with the invitation’s role; only the invited e-mail’s user may (403), once (409), ' +
    'before it expires (409).',
  params: tokenParams,
  response: itemEnvelope(employeeSchema.extend({ companyId: z.number().int().positive(), companyName: z.string() })),
});

export const employeesEndpoints = {
  list,
  get,
  changeRole,
  remove,
  transferOwnership,
  listInvitations,
  invite,
  cancelInvitation,
  previewInvitation,
  acceptInvitation,
};
