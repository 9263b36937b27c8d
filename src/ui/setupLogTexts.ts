// The log lines of the game-setup steps live in the wizard's string block; they are also served
// under log.ops, where the log panel looks every operation up.
import i18next, { type i18n as I18n } from 'i18next';
import { en } from './locales/en';
import { ja } from './locales/ja';

function register(i18n: I18n): void {
  for (const [lang, strings] of [['ja', ja], ['en', en]] as const) {
    if (!i18n.hasResourceBundle(lang, 'translation') || i18n.exists('log.ops.gameSetup', { lng: lang })) continue;
    i18n.addResourceBundle(lang, 'translation', { log: { ops: strings.wizard.log } }, true, false);
  }
}

/** Adds the texts as soon as i18next is set up, so that the first log drawn already has them. */
export function registerSetupLogTexts(i18n: I18n = i18next): void {
  if (i18n.isInitialized) register(i18n);
  else i18n.on('initialized', () => register(i18n));
}
