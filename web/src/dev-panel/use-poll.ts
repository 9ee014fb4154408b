import { useCallback, useEffect, useState } from 'react';

/** Re-reads `load` every `intervalMs` while mounted; `refresh` reads at once (after an action). */
export function usePoll<T>(
  load: () => Promise<T>,
  intervalMs: number,
): { data: T | undefined; error: string | undefined; refresh: () => void } {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const refresh = useCallback(() => {
    load().then(
      (value) => {
        setData(value);
        setError(undefined);
      },
      (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)),
    );
  }, [load]);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, intervalMs);
    return () => clearInterval(timer);
  }, [refresh, intervalMs]);
  return { data, error, refresh };
}
