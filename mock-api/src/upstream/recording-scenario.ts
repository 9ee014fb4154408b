import { type FaultRuleInput, faultMethodSchema } from '@daftar/contracts/endpoints/mock-control';
import type { Exchange } from './exchange.ts';

export interface RecordedScenarioOptions {
  /** The rules' name, shown in the journal beside each call they answer. */
  name: string;
  /** Every exchange, not only the failures (4xx, 5xx). */
  all: boolean;
}

/** A path as a fault rule's glob matches it exactly (a `*` in a real path would otherwise be a wildcard). */
const exactGlob = (path: string) => path.replace(/\*/g, '%2A');

/**
 * A recording as fault-lab rules, so a failure seen with real data is reproduced on the seeded local mock: each
 * recorded failure (or, with `all`, each exchange) answers its call once with the recorded status and body, in the
 * recorded order (a call made twice meets its first answer, then its second). Calls the recording answered well
 * go on to the local mock.
 */
export function rulesFromRecording(exchanges: readonly Exchange[], options: RecordedScenarioOptions): FaultRuleInput[] {
  return exchanges
    .filter((exchange) => options.all || exchange.response.status >= 400)
    .flatMap((exchange): FaultRuleInput[] => {
      const method = faultMethodSchema.safeParse(exchange.request.method);
      if (!method.success) return [];
      const { status, body } = exchange.response;
      const respond: FaultRuleInput['respond'] =
        status >= 200 && status <= 599 && body !== undefined
          ? { kind: 'status', status, body }
          : { kind: 'empty', status: status >= 200 && status <= 599 ? status : 502 };
      return [
        {
          name: options.name,
          match: { host: exchange.host, method: method.data, path: exactGlob(exchange.request.path) },
          respond,
          times: 1,
        },
      ];
    });
}
