/** The arrow beside a sortable header; the state itself is announced through the header's aria-sort. */
export function SortIndicator({ direction }: { direction: false | 'asc' | 'desc' }) {
  const symbol = direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕';
  return (
    <span className={`data-table-sort-icon${direction ? ' is-active' : ''}`} aria-hidden="true">
      {symbol}
    </span>
  );
}
