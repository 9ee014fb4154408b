import type { ReactNode } from 'react';

/** One of the panel's tables: its column names over the rows it is given, or a line saying there are none yet. */
export function QaTable({
  label,
  heads,
  empty,
  className,
  children,
}: {
  label: string;
  /** Each column's name, once a table (an actions column's is empty). */
  heads: readonly string[];
  /** Shown instead of the table while there are no rows. */
  empty: string | null;
  className?: string;
  children: ReactNode;
}) {
  if (empty !== null) return <p className="qa-empty">{empty}</p>;
  return (
    <table className={className ? `qa-table ${className}` : 'qa-table'} aria-label={label}>
      <thead>
        <tr>
          {heads.map((head) => (
            <th key={head}>{head}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
