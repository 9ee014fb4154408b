import { Hono } from 'hono';
import { employeesEndpoints as api } from '@daftar/contracts/endpoints/employees';
import {
  changeEmployeeRole,
  getEmployee,
  listEmployees,
  removeEmployee,
  transferOwnership,
} from '../domain/employees/employees.ts';
import {
  acceptInvitation,
  cancelInvitation,
  getInvitation,
  inviteEmployee,
  listInvitations,
} from '../domain/employees/invitations.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

/**
 * A company's members and invitations (issue 18). Who may call them is the company-role middleware's rule
 * (owners and admins); the owner-only transfer and the owner's protection are the domain's.
 */
export function employeeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const ok = { success: true as const };

  // The fixed paths first: `invitations` and `transfer-ownership` are not a member's id.
  mountEndpoint(app, api.listInvitations, (c, { params }) => ({
    ...ok,
    data: listInvitations(memberDb(c, params.companyId), params.companyId),
  }));
  mountEndpoint(app, api.invite, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const print = c.get('config').printOutbox;
    const itemInfo = inviteEmployee(db, params.companyId, c.get('caller').userId, body, print);
    return { ...ok, itemInfo };
  });
  mountEndpoint(app, api.cancelInvitation, (c, { params }) => {
    cancelInvitation(memberDb(c, params.companyId), params.companyId, params.id);
    return ok;
  });
  mountEndpoint(app, api.transferOwnership, (c, { params, body }) => ({
    ...ok,
    data: transferOwnership(memberDb(c, params.companyId), params.companyId, c.get('caller').userId, body.userId),
  }));

  mountEndpoint(app, api.list, (c, { params }) => ({
    ...ok,
    data: listEmployees(memberDb(c, params.companyId), params.companyId, c.get('caller').userId),
  }));
  mountEndpoint(app, api.get, (c, { params }) => ({
    ...ok,
    itemInfo: getEmployee(memberDb(c, params.companyId), params.companyId, c.get('caller').userId, params.userId),
  }));
  mountEndpoint(app, api.changeRole, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const callerId = c.get('caller').userId;
    return { ...ok, itemInfo: changeEmployeeRole(db, params.companyId, callerId, params.userId, body.role) };
  });
  mountEndpoint(app, api.remove, (c, { params }) => {
    removeEmployee(memberDb(c, params.companyId), params.companyId, params.userId);
    return ok;
  });

  mountEndpoint(app, api.previewInvitation, (c, { params }) => ({
    ...ok,
    itemInfo: getInvitation(c.get('db'), params.token),
  }));
  mountEndpoint(app, api.acceptInvitation, (c, { params }) => ({
    ...ok,
    itemInfo: acceptInvitation(c.get('db'), params.token, c.get('caller').userId),
  }));

  return app;
}
