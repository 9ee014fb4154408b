export function Logo({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Daftar">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M18 14h22l8 8v28H18z" fill="#fff" />
      <path d="M40 14v8h8" fill="#99f6e4" />
      <path d="M24 30h16M24 37h16M24 44h10" stroke="#0f766e" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
