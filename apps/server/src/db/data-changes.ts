/**
 * NOTIFY channel of migration 0020: a statement trigger on every table of the app's schema sends it in the writing
 * transaction, so every connection that LISTENs hears of each committed change, in commit order.
 */
export const DATA_CHANGED_CHANNEL = 'data_changed';

/**
 * What this process knows of changes to the app's data, for answers kept in memory until the data they were read
 * from changes (`KeptUntilDataChanges`).
 *
 * Heard from NOTIFY (DATA_CHANGED_CHANNEL). PostgreSQL sends a session the notifications of its own transaction
 * before it reports the statement done (ReadyForQuery), and every connection of the process LISTENs (the pool's
 * and the embedded database's one): a write of this process is counted before the code that made it goes on. A
 * write of another process is counted when its notification arrives, milliseconds after its commit, as a read
 * replica would lag.
 */
export class DataChanges {
  #generation = 0;
  #hearing = false;

  /** Goes up with every change heard of (and whenever changes may have gone unheard). */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Whether changes made by other processes are being heard. While the LISTEN connection is lost they are not, and
   * nothing may be answered from memory.
   */
  get hearing(): boolean {
    return this.#hearing;
  }

  changed(): void {
    this.#generation++;
  }

  /** LISTEN took hold (true) or its connection was lost (false): either way, what was kept may be out of date. */
  setHearing(hearing: boolean): void {
    this.#hearing = hearing;
    this.#generation++;
  }
}

/**
 * Values read from the database, kept while it does not change (at most `maxEntries`, the oldest forgotten first).
 * A value read while a change was heard is not kept: it may have been read before the change.
 */
export class KeptUntilDataChanges<V> {
  readonly #changes: DataChanges;
  readonly #maxEntries: number;
  readonly #kept = new Map<string, V>();
  /** The generation the kept values were read in. */
  #generation = -1;

  constructor(changes: DataChanges, maxEntries: number) {
    this.#changes = changes;
    this.#maxEntries = maxEntries;
  }

  /** The kept value of `key`, if the data has not changed since it was read. */
  get(key: string): V | undefined {
    if (!this.#current()) return undefined;
    return this.#kept.get(key);
  }

  /** Where a value is read now: the ticket to keep it with once read (`keep`). */
  ticket(): number {
    return this.#changes.generation;
  }

  /** Keeps `value`, read after `ticket` was taken, unless the data changed meanwhile. */
  keep(key: string, value: V, ticket: number): void {
    if (!this.#current() || ticket !== this.#generation) return;
    if (this.#kept.size >= this.#maxEntries) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, value);
  }

  /** The kept value of `key`, or `read`'s (kept for the next time). */
  async getOrRead(key: string, read: () => Promise<V>): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const ticket = this.ticket();
    const value = await read();
    this.keep(key, value, ticket);
    return value;
  }

  get size(): number {
    return this.#current() ? this.#kept.size : 0;
  }

  /** Whether the kept values are still those of the current data (forgets them when not). */
  #current(): boolean {
    if (!this.#changes.hearing) return false;
    if (this.#generation !== this.#changes.generation) {
      this.#kept.clear();
      this.#generation = this.#changes.generation;
    }
    return true;
  }
}
