// The unsigned variable-length integers of the Yjs wire (lib0's varuint: 7 bits a byte, low
// first), so our frames and the y-webrtc messages we write need no transitive dependency.

/** Largest value we read: beyond it a frame is malformed (lib0 allows 2^53, we never need it). */
const MAX_VARUINT = 2 ** 32;

export class ByteWriter {
  private bytes: number[] = [];
  private parts: Uint8Array[] = [];

  uint8(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }

  varUint(value: number): this {
    let rest = Math.floor(value);
    while (rest > 0x7f) {
      this.bytes.push(0x80 | (rest & 0x7f));
      rest = Math.floor(rest / 128);
    }
    this.bytes.push(rest);
    return this;
  }

  raw(data: Uint8Array): this {
    this.flush();
    this.parts.push(data);
    return this;
  }

  /** Length-prefixed bytes (lib0's writeVarUint8Array). */
  varBytes(data: Uint8Array): this {
    return this.varUint(data.length).raw(data);
  }

  finish(): Uint8Array {
    this.flush();
    const out = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0));
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }

  private flush(): void {
    if (this.bytes.length === 0) return;
    this.parts.push(Uint8Array.from(this.bytes));
    this.bytes = [];
  }
}

export class MalformedError extends Error {
  override name = 'MalformedError';
}

export class ByteReader {
  pos = 0;
  constructor(readonly data: Uint8Array) {}

  uint8(): number {
    if (this.pos >= this.data.length) throw new MalformedError('unexpected end');
    return this.data[this.pos++]!;
  }

  varUint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.uint8();
      value += (byte & 0x7f) * scale;
      if (value > MAX_VARUINT) throw new MalformedError('varuint too large');
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }

  varBytes(): Uint8Array {
    const length = this.varUint();
    if (this.pos + length > this.data.length) throw new MalformedError('unexpected end');
    const out = this.data.subarray(this.pos, this.pos + length);
    this.pos += length;
    return out;
  }

  rest(): Uint8Array {
    const out = this.data.subarray(this.pos);
    this.pos = this.data.length;
    return out;
  }
}
