// A small stable hash that peers compare after a resolution, and that binds a player's choices to
// the result they previewed: FNV-1a over a canonical JSON text (object keys sorted), two 32-bit
// lanes with different offsets for 64 bits. It detects change; it is not a security boundary.

/** FNV-1a, 32 bits, over the UTF-16 code units of a string. */
export function fnv1a(text: string, offset = 0x811c9dc5): number {
  let h = offset >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** JSON with object keys in sorted order, so equal values give equal text on every peer. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** 16 hex digits. */
export function hashText(text: string): string {
  const a = fnv1a(text);
  const b = fnv1a(text, 0x01000193 ^ 0x9e3779b9);
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}
