import { appSettingEndpoints } from '@daftar/contracts/endpoints/app-setting';
import type { FaultLab } from '../../../src/fault-lab/lab.ts';
import type { Gateway } from '../../../src/upstream/gateway.ts';
import type { StateContext, StateSetup } from './context.ts';

function labOf({ lab }: StateContext): FaultLab {
  if (!lab) throw new Error('the provider verification runs without the fault lab');
  return lab;
}

function gatewayOf({ gateway }: StateContext): Gateway {
  if (!gateway) throw new Error('the provider verification runs without the gateway');
  return gateway;
}

/** The QA panel's calls: the lab is on (verify-providers starts it), emptied before every interaction. */
export const mockControlStates: Record<string, StateSetup> = {
  'the fault lab is on': (context) => {
    labOf(context);
  },
  /** Answers { ruleId } for fromProviderState: the id of the rule in force. */
  'the fault lab has a rule in force': (context) => {
    const rule = labOf(context).rules.add({
      match: { path: '/api/**' },
      respond: { kind: 'status', status: 503 },
    });
    return { ruleId: rule.id };
  },
  'the fault lab journal has an entry': (context) => {
    labOf(context).journal.record({
      at: Date.now(),
      host: 'main',
      method: 'GET',
      path: '/api/v1/users/profile',
      status: 200,
      latencyMs: 1.5,
      ruleId: null,
      ruleName: null,
      source: 'local',
      upstreamMs: null,
    });
  },
  'the gateway is idle': (context) => {
    gatewayOf(context);
  },
  'the gateway has seen drift': (context) => {
    gatewayOf(context).drift.note('server', appSettingEndpoints.get, [
      { field: 'itemInfo.translationVersion', type: 'string', expected: 'number', message: 'Invalid input' },
    ]);
  },
};
