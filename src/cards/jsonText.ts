// Reads JSON text like JSON.parse, but also remembers where each value starts, and says where and
// why the text is not JSON. Engines word (and place) JSON.parse errors differently, and an import
// problem must name the line and column in the user's file.
import type { Localized } from './game';

export type JsonPath = readonly (string | number)[];

export interface JsonSyntaxError {
  /** Offset of the offending character (the text's length when it ends too early). */
  offset: number;
  reason: Localized;
}

export interface JsonDuplicateKey {
  path: JsonPath;
  offset: number;
}

export type JsonTextResult =
  | {
      ok: true;
      value: unknown;
      /** Where the value at the path starts; for a path that is absent, where its nearest present parent starts. */
      offsetOf(path: JsonPath): number | undefined;
      /** Keys written twice in one object (the last one wins, as with JSON.parse). */
      duplicateKeys: JsonDuplicateKey[];
    }
  | { ok: false; error: JsonSyntaxError };

/** Deeper nesting than this is refused rather than risking the call stack. */
const MAX_DEPTH = 200;

class SyntaxProblem extends Error {
  constructor(
    readonly offset: number,
    readonly reason: Localized,
  ) {
    super(reason.en);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

function describeChar(c: string | undefined): string {
  if (c === undefined) return 'end of file';
  if (c === '\n' || c === '\r') return 'line break';
  return `'${c}'`;
}

function unexpected(text: string, offset: number, expected: Localized): SyntaxProblem {
  const c = text[offset];
  if (c === undefined) return new SyntaxProblem(offset, { ja: `ファイルが途中で終わっています（${expected.ja}）`, en: `unexpected end of file (${expected.en})` });
  if (c === "'") return new SyntaxProblem(offset, { ja: '文字列は " で囲んでください（\' は使えません）', en: "strings need double quotes (\"), not '" });
  if (c === '/') return new SyntaxProblem(offset, { ja: 'JSON にはコメントを書けません', en: 'JSON has no comments' });
  return new SyntaxProblem(offset, { ja: `予期しない文字 ${describeChar(c)} があります（${expected.ja}）`, en: `unexpected ${describeChar(c)} (${expected.en})` });
}

/** Parses JSON text; never throws. A leading byte-order mark is skipped. */
export function parseJsonText(text: string): JsonTextResult {
  const offsets = new Map<string, number>();
  const duplicateKeys: JsonDuplicateKey[] = [];
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const skipSpace = (): void => {
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 9 || c === 10 || c === 13) pos++;
      else return;
    }
  };

