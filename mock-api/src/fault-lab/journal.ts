import type { JournalEntry } from '@daftar/contracts/endpoints/mock-control';

/** The last `capacity` requests both hosts answered, oldest first. */
export class Journal {
  #entries: JournalEntry[] = [];
  #nextId = 1;
  readonly capacity: number;

  constructor(capacity = 2000) {
    this.capacity = capacity;
  }

  /**
   * Keeps up to twice the capacity and then drops the oldest down to it: dropping one entry per request moved every
   * other entry each time (an array's shift), on every request of a busy server.
   */
  record(entry: Omit<JournalEntry, 'id'>): JournalEntry {
    const full = { id: this.#nextId++, ...entry };
    this.#entries.push(full);
    if (this.#entries.length >= 2 * this.capacity) this.#entries.splice(0, this.#entries.length - this.capacity);
    return full;
  }

  read(since = 0, limit = 200): JournalEntry[] {
    const newer = this.#entries.slice(-this.capacity).filter((entry) => entry.id > since);
    return newer.slice(Math.max(0, newer.length - limit));
  }

  clear(): void {
    this.#entries = [];
  }
}
