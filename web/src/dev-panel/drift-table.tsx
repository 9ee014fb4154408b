import type { DriftEntry } from '@daftar/contracts/endpoints/mock-gateway';
import { QaTable } from './qa-table.tsx';

/** Per endpoint and side: calls checked against the catalogue, mismatches, the first one (field and type). */
export function DriftTable({ entries }: { entries: DriftEntry[] }) {
  return (
    <QaTable
      label="Contract drift"
      heads={['side', 'endpoint', 'calls', 'mismatches', 'first mismatch']}
      empty={entries.length === 0 ? 'No calls checked yet (drift is checked on upstream calls).' : null}
      className="qa-drift"
    >
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
    </QaTable>
  );
}
