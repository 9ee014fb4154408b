import './list.css';

/** An active/inactive mark for a list cell or a detail header; `label` is already translated. */
export function StatusBadge({ active, label }: { active: boolean; label: string }) {
  return <span className={`status-badge${active ? ' is-active' : ''}`}>{label}</span>;
}
