// The lessons dialog's list: each scenario file's game, title and about, grouped by game in the
// wizard's order. Reads a file only as far as the list needs; loading checks the whole file.
import type { GameId, Localized } from '../../cards/game';

export interface LessonEntry {
  key: string;
  game: GameId;
  title: Localized;
  about: Localized | null;
}

const GAME_ORDER: readonly GameId[] = ['nofuture', 'multiverse', 'chrono', 'falldown'];

function localized(value: unknown): Localized | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ja, en } = value as Record<string, unknown>;
  return typeof ja === 'string' && typeof en === 'string' ? { ja, en } : null;
}

/** The entry of a scenario file, or null when it names no known game. */
export function lessonEntryOf(key: string, json: unknown): LessonEntry | null {
  if (typeof json !== 'object' || json === null) return null;
  const file = json as Record<string, unknown>;
  const game = GAME_ORDER.find((id) => id === file['game']);
  if (!game) return null;
  const name = key.split('/').pop() ?? key;
  return { key, game, title: localized(file['title']) ?? { ja: name, en: name }, about: localized(file['about']) };
}

/** Lessons by game, games in the wizard's order, each game's lessons in the order given. */
export function groupLessons(entries: readonly LessonEntry[]): { game: GameId; lessons: LessonEntry[] }[] {
  return GAME_ORDER.flatMap((game) => {
    const lessons = entries.filter((e) => e.game === game);
    return lessons.length > 0 ? [{ game, lessons }] : [];
  });
}
