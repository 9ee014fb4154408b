import { Logo } from './logo.tsx';

/** Shown while start-up data loads (SPEC §2): the product logo and a loading label. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Logo size={72} />
      <span>{label}</span>
    </div>
  );
}
