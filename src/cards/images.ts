// Optional card images: which image file belongs to which card (and, re-exported, which image URLs
// are safe to load).
import { cardNumberKey } from './cardNumber';
import type { Localized } from './game';
import { problem, type ImportProblem } from './problems';

export { checkImageUrl, isSafeImageUrl, type ImageUrlCheck } from './imageUrl';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

export interface ImageFileMatch {
  fileName: string;
  /** The card's number as the set writes it. */
  number: string;
}

export interface ImageFileMatching {
  /** One file per card at most, in the order the files were given. */
  matches: ImageFileMatch[];
  /** Files that belong to no card (or repeat a card that already has one). */
  unmatched: string[];
  /** Card numbers no file was given for. */
  missing: string[];
  /** A warning for every unmatched file, saying why. */
  problems: ImportProblem[];
}

function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** Pairs files named after card numbers ("NF-012.png", any case, png/jpg/jpeg/webp) with the set's cards. */
export function matchImageFiles(fileNames: readonly string[], set: { cards: readonly { number: string }[] }): ImageFileMatching {
  const numbers = new Map(set.cards.map((card) => [cardNumberKey(card.number), card.number]));
  const taken = new Map<string, string>();
  const result: ImageFileMatching = { matches: [], unmatched: [], missing: [], problems: [] };
  const skip = (fileName: string, reason: Localized): void => {
    result.unmatched.push(fileName);
    result.problems.push(problem(reason, { file: fileName }, 'warning'));
  };
  for (const fileName of fileNames) {
    const name = baseName(fileName);
    const dot = name.lastIndexOf('.');
    const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      skip(fileName, { ja: `画像ファイル（${IMAGE_EXTENSIONS.join('・')}）ではないので使いません`, en: `not a ${IMAGE_EXTENSIONS.join('/')} image; ignored` });
      continue;
    }
    const key = cardNumberKey(name.slice(0, dot));
    const number = numbers.get(key);
    if (number === undefined) {
      skip(fileName, { ja: `カード番号 ${name.slice(0, dot)} のカードがこのセットにありません`, en: `no card in this set has the number ${name.slice(0, dot)}` });
      continue;
    }
    const earlier = taken.get(key);
    if (earlier !== undefined) {
      skip(fileName, { ja: `${number} には画像 ${earlier} を使うので、このファイルは使いません`, en: `${number} already has the image ${earlier}; this file is ignored` });
      continue;
    }
    taken.set(key, fileName);
    result.matches.push({ fileName, number });
  }
  for (const [key, number] of numbers) if (!taken.has(key)) result.missing.push(number);
  return result;
}
