/**
 * Reading y-webrtc's encrypted signaling payloads without trusting them: the sealed frame
 * (lib0 encoding: varString "AES-GCM", varUint8Array iv, varUint8Array cipher, all base64) and
 * the lib0 `writeAny` encoding of the plaintext. Every reader returns undefined on bad input
 * instead of throwing, and nesting is bounded (lib0's own reader recurses without a limit).
 */

export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  cipher: Uint8Array<ArrayBuffer>;
}

class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {}

  get done(): boolean {
    return this.pos === this.bytes.length;
  }

  byte(): number {
    const b = this.bytes[this.pos++];
    if (b === undefined) throw new RangeError('end of data');
    return b;
  }

  varUint(): number {
    let num = 0;
    let mult = 1;
    for (;;) {
      const b = this.byte();
      num += (b & 0x7f) * mult;
      if (b < 0x80) return num;
      mult *= 128;
      if (num > Number.MAX_SAFE_INTEGER) throw new RangeError('integer too large');
    }
  }

  varInt(): number {
    const first = this.byte();
    const sign = first & 0x40 ? -1 : 1;
    let num = first & 0x3f;
    if ((first & 0x80) === 0) return sign * num;
    let mult = 64;
    for (;;) {
      const b = this.byte();
      num += (b & 0x7f) * mult;
      if (b < 0x80) return sign * num;
      mult *= 128;
      if (num > Number.MAX_SAFE_INTEGER) throw new RangeError('integer too large');
    }
  }

  take(length: number): Uint8Array<ArrayBuffer> {
    if (length > this.bytes.length - this.pos) throw new RangeError('end of data');
    const out = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return out;
  }

  view(length: number): DataView {
    const part = this.take(length);
    return new DataView(part.buffer, part.byteOffset, length);
  }

  string(): string {
    return new TextDecoder().decode(this.take(this.varUint()));
  }
}

/** Strict base64 (what y-webrtc's toBase64 writes); undefined for anything else. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function parseSealed(bytes: Uint8Array<ArrayBuffer>): Sealed | undefined {
  try {
    const reader = new Reader(bytes);
    if (reader.string() !== 'AES-GCM') return undefined;
    const iv = reader.take(reader.varUint());
    const cipher = reader.take(reader.varUint());
    // AES-GCM with y-webrtc's 12-byte IV; a cipher text is at least its 16-byte tag.
    if (iv.length !== 12 || cipher.length < 16 || !reader.done) return undefined;
    return { iv, cipher };
  } catch {
    return undefined;
  }
}

const MAX_DEPTH = 16;

/** The value lib0's readAny would read, or undefined (also for trailing bytes or deep nesting). */
export function readAny(bytes: Uint8Array<ArrayBuffer>): { value: unknown } | undefined {
  try {
    const reader = new Reader(bytes);
    const value = readValue(reader, 0);
    return reader.done ? { value } : undefined;
  } catch {
    return undefined;
  }
}

function readValue(reader: Reader, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new RangeError('too deep');
  switch (reader.byte()) {
    case 127: return undefined;
    case 126: return null;
    case 125: return reader.varInt();
    case 124: return reader.view(4).getFloat32(0, false);
    case 123: return reader.view(8).getFloat64(0, false);
    case 122: return reader.view(8).getBigInt64(0, false);
    case 121: return false;
    case 120: return true;
    case 119: return reader.string();
    case 118: {
      const out: Record<string, unknown> = {};
      for (let n = reader.varUint(); n > 0; n--) {
        const key = reader.string();
        // lib0 would set the prototype for this key: no honest message has it, so it is refused.
        if (key === '__proto__') throw new RangeError('__proto__ key');
        Object.defineProperty(out, key, { value: readValue(reader, depth + 1), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    case 117: {
      const out: unknown[] = [];
      for (let n = reader.varUint(); n > 0; n--) out.push(readValue(reader, depth + 1));
      return out;
    }
    case 116: return reader.take(reader.varUint());
    default: throw new RangeError('unknown tag');
  }
}
