// The seat keys of this browser, one per table and seat, kept in local storage of the browser
// (IndexedDB) so a reload finds them again. A key never enters the shared doc except when its
// seat reveals it for the end-of-game audit.
import type { Seat } from '../table/schema';
import { exportSeatKey, generateSeatKey, importSeatKey } from './keys';

export interface KeyStore {
  load(name: string): Promise<string | undefined>;
  save(name: string, text: string): Promise<void>;
}

export class MemoryKeyStore implements KeyStore {
  private readonly texts = new Map<string, string>();
  async load(name: string): Promise<string | undefined> {
    return this.texts.get(name);
  }
  async save(name: string, text: string): Promise<void> {
    this.texts.set(name, text);
  }
}

export class KeyRing {
  private readonly keys = new Map<Seat, Promise<CryptoKey | undefined>>();

  constructor(private readonly store: KeyStore, private readonly tableName: string) {}

  private name(seat: Seat): string {
    return `${this.tableName}:${seat}`;
  }

  /** This browser's key for a seat, if it has one. */
  find(seat: Seat): Promise<CryptoKey | undefined> {
    let key = this.keys.get(seat);
    if (!key) {
      key = this.store.load(this.name(seat)).then((text) => (text ? importSeatKey(text) : undefined)).catch(() => undefined);
      this.keys.set(seat, key);
    }
    return key;
  }

  /** The seat's key, made (and stored) on first use. */
  ensure(seat: Seat): Promise<CryptoKey> {
    // One key per seat even when several parts ask at once (two keys made side by side would
    // leave secrets sealed under the one that lost).
    let making = this.making.get(seat);
    if (!making) {
      making = (async () => {
        const found = await this.find(seat);
        if (found) return found;
        const made = await generateSeatKey();
        await this.store.save(this.name(seat), await exportSeatKey(made));
        this.keys.set(seat, Promise.resolve(made));
        return made;
      })();
      this.making.set(seat, making);
      making.catch(() => this.making.delete(seat));
    }
    return making;
  }
  private readonly making = new Map<Seat, Promise<CryptoKey>>();

  async exportText(seat: Seat): Promise<string | undefined> {
    const key = await this.find(seat);
    return key ? exportSeatKey(key) : undefined;
  }

  /** Takes a key exported on another device; throws SecretError for anything that is not one. */
  async importText(seat: Seat, text: string): Promise<void> {
    const key = await importSeatKey(text);
    await this.store.save(this.name(seat), await exportSeatKey(key));
    this.keys.set(seat, Promise.resolve(key));
    this.making.set(seat, Promise.resolve(key));
  }
}
