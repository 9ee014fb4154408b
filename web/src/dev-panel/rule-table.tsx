import type { FaultRule } from '@daftar/contracts/endpoints/mock-control';

function answerOf(rule: FaultRule): string {
  const r = rule.respond;
  return r.kind === 'status' ? String(r.status) : r.kind;
}

export function RuleTable(props: { rules: FaultRule[]; onDelete: (id: string) => void }) {
  if (props.rules.length === 0) return <p className="qa-empty">No rules in force.</p>;
  return (
    <table className="qa-table" aria-label="Rules in force">
      <thead>
        <tr>
          <th>rule</th>
          <th>match</th>
          <th>answer</th>
          <th>left</th>
          <th />
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  );
}
