// The new-game wizard: the game, a deck per seat, who starts, then Start. It stands in for the
// toolbar's "new table"; the old generic table stays as the "free table" choice.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId, Localized } from '../cards/game';
import type { Seat } from '../table/schema';
import { BRING_LATER, DeckSelect, type DeckOption } from './DeckSelect';
import type { Language } from './i18n';
import { useEscape } from './useEscape';
import type { ClockConfig } from '../rules/core/clock';
import { ClockSetting } from './clock/ClockSetting';
import { DEFAULT_CLOCK_FORM, clockFromForm, defaultPreset, type ClockForm } from './clock/clockForm';
import './gameSetup.css';

export interface GameOption {
  id: GameId;
  name: Localized;
  firstPlayer: 'die' | 'choice' | null;
  decks: readonly DeckOption[];
}

export type FirstPlayerPick = 'die' | Seat;

export interface WizardResult {
  game: GameId;
  /** Deck keys per seat; a seat left out brings its deck when it joins. */
  decks: Partial<Record<Seat, string>>;
  firstPlayer: FirstPlayerPick | null;
  /** A match of one game, or the first game of a best of three or five. */
  bestOf: 1 | 3 | 5;
  /** The chess clock / planning timer, off by default. */
  clock: ClockConfig;
}

export interface NewGameWizardProps {
  games: readonly GameOption[];
  lang: Language;
  onStart(result: WizardResult): void;
  onFreeTable(): void;
  onCancel(): void;
}

const FREE = 'free';
const FREE_TABLE_NAME: Localized = { ja: '汎用テーブル', en: 'Free table' };
const SEATS = ['p1', 'p2'] as const;
type Step = 'game' | 'decks' | 'first';

