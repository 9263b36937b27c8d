// The deck as plain text: copy or download it, or read a list typed or pasted in. Every line
// that cannot be read is listed; the deck changes only when asked to.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeckList, parseDeckList, type DeckTextResult } from '../../cards/deckList';
import { nameMatchOf } from '../../cards/deckNames';
import type { DeckList, GameCardBase, GameCards } from '../../cards/game';
import type { GameCatalog } from '../../cards/gameCatalog';
import { formatProblem } from '../../cards/problems';
import { cardsOfGame } from './builderCards';
import { withAllSections } from './deckDraft';
import type { Lang } from './labels';
import { Modal } from './Modal';

export interface DeckTextDialogProps {
  game: GameCards<GameCardBase>;
  deck: DeckList;
  games: GameCatalog;
  lang: Lang;
  onLoad(deck: DeckList): void;
  onClose(): void;
}

/** A file name from the deck name: characters file systems refuse become "_". */
export function deckFileName(name: string): string {
  const safe = name.trim().replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').slice(0, 60);
  return `${safe || 'deck'}.txt`;
}

export function DeckTextDialog({ game, deck, games, lang, onLoad, onClose }: DeckTextDialogProps) {
  const { t } = useTranslation();
  const exported = useMemo(
    () => formatDeckList(deck, (ref) => games.lookup(ref)?.card.number, { nameOf: (ref) => games.lookup(ref)?.card.name }),
    [deck, games],
  );
  const exportRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [input, setInput] = useState('');
  const [result, setResult] = useState<DeckTextResult | null>(null);

  const copy = () => {
    navigator.clipboard.writeText(exported).then(
      () => setNote(t('deckBuilder.copied')),
      () => {
        exportRef.current?.select();
        setNote(t('deckBuilder.copyFailed'));
      },
    );
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([exported], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = deckFileName(deck.name);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const adopt = (read: DeckTextResult) => {
    onLoad(withAllSections({ ...read.deck, name: read.deck.name || deck.name }, game));
    onClose();
  };
  const read = () => {
    const byName = nameMatchOf(cardsOfGame(games, game));
    const parsed = parseDeckList(input, game, (number) => games.resolveNumber(game, number), { byName });
    if (parsed.ok) adopt(parsed);
    else setResult(parsed);
  };

  return (
    <Modal title={t('deckBuilder.textTitle')} testId="deck-text-dialog" onClose={onClose}>
      <div className="db-text">
        <section>
          <h3>{t('deckBuilder.export')}</h3>
          <textarea ref={exportRef} readOnly value={exported} rows={14} data-testid="deck-export" aria-label={t('deckBuilder.export')} />
          <div className="row">
            <button type="button" onClick={copy} data-testid="deck-copy">{t('deckBuilder.copy')}</button>
            <button type="button" onClick={download} data-testid="deck-download">{t('deckBuilder.download')}</button>
            <span className="db-note" role="status">{note}</span>
          </div>
        </section>
        <section>
          <h3>{t('deckBuilder.importText')}</h3>
          <textarea
            value={input}
            rows={14}
            placeholder={t('deckBuilder.importTextHint')}
            onChange={(e) => {
              setInput(e.target.value);
              setResult(null);
            }}
            data-testid="deck-import"
            aria-label={t('deckBuilder.importText')}
          />
          <div className="row">
            <label className="db-file-button">
              {t('deckBuilder.fromFile')}
              <input type="file" accept=".txt,text/plain" onChange={(e) => {
                const file = e.target.files?.[0];
                if (file !== undefined) void file.text().then((text) => { setInput(text); setResult(null); });
              }} />
            </label>
            <button type="button" className="primary" onClick={read} disabled={input.trim() === ''} data-testid="deck-read">{t('deckBuilder.readText')}</button>
          </div>
          {result !== null && (
            <div className="db-import-problems" role="alert" data-testid="deck-text-problems">
              <p>{t('deckBuilder.textProblems', { count: result.problems.length })}</p>
              <ul>{result.problems.map((p, i) => <li key={i} data-testid="deck-text-problem">{formatProblem(p, lang)}</li>)}</ul>
              <button type="button" onClick={() => adopt(result)} data-testid="deck-use-partial">{t('deckBuilder.usePartial')}</button>
            </div>
          )}
        </section>
      </div>
    </Modal>
  );
}
