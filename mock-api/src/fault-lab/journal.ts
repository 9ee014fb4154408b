import type { JournalEntry } from '@daftar/contracts/endpoints/mock-control';

/** A request as the lab notes it: its time as a number, formatted only when the journal is read. */
export type JournalRecord = Omit<JournalEntry, 'id' | 'time'> & { at: number };

type Kept = Omit<JournalRecord, 'at'> & { id: number; at: number };

/** The last `capacity` requests both hosts answered, oldest first. */
export class Journal {
  #entries: Kept[] = [];
  #nextId = 1;
  readonly capacity: number;

  constructor(capacity = 2000) {
    this.capacity = capacity;
  }

  /**
   * Keeps up to twice the capacity and then drops the oldest down to it: dropping one entry per request moved every
   * other entry each time (an array's shift), on every request of a busy server. The time stays a number until
   * read (an ISO string for every request the journal keeps was a microsecond each on a busy machine).
   */
  record(entry: JournalRecord): void {
    this.#entries.push({ id: this.#nextId++, ...entry });
    if (this.#entries.length >= 2 * this.capacity) this.#entries.splice(0, this.#entries.length - this.capacity);
  }

  read(since = 0, limit = 200): JournalEntry[] {
    const newer = this.#entries.slice(-this.capacity).filter((entry) => entry.id > since);
    return newer.slice(Math.max(0, newer.length - limit)).map(({ at, ...entry }) => ({
      ...entry,
      time: new Date(at).toISOString(),
    }));
  }

  clear(): void {
    this.#entries = [];
  }
}