export function NewGameWizard({ games, lang, onStart, onFreeTable, onCancel }: NewGameWizardProps) {
  const { t } = useTranslation();
  useEscape(onCancel);
  const [step, setStep] = useState<Step>('game');
  const [picked, setPicked] = useState<GameId | typeof FREE | null>(null);
  const [decks, setDecks] = useState<Record<Seat, string>>({ p1: BRING_LATER, p2: BRING_LATER });
  const [first, setFirst] = useState<FirstPlayerPick>('die');
  const [bestOf, setBestOf] = useState<1 | 3 | 5>(1);
  const [clockForm, setClockForm] = useState<ClockForm>(DEFAULT_CLOCK_FORM);
  const game = games.find((g) => g.id === picked);
  const steps: Step[] = game?.firstPlayer === null ? ['game', 'decks'] : ['game', 'decks', 'first'];
  const last = picked === FREE || step === steps[steps.length - 1];

  const pick = (id: GameId | typeof FREE) => {
    setPicked(id);
    const chosen = games.find((g) => g.id === id);
    if (!chosen) return;
    // Two different demo decks, so that a new player is playing with two clicks more.
    const demo = chosen.decks.filter((d) => d.source === 'demo');
    setDecks({ p1: demo[0]?.key ?? BRING_LATER, p2: (demo[1] ?? demo[0])?.key ?? BRING_LATER });
    setFirst(chosen.firstPlayer === 'choice' ? 'p1' : 'die');
    setClockForm((f) => ({ ...f, preset: defaultPreset(id) }));
  };
  const clock = game ? clockFromForm(clockForm, game.id) : null;
  const start = () => {
    if (picked === FREE) return onFreeTable();
    if (!game) return;
    const chosen: Partial<Record<Seat, string>> = {};
    for (const seat of SEATS) if (decks[seat] !== BRING_LATER) chosen[seat] = decks[seat];
    if (!clock?.ok) return setStep('decks');
    onStart({ game: game.id, decks: chosen, firstPlayer: game.firstPlayer === null ? null : first, bestOf, clock: clock.config });
  };
  const move = (by: 1 | -1) => setStep(steps[steps.indexOf(step) + by] ?? step);

  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="wizard-title" data-testid="wizard" onClick={onCancel}>
      <div className="dialog wizard" onClick={(e) => e.stopPropagation()}>
        <h2 id="wizard-title">{t('wizard.title')}</h2>
        <ol className="wizard-steps">
          {steps.map((s, i) => <li key={s} className={s === step ? 'current' : ''}>{i + 1}. {t(`wizard.steps.${s}`)}</li>)}
        </ol>
        {step === 'game' && (
          <div className="wizard-games" role="radiogroup" aria-label={t('wizard.chooseGame')}>
            {[...games.map((g) => ({ id: g.id as GameId | typeof FREE, name: g.name })), { id: FREE as typeof FREE, name: FREE_TABLE_NAME }].map(({ id, name }) => (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={picked === id}
                className={`wizard-game ${picked === id ? 'picked' : ''}`}
                data-testid={`wizard-game-${id}`}
                onClick={() => pick(id)}
                onDoubleClick={() => id !== FREE && setStep('decks')}
              >
                {/* The game's own (Japanese) title, with the English one under it: a proper noun shown as such. */}
                <strong lang="ja" data-original="">{name.ja}</strong>
                <small lang="en" data-original="">{name.en}</small>
                <span>{t(`wizard.about.${id}`)}</span>
              </button>
            ))}
          </div>
        )}
        {step === 'game' && picked === FREE && <p className="hint">{t('wizard.freeWarning')}</p>}
        {step === 'decks' && game && (
          <div className="wizard-decks">
            {SEATS.map((seat) => (
              <DeckSelect
                key={seat}
                label={t('wizard.deckFor', { seat: t(`seat.${seat}`) })}
                options={game.decks}
                value={decks[seat]}
                allowLater
                lang={lang}
                testid={`wizard-deck-${seat}`}
                onChange={(key) => setDecks((d) => ({ ...d, [seat]: key }))}
              />
            ))}
            <label className="wizard-best-of">
              {t('wizard.bestOf')}
              <select value={bestOf} data-testid="wizard-best-of" onChange={(e) => setBestOf(Number(e.target.value) === 5 ? 5 : Number(e.target.value) === 3 ? 3 : 1)}>
                {([1, 3, 5] as const).map((n) => <option key={n} value={n}>{t(`wizard.bestOfN.${n}`)}</option>)}
              </select>
            </label>
            <ClockSetting game={game.id} form={clockForm} onChange={setClockForm} />
            {game.firstPlayer === null && <p className="hint">{t('wizard.noFirstPlayer')}</p>}
            <p className="hint">{t('wizard.freeWarning')}</p>
          </div>
        )}
        {step === 'first' && game && (
          <fieldset className="wizard-first">
            <legend>{t('wizard.firstPlayer')}</legend>
            {(['die', ...SEATS] as const).map((choice) => (
              <label key={choice}>
                <input type="radio" name="first" value={choice} checked={first === choice} data-testid={`wizard-first-${choice}`} onChange={() => setFirst(choice)} />
                {choice === 'die' ? t('wizard.byDie') : t('wizard.seatFirst', { seat: t(`seat.${choice}`) })}
              </label>
            ))}
          </fieldset>
        )}
        <div className="buttons">
          <button type="button" data-testid="wizard-cancel" onClick={onCancel}>{t('wizard.cancel')}</button>
          {step !== 'game' && <button type="button" data-testid="wizard-back" onClick={() => move(-1)}>{t('wizard.back')}</button>}
          {last
            ? <button type="button" className="primary" data-testid="wizard-start" disabled={!picked || (picked !== FREE && clock?.ok === false)} onClick={start}>{t('wizard.start')}</button>
            : <button type="button" className="primary" data-testid="wizard-next" disabled={!picked} onClick={() => move(1)}>{t('wizard.next')}</button>}
        </div>
      </div>
    </div>
  );
}
