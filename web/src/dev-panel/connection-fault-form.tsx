import type { FaultRuleInput } from '@daftar/contracts/endpoints/mock-control';
import { type FormEvent, useState } from 'react';

type ConnectionFault = 'reset' | 'answer-lost';

/** What the form's fields say, as a rule: a write fault matches POST, the unreachable server every method. */
export function connectionFaultRule(fields: {
  kind: ConnectionFault;
  path: string;
  times: string;
  seconds: string;
}): FaultRuleInput {
  const times = Number.parseInt(fields.times, 10);
  const seconds = Number.parseInt(fields.seconds, 10);
  return {
    name: fields.kind === 'reset' ? 'server-unreachable' : 'answer-lost',
    match: { host: 'main', method: fields.kind === 'reset' ? 'ANY' : 'POST', path: fields.path || '/**' },
    respond: { kind: fields.kind },
    ...(times > 0 ? { times } : {}),
    ...(seconds > 0 ? { forSeconds: seconds } : {}),
  };
}

/**
 * The two connection faults for a route, a number of calls or a time: the server unreachable (the connection closes
 * without an answer) and the answer lost (the write is done, its answer never arrives). Empty fields: every path,
 * until cleared.
 */
export function ConnectionFaultForm({ onAdd }: { onAdd(rule: FaultRuleInput): void }) {
  const [kind, setKind] = useState<ConnectionFault>('reset');
  const [path, setPath] = useState('/**');
  const [times, setTimes] = useState('');
  const [seconds, setSeconds] = useState('');
  function add(event: FormEvent) {
    event.preventDefault();
    onAdd(connectionFaultRule({ kind, path, times, seconds }));
  }
  return (
    <form className="qa-connection-fault" onSubmit={add} data-testid="qa-connection-fault">
      <select value={kind} onChange={(event) => setKind(event.target.value as ConnectionFault)} aria-label="Fault">
        <option value="reset">server unreachable</option>
        <option value="answer-lost">committed, answer lost</option>
      </select>
      <input value={path} onChange={(event) => setPath(event.target.value)} aria-label="Path glob" />
      <input
        value={times}
        onChange={(event) => setTimes(event.target.value)}
        inputMode="numeric"
        placeholder="calls"
        aria-label="Number of calls"
      />
      <input
        value={seconds}
        onChange={(event) => setSeconds(event.target.value)}
        inputMode="numeric"
        placeholder="seconds"
        aria-label="Seconds"
      />
      <button type="submit">Add</button>
    </form>
  );
}
