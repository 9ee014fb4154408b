import type { JournalEntry } from '@daftar/contracts/endpoints/mock-control';
import { QaTable } from './qa-table.tsx';

export function JournalTable({ entries }: { entries: JournalEntry[] }) {
  return (
    <QaTable
      label="Request journal"
      heads={['time', 'method', 'path', 'status', 'ms', 'answered by', 'rule']}
      empty={entries.length === 0 ? 'No requests yet.' : null}
    >
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
    </QaTable>
  );
}
