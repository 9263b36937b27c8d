// Card sets loaded into memory, looked up by card reference.
import { cardRef, cardSetSchema, unknownFace, type CardFace, type CardSet } from './face';
import { issueText } from '../table/issueText';

export class CardCatalog {
  private readonly faces = new Map<string, CardFace>();
  private readonly sets: CardSet[] = [];

  add(set: CardSet): void {
    this.sets.push(set);
    for (const card of set.cards) this.faces.set(cardRef(set.id, card.number), card);
  }

  face(ref: string): CardFace {
    return this.faces.get(ref) ?? unknownFace(ref);
  }

  has(ref: string): boolean {
    return this.faces.has(ref);
  }

  hasSet(setId: string): boolean {
    return this.sets.some((s) => s.id === setId);
  }

  refsOf(setId: string): string[] {
    const set = this.sets.find((s) => s.id === setId);
    return set ? set.cards.map((card) => cardRef(set.id, card.number)) : [];
  }
}

/** Parses a set file's JSON; throws an Error naming the first problems with their paths. */
export function parseCardSet(json: unknown): CardSet {
  const parsed = cardSetSchema.safeParse(json, { error: issueText });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'set'}: ${i.message}`);
  throw new Error(`invalid card set: ${problems.join('; ')}`);
}
