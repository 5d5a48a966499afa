// A bounded least-recently-used map: engravings and score layouts are kept for the bars people
// step through, without growing with every bar ever asked for. Entries weigh 1 unless told (their
// bytes, say), and the capacity is in the same units.
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight = 1): void {
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.weight;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, weight });
    this.total += weight;
    // The oldest go first; the newest stays even when it alone is over the capacity.
    for (const [k, e] of this.entries) {
      if (this.total <= this.capacity || this.entries.size === 1) break;
      this.entries.delete(k);
      this.total -= e.weight;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
