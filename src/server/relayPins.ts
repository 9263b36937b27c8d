// Which seat keys may publish into a relay document. The relay cannot see the room, so it pins the
// first two keys that present a valid publisher token (the two seats) for a day; everyone else is a
// viewer. With Redis the pins are shared, so every relay of a pair refuses the same strangers.
import type { Redis } from 'ioredis';

/** Two seats publish a match; a third key is a stranger. */
export const MAX_PUBLISHERS = 2;
export const PIN_TTL_SECONDS = 24 * 3600;

export interface PinStore {
  /** True when `key` is (now) one of the document's publishers. */
  admit(document: string, key: string): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryPinStore implements PinStore {
  private readonly pins = new Map<string, { keys: Set<string>; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async admit(document: string, key: string): Promise<boolean> {
    const now = this.now();
    let entry = this.pins.get(document);
    if (!entry || entry.until < now) {
      entry = { keys: new Set(), until: now + PIN_TTL_SECONDS * 1000 };
      this.pins.set(document, entry);
    }
    if (entry.keys.has(key)) return true;
    if (entry.keys.size >= MAX_PUBLISHERS) return false;
    entry.keys.add(key);
    return true;
  }

  async close(): Promise<void> {
    this.pins.clear();
  }
}

// One atomic step in Redis: already pinned, or room for one more (then pinned, TTL refreshed).
const ADMIT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1`;

export class RedisPinStore implements PinStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'fudaba:relay-pins:') {}

  async admit(document: string, key: string): Promise<boolean> {
    const result = await this.redis.eval(ADMIT, 1, this.prefix + document, key, String(MAX_PUBLISHERS), String(PIN_TTL_SECONDS));
    return result === 1;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
