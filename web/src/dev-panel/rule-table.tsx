import type { FaultRule } from '@daftar/contracts/endpoints/mock-control';
import { QaTable } from './qa-table.tsx';

function answerOf(rule: FaultRule): string {
  const r = rule.respond;
  return r.kind === 'status' ? String(r.status) : r.kind;
}

export function RuleTable(props: { rules: FaultRule[]; onDelete: (id: string) => void }) {
  return (
    <QaTable
      label="Rules in force"
      heads={['rule', 'match', 'answer', 'left', '']}
      empty={props.rules.length === 0 ? 'No rules in force.' : null}
    >
      {props.rules.map((rule) => (
        <tr key={rule.id}>
          <td>{rule.scenario ?? rule.name ?? rule.id}</td>
          <td>
            {rule.match.host} {rule.match.method} {rule.match.path}
          </td>
          <td>{answerOf(rule)}</td>
          <td>{rule.remaining ?? '∞'}</td>
          <td>
            <button type="button" aria-label={`Delete rule ${rule.id}`} onClick={() => props.onDelete(rule.id)}>
              ✕
            </button>
          </td>
        </tr>
      ))}
    </QaTable>
  );
}