  const readString = (): string => {
    const start = pos;
    pos++; // opening quote
    let out = '';
    let chunkStart = pos;
    for (;;) {
      const c = text.charCodeAt(pos);
      if (Number.isNaN(c)) throw new SyntaxProblem(start, { ja: '文字列の " が閉じられていません', en: 'a string is never closed (missing ")' });
      if (c === 34) break;
      if (c < 32) {
        throw new SyntaxProblem(pos, c === 10 || c === 13
          ? { ja: '文字列の途中で改行しています（改行は \\n と書きます。" の閉じ忘れかもしれません）', en: 'line break inside a string (write \\n, or a closing " is missing)' }
          : { ja: '文字列に制御文字があります', en: 'control character inside a string' });
      }
      if (c === 92) {
        out += text.slice(chunkStart, pos);
        const e = text[pos + 1];
        if (e === 'u') {
          const hex = text.slice(pos + 2, pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new SyntaxProblem(pos, { ja: '\\u の後には16進数4桁が必要です', en: '\\u needs four hex digits' });
          out += String.fromCharCode(parseInt(hex, 16));
          pos += 6;
        } else {
          const decoded = e === undefined ? undefined : ESCAPES[e];
          if (decoded === undefined) throw new SyntaxProblem(pos, { ja: `使えないエスケープ \\${e ?? ''} です`, en: `invalid escape \\${e ?? ''}` });
          out += decoded;
          pos += 2;
        }
        chunkStart = pos;
      } else pos++;
    }
    out += text.slice(chunkStart, pos);
    pos++; // closing quote
    return out;
  };

  const readValue = (path: (string | number)[], depth: number): unknown => {
    skipSpace();
    if (depth > MAX_DEPTH) throw new SyntaxProblem(pos, { ja: '入れ子が深すぎます', en: 'nested too deeply' });
    offsets.set(JSON.stringify(path), pos);
    const c = text[pos];
    if (c === '{') return readObject(path, depth);
    if (c === '[') return readArray(path, depth);
    if (c === '"') return readString();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = pos;
      const match = NUMBER.exec(text);
      if (!match) throw new SyntaxProblem(pos, { ja: '数値の書き方が正しくありません', en: 'malformed number' });
      pos += match[0].length;
      return Number(match[0]);
    }
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return value;
      }
    }
    throw unexpected(text, pos, { ja: '値（文字列・数値・true/false/null・{ }・[ ]）が必要です', en: 'expected a value' });
  };

  const readObject = (path: (string | number)[], depth: number): Record<string, unknown> => {
    const object: Record<string, unknown> = {};
    pos++;
    skipSpace();
    if (text[pos] === '}') {
      pos++;
      return object;
    }
    for (;;) {
      skipSpace();
      if (text[pos] === '}') throw new SyntaxProblem(pos, { ja: '} の前の , を消してください', en: 'remove the comma before }' });
      if (text[pos] !== '"') throw unexpected(text, pos, { ja: '" で囲んだ項目名が必要です', en: 'expected a property name in double quotes' });
      const key = readString();
      skipSpace();
      if (text[pos] !== ':') throw unexpected(text, pos, { ja: '項目名の後に : が必要です', en: "expected ':' after the property name" });
      pos++;
      const keyPath = [...path, key];
      if (Object.hasOwn(object, key)) duplicateKeys.push({ path: keyPath, offset: pos });
      // Own data property even for "__proto__", as JSON.parse does.
      Object.defineProperty(object, key, { value: readValue(keyPath, depth + 1), enumerable: true, writable: true, configurable: true });
      skipSpace();
      if (text[pos] === ',') {
        pos++;
        continue;
      }
      if (text[pos] === '}') {
        pos++;
        return object;
      }
      throw unexpected(text, pos, { ja: ', か } が必要です', en: "expected ',' or '}'" });
    }
  };

  const readArray = (path: (string | number)[], depth: number): unknown[] => {
    const array: unknown[] = [];
    pos++;
    skipSpace();
    if (text[pos] === ']') {
      pos++;
      return array;
    }
    for (;;) {
      skipSpace();
      if (text[pos] === ']') throw new SyntaxProblem(pos, { ja: '] の前の , を消してください', en: 'remove the comma before ]' });
      array.push(readValue([...path, array.length], depth + 1));
      skipSpace();
      if (text[pos] === ',') {
        pos++;
        continue;
      }
      if (text[pos] === ']') {
        pos++;
        return array;
      }
      throw unexpected(text, pos, { ja: ', か ] が必要です', en: "expected ',' or ']'" });
    }
  };

  try {
    const value = readValue([], 0);
    skipSpace();
    if (pos < text.length) throw new SyntaxProblem(pos, { ja: 'JSON の終わりの後に余分な文字があります', en: 'extra text after the end of the JSON value' });
    const offsetOf = (path: JsonPath): number | undefined => {
      for (let n = path.length; n >= 0; n--) {
        const offset = offsets.get(JSON.stringify(path.slice(0, n)));
        if (offset !== undefined) return offset;
      }
      return undefined;
    };
    return { ok: true, value, offsetOf, duplicateKeys };
  } catch (error) {
    if (error instanceof SyntaxProblem) return { ok: false, error: { offset: error.offset, reason: error.reason } };
    // Anything else (e.g. an exhausted stack) still must not escape.
    return { ok: false, error: { offset: pos, reason: { ja: 'JSON として読めません', en: 'cannot be read as JSON' } } };
  }
}
