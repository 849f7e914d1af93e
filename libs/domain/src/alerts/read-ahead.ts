/** How long a destination read ahead may be used: a claimed batch's sends start within seconds. */
const KEEP_MS = 5000;

/**
 * Where a claimed batch's deliveries go, read in one query per channel rather than one per send
 * (docs/product.md §10, "Delivery"): `read` fills it for many users; `get` answers once from it
 * while fresh (the entry is used up), else reads that user alone. A change of a user's channel (a
 * new address, an unpaired chat) is seen by every send after it but one whose destination was
 * read ahead, at most KEEP_MS before.
 */
export class ReadAhead<T> {
  private readonly kept = new Map<string, { value: T; atMs: number }>();

  constructor(
    private readonly readMany: (userIds: readonly string[]) => Promise<ReadonlyMap<string, T>>,
    private readonly readOne: (userId: string) => Promise<T>,
    private readonly none: T,
  ) {}

  async read(userIds: readonly string[], nowMs: number): Promise<void> {
    for (const [id, entry] of this.kept) if (nowMs - entry.atMs >= KEEP_MS) this.kept.delete(id);
    if (userIds.length === 0) return;
    const found = await this.readMany(userIds);
    for (const id of userIds) this.kept.set(id, { value: found.get(id) ?? this.none, atMs: nowMs });
  }

  get(userId: string, nowMs: number): Promise<T> {
    const entry = this.kept.get(userId);
    this.kept.delete(userId);
    return entry !== undefined && nowMs - entry.atMs < KEEP_MS ? Promise.resolve(entry.value) : this.readOne(userId);
  }
}
