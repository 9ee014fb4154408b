import { describe, expect, it } from 'vitest';
import { payExample, terminalRequests } from '@daftar/contracts/endpoints/pay-examples';
import type { TerminalDetail } from '@daftar/contracts/endpoints/pay-schemas';
import { terminals } from '@daftar/db/schema/pay';
import { expectUnchanged } from '../support/rows.ts';
import { fieldCodes, payAreaPerTest } from './pay-area.ts';

const { area, pay } = payAreaPerTest();
const request = (body: unknown) =>
  pay<{ itemInfo: TerminalDetail }>('POST', `/terminals?companyId=${area.companyId}`, body);

describe('terminal requests: /pay/new shared, novin, dedicated', () => {
  it('requests each kind as REQUESTED with what the kind needs, named after the business unless named', async () => {
    const shared = await request(terminalRequests.shared);
    expect(shared.status).toBe(201);
    expect(shared.body.itemInfo).toMatchObject({
      kind: 'shared',
      status: 'REQUESTED',
      siteUrl: null,
      activatedAt: null,
    });
    expect(shared.body.itemInfo.name).toBe(shared.body.itemInfo.businessName);
    const novin = await request(terminalRequests.novin);
    expect(novin.body.itemInfo).toMatchObject({ kind: 'novin', siteUrl: payExample.siteUrl, settlementIban: null });
    const dedicated = await request({
      ...terminalRequests.dedicated,
      settlementIban: 'ir90 0120 0000 0098 7654 3210 01',
    });
    expect(dedicated.body.itemInfo).toMatchObject({ settlementIban: payExample.iban, settlementSchedule: 'WEEKLY' });
  });

  it('refuses a bad address, a bad IBAN, a missing schedule and an unknown kind with 400 and writes nothing', async () => {
    await expectUnchanged(area.t.db, terminals, async () => {
      const cases: [unknown, Record<string, string>][] = [
        [{ kind: 'novin', siteUrl: 'shop example' }, { siteUrl: 'INVALID_URL' }],
        [{ kind: 'novin', siteUrl: 'ftp://shop.example.ir' }, { siteUrl: 'INVALID_URL' }],
        [{ ...terminalRequests.dedicated, settlementIban: payExample.badIban }, { settlementIban: 'INVALID_IBAN' }],
        [{ kind: 'dedicated', settlementIban: payExample.iban }, { settlementSchedule: 'INVALID_SETTLEMENT_SCHEDULE' }],
        [{ kind: 'kiosk' }, { kind: 'INVALID_TERMINAL_KIND' }],
      ];
      for (const [body, errors] of cases) {
        const answer = await request(body);
        expect([answer.status, answer.body.message, fieldCodes(answer.body)]).toEqual([
          400,
          'VALIDATION_FAILED',
          errors,
        ]);
      }
    });
  });

  it('activates a requested terminal through the development review call, once', async () => {
    const { id } = (await request(terminalRequests.shared)).body.itemInfo;
    const activated = await pay<{ itemInfo: TerminalDetail }>('POST', `/dev/terminals/${id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.itemInfo.status).toBe('ACTIVE');
    expect(activated.body.itemInfo.activatedAt).not.toBeNull();
    expect((await pay('POST', `/dev/terminals/${id}/activate`)).body.message).toBe('TERMINAL_ALREADY_ACTIVE');
    const list = await pay<{ data: { id: number; status: string }[] }>('GET', `/terminals?companyId=${area.companyId}`);
    expect(list.body.data.find((terminal) => terminal.id === id)?.status).toBe('ACTIVE');
  });
});

describe('terminal settings', () => {
  it('replaces the name, callback URL and settlement IBAN', async () => {
    const answer = await pay<{ itemInfo: TerminalDetail }>('PUT', `/terminals/${area.terminalId}/settings`, {
      name: 'درگاه فروشگاه',
      callbackUrl: 'https://shop.example.ir/return',
      settlementIban: payExample.iban,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.itemInfo).toMatchObject({
      name: 'درگاه فروشگاه',
      callbackUrl: 'https://shop.example.ir/return',
    });
    const read = await pay<{ itemInfo: TerminalDetail }>('GET', `/terminals/${area.terminalId}`);
    expect(read.body.itemInfo.settlementIban).toBe(payExample.iban);
  });

  it('refuses a bad callback URL or IBAN (400), and a dedicated terminal without an IBAN, writing nothing', async () => {
    const dedicated = (await request(terminalRequests.dedicated)).body.itemInfo;
    await expectUnchanged(area.t.db, terminals, async () => {
      const bad = await pay('PUT', `/terminals/${area.terminalId}/settings`, {
        name: 'x',
        callbackUrl: 'not a url',
        settlementIban: payExample.badIban,
      });
      expect(fieldCodes(bad.body)).toEqual({
        name: 'NAME_TOO_SHORT',
        callbackUrl: 'INVALID_URL',
        settlementIban: 'INVALID_IBAN',
      });
      const noIban = await pay('PUT', `/terminals/${dedicated.id}/settings`, {
        name: dedicated.name,
        callbackUrl: null,
        settlementIban: null,
      });
      expect([noIban.status, noIban.body.message]).toEqual([400, 'SETTLEMENT_IBAN_REQUIRED']);
    });
  });
});
