// A card face in the UI language. The sets are written in Japanese with English glosses: English
// mode shows the gloss of each field, and the Japanese where a set (a user's CSV) gives none.
import type { CardFace } from './face';

export type FaceLang = 'ja' | 'en';

const gloss = (en: string | undefined, ja: string): string => (en !== undefined && en.trim() !== '' ? en : ja);

/** The face with name, cost, type, stat labels, text and flavour in `lang`; Japanese mode returns it as it is. */
export function localizedFace(face: CardFace, lang: FaceLang): CardFace {
  if (lang === 'ja') return face;
  return {
    ...face,
    name: gloss(face.nameEn, face.name),
    cost: gloss(face.costEn, face.cost),
    type: gloss(face.typeEn, face.type),
    stats: face.stats.map((s) => ({ ...s, label: gloss(s.labelEn, s.label), value: s.valueEn !== undefined && s.valueEn !== '' ? s.valueEn : s.value })),
    text: gloss(face.textEn, face.text),
    flavor: gloss(face.flavorEn, face.flavor),
  };
}

/** A deck's name in `lang`: the demo decks carry an English one, the player's own decks only theirs. */
export function localizedDeckName(deck: { name: string; nameEn?: string | undefined }, lang: FaceLang): string {
  return lang === 'en' ? gloss(deck.nameEn, deck.name) : deck.name;
}
