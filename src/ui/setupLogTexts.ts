// The log lines of the game-setup steps live in the wizard's string block; they are also served
// under log.ops, where the log panel looks every operation up.
import type { i18n as I18n } from 'i18next';
import { en } from './locales/en';
import { ja } from './locales/ja';

/** Adds the texts once; true when it did (lines already on screen are then drawn again). */
export function registerSetupLogTexts(i18n: I18n): boolean {
  let added = false;
  for (const [lang, strings] of [['ja', ja], ['en', en]] as const) {
    if (!i18n.hasResourceBundle(lang, 'translation') || i18n.exists('log.ops.gameSetup', { lng: lang })) continue;
    i18n.addResourceBundle(lang, 'translation', { log: { ops: strings.wizard.log } }, true, false);
    added = true;
  }
  return added;
}
