// Naming cards in steps and expectations: by alias ("as"), by card number when only one card of the
// position has it, or by object id.
import type { Localized } from '../../../cards/game';
import type { PlacedCard } from './build';
import type { ResolvedSpec } from './cards';

/** Step fields that name one card, and fields that name a list of cards. */
export const REF_FIELDS = ['card', 'host', 'onto', 'target', 'replaces', 'against'] as const;
export const REF_LIST_FIELDS = ['cards', 'targets'] as const;

function numberOf(spec: ResolvedSpec): string {
  return spec.card.number;
}

export class CardRefs {
  private readonly aliases = new Set<string>();
  private readonly numbers = new Map<string, number>();
  private readonly idByAlias = new Map<string, string>();
  private readonly idsByNumber = new Map<string, string[]>();
  private readonly ids = new Set<string>();
  private readonly nameById = new Map<string, string>();

  static fromSpecs(specs: readonly ResolvedSpec[]): CardRefs {
    const refs = new CardRefs();
    const visit = (spec: ResolvedSpec) => {
      if (spec.spec.as !== undefined) refs.aliases.add(spec.spec.as);
      refs.numbers.set(numberOf(spec), (refs.numbers.get(numberOf(spec)) ?? 0) + (spec.spec.count ?? 1));
      spec.under.forEach(visit);
    };
    specs.forEach(visit);
    return refs;
  }

  /** Why a name cannot be used, or null when it names exactly one card. */
  problemWith(name: string): Localized | null {
    if (this.aliases.has(name)) return null;
    const count = this.numbers.get(name) ?? 0;
    if (count === 1) return null;
    if (count > 1) {
      return { ja: `「${name}」は${count}枚あります。"as" で別名を付けてください`, en: `${count} cards are "${name}": name one with "as"` };
    }
    return { ja: `「${name}」という別名・カード番号のカードはありません`, en: `no card has the alias or number "${name}"` };
  }

  bind(placed: readonly PlacedCard[]): void {
    for (const { id, spec } of placed) {
      this.ids.add(id);
      if (spec.spec.as !== undefined) this.idByAlias.set(spec.spec.as, id);
      const list = this.idsByNumber.get(numberOf(spec)) ?? [];
      list.push(id);
      this.idsByNumber.set(numberOf(spec), list);
      this.nameById.set(id, spec.spec.as ?? numberOf(spec));
    }
  }

  /** The object id a name stands for (an alias, a unique number, or an id as it is). */
  idOf(name: string): string {
    const byAlias = this.idByAlias.get(name);
    if (byAlias !== undefined) return byAlias;
    const byNumber = this.idsByNumber.get(name);
    if (byNumber?.length === 1) return byNumber[0]!;
    return name;
  }

  /** How the scenario calls a card: its alias or number; the id for a card made later. */
  nameOf(id: string): string {
    return this.nameById.get(id) ?? id;
  }
}
