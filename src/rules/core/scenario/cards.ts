// The cards a scenario names: by number from the loaded sets, or defined inline (checked against
// the game's own card schema). Inline cards get references in a set of their own, "scenario".
import { checkCard } from '../../../cards/setFile';
import type { GameCatalog } from '../../../cards/gameCatalog';
import { formatPath } from '../../../cards/problems';
import type { CardLookup, GameCardBase, GameCards } from '../../../cards/game';
import type { CardSpec, CardSpecObject } from './schema';
import { joinPath, type ScenarioProblem } from './problems';

export const INLINE_SET = 'scenario';

export interface ResolvedSpec {
  ref: string;
  card: GameCardBase;
  spec: CardSpecObject;
  under: ResolvedSpec[];
  path: string;
}

export class ScenarioCards {
  readonly inline = new Map<string, GameCardBase>();

  constructor(private readonly catalog: GameCatalog, private readonly game: GameCards<GameCardBase>) {}

  /** Inline cards first, then the loaded sets of the game. */
  readonly lookup: CardLookup<GameCardBase> = (ref) => this.inline.get(ref) ?? this.catalog.lookupFor(this.game)(ref);

  /** Resolves one spec (and the cards under it); problems are added to the list. */
  resolve(raw: CardSpec, path: string, problems: ScenarioProblem[]): ResolvedSpec | null {
    const spec: CardSpecObject = typeof raw === 'string' ? { card: raw } : raw;
    const under = (spec.under ?? []).flatMap((child, i) => {
      const resolved = this.resolve(child, joinPath(path, 'under', i), problems);
      return resolved ? [resolved] : [];
    });
    if (spec.inline !== undefined) {
      const checked = checkCard(spec.inline, this.game);
      if (!checked.ok) {
        for (const issue of checked.issues) problems.push({ path: joinPath(path, 'inline', formatPath(issue.path)), message: issue.reason });
        return null;
      }
      const ref = `${INLINE_SET}:${checked.card.number}`;
      this.inline.set(ref, checked.card);
      return { ref, card: checked.card, spec, under, path };
    }
    const number = spec.card ?? '';
    const found = this.catalog.resolveNumber(this.game, number);
    const inline = this.inline.get(number) ?? this.inline.get(`${INLINE_SET}:${number}`);
    if (inline) return { ref: `${INLINE_SET}:${inline.number}`, card: inline, spec, under, path };
    if (!found) {
      problems.push({
        path: typeof raw === 'string' ? path : joinPath(path, 'card'),
        message: { ja: `カード「${number}」は読み込まれたセットにありません`, en: `no loaded set of this game has the card "${number}"` },
      });
      return null;
    }
    return { ref: found.ref, card: found.card, spec, under, path };
  }
}
