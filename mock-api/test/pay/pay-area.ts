import { afterEach, beforeEach } from 'vitest';
import { linkInputs } from '@daftar/contracts/endpoints/pay-examples';
import type { PaymentLink, PaymentLinkInput, TerminalDetail } from '@daftar/contracts/endpoints/pay-schemas';
import { insertTerminal } from '../support/factories.ts';
import { memberOfNewCompany } from '../support/company-member.ts';
import { type Answer, call } from '../support/http.ts';
import type { TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

export interface PayArea {
  t: TestApp;
  s: TestSession;
  companyId: number;
  /** An ACTIVE shared terminal of the company. */
  terminalId: number;
}

type Body = { success: boolean; message?: string; errors?: { path: string; message: string }[] };

/** Every test of a file starts with a fresh app, a member of a new company and an active terminal of it. */
export function payAreaPerTest() {
  const area = {} as PayArea;
  beforeEach(async () => {
    const member = await memberOfNewCompany();
    Object.assign(area, member, { terminalId: insertTerminal(member.t.db, member.companyId, { active: true }).id });
  });
  afterEach(() => area.t?.dispose());

  const pay = <T = Body>(method: string, path: string, body?: unknown, headers: Record<string, string> = area.s.auth) =>
    call<T & Body>(area.t.apps.pay, method, `/api/v1/pay${path}`, { headers, body });
  const links = (terminalId = area.terminalId) => `/terminals/${terminalId}/links`;
  const createLink = async (input: PaymentLinkInput = linkInputs.fixed) => {
    const answer = await pay<{ itemInfo: PaymentLink }>('POST', links(), input);
    if (answer.status !== 201) throw new Error(`link not created: ${JSON.stringify(answer.body)}`);
    return answer.body.itemInfo;
  };
  return { area, pay, links, createLink };
}

export type TerminalAnswer = Answer<Body & { itemInfo: TerminalDetail }>;

/** The codes of an error answer's field errors, by field (`body.` left off). */
export function fieldCodes(body: Body): Record<string, string> {
  return Object.fromEntries((body.errors ?? []).map(({ path, message }) => [path.replace(/^body\./, ''), message]));
}
