// The lessons that come with the app: every scenario file under scenarios/, each a chunk of its own
// that loads only when the lessons dialog opens (the first load of the app does not grow).
import type { LessonEntry } from '../../ui/lesson/lessonList';
import { lessonEntryOf } from '../../ui/lesson/lessonList';

const LOADERS = import.meta.glob<unknown>('../../../scenarios/**/*.json', { import: 'default' });

/** "nofuture/worked-example" from "../../../scenarios/nofuture/worked-example.json". */
function keyOf(path: string): string {
  return path.replace(/^.*\/scenarios\//, '').replace(/\.json$/, '');
}

const byKey = new Map(Object.entries(LOADERS).map(([path, load]) => [keyOf(path), load]));

/** The bundled scenario file of that key, parsed. */
export function loadBundled(key: string): Promise<unknown> {
  const load = byKey.get(key);
  return load ? load() : Promise.reject(new Error(`no bundled lesson ${key}`));
}

/** Every bundled lesson with its title and about (files that do not read as one are left out). */
export async function bundledLessons(): Promise<LessonEntry[]> {
  const entries = await Promise.all([...byKey.keys()].sort().map(async (key) => lessonEntryOf(key, await loadBundled(key))));
  return entries.flatMap((entry) => (entry ? [entry] : []));
}
