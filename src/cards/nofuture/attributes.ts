// Character attributes (属性) in English, for the type line and the Swap keyword.
/**
 * English glosses of the demo set's attributes. An attribute is free text in a set (a user's CSV
 * may bring its own), so one without a gloss is shown as written.
 */
export const ATTRIBUTE_EN: Readonly<Record<string, string>> = {
  魔法少女: 'Magical Girl', 機兵: 'Mech', 守護者: 'Guardian', 帝国兵: 'Imperial Soldier', 魔獣: 'Beast', 魔女: 'Witch',
};

export function attributeName(attribute: string, lang: 'ja' | 'en'): string {
  // Own keys only: an attribute named "constructor" is text, not the object's prototype.
  return lang === 'en' && Object.hasOwn(ATTRIBUTE_EN, attribute) ? (ATTRIBUTE_EN[attribute] ?? attribute) : attribute;
}

/** An attribute as written in a set or deck text: an English gloss ("Magical Girl") reads as its Japanese. */
export function attributeFromText(text: string): string {
  const wanted = text.trim().toLowerCase();
  const found = Object.entries(ATTRIBUTE_EN).find(([, en]) => en.toLowerCase() === wanted);
  return found ? found[0] : text.trim();
}
