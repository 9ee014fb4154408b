import type { JournalEntry } from '@daftar/contracts/endpoints/mock-control';

export function JournalTable({ entries }: { entries: JournalEntry[] }) {
  if (entries.length === 0) return <p className="qa-empty">No requests yet.</p>;
  return (
    <table className="qa-table" aria-label="Request journal">
      <thead>
        <tr>
          <th>time</th>
          <th>method</th>
          <th>path</th>
          <th>status</th>
          <th>ms</th>
          <th>answered by</th>
          <th>rule</th>
        </tr>
      </thead>
      <tbody>
        {[...entries].reverse().map((entry) => (
          <tr key={entry.id} className={entry.ruleId ? 'qa-faulted' : undefined}>
            <td>{entry.time.slice(11, 19)}</td>
            <td>{entry.method}</td>
            <td title={`${entry.host} host`}>{entry.path}</td>
            <td>{entry.status || 'none'}</td>
            <td>{Math.round(entry.latencyMs)}</td>
            <td>{entry.upstreamMs === null ? entry.source : `${entry.source} ${Math.round(entry.upstreamMs)}`}</td>
            <td>{entry.ruleName ?? entry.ruleId ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
