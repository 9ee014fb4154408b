import type { DriftEntry } from '@daftar/contracts/endpoints/mock-gateway';

/** Per endpoint and side: calls checked against the catalogue, mismatches, the first one (field and type). */
export function DriftTable({ entries }: { entries: DriftEntry[] }) {
  if (entries.length === 0)
    return <p className="qa-empty">No calls checked yet (drift is checked on upstream calls).</p>;
  return (
    <table className="qa-table qa-drift" aria-label="Contract drift">
      <thead>
        <tr>
          <th>side</th>
          <th>endpoint</th>
          <th>calls</th>
          <th>mismatches</th>
          <th>first mismatch</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.side} ${entry.endpoint}`} className={entry.mismatches > 0 ? 'qa-faulted' : undefined}>
            <td>{entry.side}</td>
            <td title={`${entry.method} ${entry.path}`}>{entry.endpoint}</td>
            <td>{entry.calls}</td>
            <td>{entry.mismatches}</td>
            <td>
              {entry.first
                ? `${entry.first.field} is ${entry.first.type}${entry.first.expected ? `, expected ${entry.first.expected}` : ''}`
                : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
