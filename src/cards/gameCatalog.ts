// The game sets loaded in this session: typed cards by reference, and their faces (with images)
// registered in the CardCatalog the table renderer draws from.
import { cardNumberKey } from './cardNumber';
import { CardCatalog } from './catalog';
import type { ResolvedCard } from './deckList';
import { cardFaceSchema, cardRef, type CardFace } from './face';
import type { CardLookup, GameCardBase, GameCards, GameId, Localized } from './game';
import { problem } from './problems';
import { parseGameSetJson, unknownGameReason, type GameSet, type SetImportResult } from './setFile';

export interface CatalogCard {
  ref: string;
  setId: string;
  game: GameId;
  card: GameCardBase;
  face: CardFace;
  image?: string;
}

/** Refusal to load a set, with its reason in both languages. */
export class GameCatalogError extends Error {
  constructor(readonly reason: Localized) {
    super(reason.en);
    this.name = 'GameCatalogError';
  }
}

export class GameCatalog {
  private readonly games = new Map<GameId, GameCards<GameCardBase>>();
  private readonly sets = new Map<string, GameSet>();
  private readonly cards = new Map<string, CatalogCard>();
  /** Refs by game and card-number key, in load order (the first loaded set wins a shared number). */
  private readonly byNumber = new Map<string, string>();

  constructor(
    games: readonly GameCards<GameCardBase>[],
    /** Where faces are registered for the renderer; a fresh one when not given. */
    readonly faces: CardCatalog = new CardCatalog(),
  ) {
    for (const game of games) this.games.set(game.game, game);
  }

  /** Adds games whose data was loaded later (the four games load after the first paint). */
  registerGames(games: readonly GameCards<GameCardBase>[]): void {
    for (const game of games) this.games.set(game.game, game);
  }

  gameOf(id: GameId): GameCards<GameCardBase> | undefined {
    return this.games.get(id);
  }

  hasSet(setId: string): boolean {
    return this.sets.has(setId) || this.faces.hasSet(setId);
  }

  /** Loaded sets, of one game or all, in load order. */
  setsOf(game?: GameId): GameSet[] {
    return [...this.sets.values()].filter((s) => game === undefined || s.game === game);
  }

  /** Adds a parsed set. Throws GameCatalogError when its id is taken or its game is not known here. */
  add(set: GameSet): void {
    const game = this.games.get(set.game);
    if (game === undefined) throw new GameCatalogError(unknownGameReason(set.game, [...this.games.values()]));
    if (this.hasSet(set.id)) {
      throw new GameCatalogError({
        ja: `セット「${set.id}」はもう読み込まれています（別の id にしてください）`,
        en: `a set with the id "${set.id}" is already loaded (give this one another id)`,
      });
    }
    const faces = set.cards.map((card) => {
      const image = set.images[card.number];
      // Already checked when the set was parsed; parsing again fills the face's defaults.
      return cardFaceSchema.parse(image === undefined ? game.face(card) : { ...game.face(card), image });
    });
    this.sets.set(set.id, set);
    set.cards.forEach((card, i) => {
      const ref = cardRef(set.id, card.number);
      const face = faces[i]!;
      this.cards.set(ref, { ref, setId: set.id, game: set.game, card, face, ...(face.image === undefined ? {} : { image: face.image }) });
      const key = `${set.game}\u0000${cardNumberKey(card.number)}`;
      if (!this.byNumber.has(key)) this.byNumber.set(key, ref);
    });
    this.faces.add({ id: set.id, name: set.name, cards: faces });
  }

  /** Parses a set file and adds it; a taken id is one more problem rather than an exception. */
  loadJson(text: string): SetImportResult {
    return this.load(parseGameSetJson(text, [...this.games.values()]));
  }

  /** The games this catalog knows. */
  knownGames(): GameCards<GameCardBase>[] {
    return [...this.games.values()];
  }

  /** Adds the set of a successful import; a taken id becomes one more problem. */
  addImported(result: SetImportResult): SetImportResult {
    return this.load(result);
  }

  private load(result: SetImportResult): SetImportResult {
    if (!result.ok) return result;
    try {
      this.add(result.set);
    } catch (error) {
      if (error instanceof GameCatalogError) return { ok: false, problems: [...result.warnings, problem(error.reason, { path: 'id' })] };
      throw error;
    }
    return result;
  }

  lookup(ref: string): CatalogCard | undefined {
    return this.cards.get(ref);
  }

  imageOf(ref: string): string | undefined {
    return this.cards.get(ref)?.image;
  }

  /** Cards of the game, typed by the game's own card type, in load order. */
  cardsOf<Card extends GameCardBase>(game: GameCards<Card>): Card[] {
    const out: Card[] = [];
    // Cards of a game were validated by that game's schema when their set was parsed.
    for (const entry of this.cards.values()) if (entry.game === game.game) out.push(entry.card as Card);
    return out;
  }

  /** A lookup for the game's deck validation: refs of other games are unknown to it. */
  lookupFor<Card extends GameCardBase>(game: GameCards<Card>): CardLookup<Card> {
    return (ref) => {
      const entry = this.cards.get(ref);
      return entry !== undefined && entry.game === game.game ? (entry.card as Card) : undefined;
    };
  }

  /** Finds a card of the game by number ("NF-012", any width or case) or by full ref ("nf-demo:NF-012"). */
  resolveNumber<Card extends GameCardBase>(game: GameCards<Card>, number: string): ResolvedCard<Card> | undefined {
    const byRef = this.cards.get(number.trim());
    const ref = byRef !== undefined ? byRef.ref : this.byNumber.get(`${game.game}\u0000${cardNumberKey(number)}`);
    const entry = ref === undefined ? undefined : this.cards.get(ref);
    return entry !== undefined && entry.game === game.game ? { ref: entry.ref, card: entry.card as Card } : undefined;
  }
}
