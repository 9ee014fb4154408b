import type { JournalEntry } from '@daftar/contracts/endpoints/mock-control';
import { useCallback, useEffect, useRef, useState } from 'react';
import { labClient } from './control-api.ts';
import { clearJournal, readJournal } from './lab-client.ts';

const keep = 200;

/** The request journal, read incrementally (`since` the last id seen) once a second. */
export function useJournal(): { entries: JournalEntry[]; clear: () => Promise<void> } {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const lastId = useRef(0);
  useEffect(() => {
    let stopped = false;
    const read = async () => {
      try {
        const fresh = await readJournal(labClient, lastId.current);
        if (stopped || fresh.length === 0) return;
        lastId.current = fresh.at(-1)?.id ?? lastId.current;
        setEntries((current) => [...current, ...fresh].slice(-keep));
      } catch {
        // The panel shows the server as unreachable through the scenarios poll; nothing to add here.
      }
    };
    void read();
    const timer = setInterval(read, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  const clear = useCallback(async () => {
    await clearJournal(labClient);
    setEntries([]);
  }, []);
  return { entries, clear };
}
