import { companyRoles } from '@daftar/contracts/endpoints/employees-roles';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../../lib/api/testing/pact.ts';
import * as employeesClient from './employees-client.ts';
import { isoDateTimeLike, oneOf } from '../../../lib/api/testing/matchers.ts';

const { boolean, integer, string } = MatchersV3;

const isoDateTime = isoDateTimeLike('2026-11-20T08:30:00.000Z');
const role = (example: string) => oneOf(companyRoles, example);

const teamState = 'the signed-in user owns a company with employees';
const teamParams = { companyId: 1, userId: 7, invitationId: 3 };
const invitedState = 'the signed-in user is invited to a company';
const token = 'pact-invitation-token-xxxxxxxxxxxxxxxxxxxxx';

/** Sara, the company's viewer in the provider state. */
const sara = {
  userId: integer(7),
  email: string('sara@example.com'),
  firstName: string('سارا'),
  lastName: string('مرادی'),
  role: role('VIEWER'),
  joinedAt: isoDateTime,
  isYou: boolean(false),
};

const invitation = {
  id: integer(3),
  email: string('reza@example.com'),
  role: role('ACCOUNTANT'),
  invitedBy: string('Reza Karimi'),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
};

describe('employees of a company', () => {
  it('lists the members with their roles', async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving("a request for the company's employees")
      .request('GET /api/v1/companies/1/employees')
      .answersList(200, sara)
      .test(async (client) => {
        const [first] = await employeesClient.listEmployees(client, 1);
        expect(first?.role).toBe('VIEWER');
      });
  });

  it('answers one member', async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving('a request for one employee')
      .request('GET /api/v1/companies/1/employees/7')
      .answersItem(200, sara)
      .test(async (client) => {
        expect((await employeesClient.getEmployee(client, 1, 7)).email).toBe('sara@example.com');
      });
  });

  it("changes a member's role", async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving("a change of an employee's role to SALES")
      .request('PUT /api/v1/companies/1/employees/7', { body: { role: 'SALES' } })
      .answersItem(200, { ...sara, role: role('SALES') })
      .test(async (client) => {
        expect((await employeesClient.changeEmployeeRole(client, 1, 7, 'SALES')).role).toBe('SALES');
      });
  });

  it('removes a member', async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving('a removal of an employee')
      .request('DELETE /api/v1/companies/1/employees/7')
      .answersDone((client) => employeesClient.removeEmployee(client, 1, 7));
  });

  it('refuses to remove the owner (409)', async () => {
    await signedInPact(teamState, { ...teamParams, saraOwns: true })
      .uponReceiving("an admin's removal of the owner")
      .request('DELETE /api/v1/companies/1/employees/7')
      .refusesCall(409, 'OWNER_CANNOT_BE_REMOVED', (client) => employeesClient.removeEmployee(client, 1, 7));
  });

  it('transfers ownership to a member', async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving('a transfer of ownership to an employee')
      .request('POST /api/v1/companies/1/employees/transfer-ownership', { body: { userId: 7 } })
      .answersList(200, { ...sara, role: role('OWNER') })
      .test(async (client) => {
        expect((await employeesClient.transferOwnership(client, 1, 7))[0]?.role).toBe('OWNER');
      });
  });
});

describe('invitations', () => {
  it('lists the waiting invitations', async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving("a request for the company's waiting invitations")
      .request('GET /api/v1/companies/1/employees/invitations')
      .answersList(200, invitation)
      .test(async (client) => {
        expect((await employeesClient.listInvitations(client, 1))[0]?.role).toBe('ACCOUNTANT');
      });
  });

  it('invites by e-mail with a role', async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving('an invitation of a new employee')
      .request('POST /api/v1/companies/1/employees/invitations', {
        body: { email: 'neda@example.com', role: 'SALES' },
      })
      .answersItem(201, { ...invitation, email: string('neda@example.com'), role: role('SALES') })
      .test(async (client) => {
        const sent = await employeesClient.inviteEmployee(client, 1, { email: 'neda@example.com', role: 'SALES' });
        expect(sent.email).toBe('neda@example.com');
      });
  });

  it('refuses to invite a member (409 under the e-mail)', async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving('an invitation of an existing member')
      .request('POST /api/v1/companies/1/employees/invitations', {
        body: { email: 'sara@example.com', role: 'SALES' },
      })
      .refusesCall(
        409,
        'ALREADY_A_MEMBER',
        (client) => employeesClient.inviteEmployee(client, 1, { email: 'sara@example.com', role: 'SALES' }),
        [{ path: 'body.email', message: 'ALREADY_A_MEMBER' }],
      );
  });

  it('cancels a waiting invitation', async () => {
    await signedInPact(teamState, teamParams)
      .uponReceiving('a cancellation of an invitation')
      .request('DELETE /api/v1/companies/1/employees/invitations/3')
      .answersDone((client) => employeesClient.cancelInvitation(client, 1, 3));
  });

  it("shows the invitee the invitation's company and role", async () => {
    await signedInPact(invitedState, { token })
      .uponReceiving('a request for an invitation by its token')
      .request(`GET /api/v1/invitations/${token}`)
      .answersItem(200, {
        companyId: integer(2),
        companyName: string('کافه نارنج'),
        email: string('user@daftar.local'),
        role: role('SALES'),
        invitedBy: string('مریم احمدی'),
        expiresAt: isoDateTime,
      })
      .test(async (client) => {
        expect((await employeesClient.getInvitation(client, token)).role).toBe('SALES');
      });
  });

  it('joins the company when the invitee accepts', async () => {
    await signedInPact(invitedState, { token })
      .uponReceiving('an acceptance of an invitation')
      .request(`POST /api/v1/invitations/${token}/accept`)
      .answersItem(200, {
        ...sara,
        email: string('user@daftar.local'),
        role: role('SALES'),
        isYou: boolean(true),
        companyId: integer(2),
        companyName: string('کافه نارنج'),
      })
      .test(async (client) => {
        expect((await employeesClient.acceptInvitation(client, token)).companyId).toBe(2);
      });
  });
});
