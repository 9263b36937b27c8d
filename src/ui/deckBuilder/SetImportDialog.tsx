// Importing a card set: a JSON set file, or a CSV of one game with the set's id and name, plus
// optional card images named by card number. On failure every problem is listed and nothing is
// loaded; on success the cards are in the list at once and kept for the next visit.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_IDS, type GameId } from '../../cards/game';
import type { GameCatalog } from '../../cards/gameCatalog';
import { formatProblem, type ImportProblem } from '../../cards/problems';
import type { GameSet } from '../../cards/setFile';
import { localized, type Lang } from './labels';
import { Modal } from './Modal';
import type { CustomSetStore, StoredSetInfo } from './ports';
import { formatOf, importSet, suggestSetId, type ImageSource, type SetFileFormat } from './setImport';

export interface SetImportDialogProps {
  games: GameCatalog;
  lang: Lang;
  /** The CSV game picker starts on this game. */
  game: GameId;
  store?: CustomSetStore;
  onImported(set: GameSet): void;
  onClose(): void;
}

type Outcome =
  | { ok: false; problems: ImportProblem[] }
  | { ok: true; set: GameSet; warnings: ImportProblem[]; stored: boolean };

interface ChosenFile {
  name: string;
  text: string;
  format: SetFileFormat;
}

function imageSource(file: File): ImageSource {
  return {
    name: file.name,
    dataUrl: () => new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not readable')));
      reader.onerror = () => reject(reader.error ?? new Error('not readable'));
      reader.readAsDataURL(file);
    }),
  };
}

function templateUrl(game: GameId): string {
  return `${import.meta.env.BASE_URL}assets/sets/templates/${game}.csv`;
}

export function SetImportDialog({ games, lang, game, store, onImported, onClose }: SetImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [images, setImages] = useState<File[]>([]);
  const [csvGame, setCsvGame] = useState<GameId>(game);
  const [setId, setSetId] = useState('');
  const [nameJa, setNameJa] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [stored, setStored] = useState<StoredSetInfo[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const known = GAME_IDS.flatMap((id) => {
    const g = games.gameOf(id);
    return g === undefined ? [] : [g];
  });

  useEffect(() => {
    let live = true;
    store?.list().then((list) => live && setStored(list), () => undefined);
    return () => {
      live = false;
    };
  }, [store, outcome]);

  const choose = async (chosen: File | undefined) => {
    setOutcome(null);
    if (chosen === undefined) {
      setFile(null);
      return;
    }
    const text = await chosen.text();
    const format = formatOf(chosen.name, text);
    setFile({ name: chosen.name, text, format });
    if (format === 'csv') {
      const stem = chosen.name.replace(/\.[^.]*$/, '');
      setSetId(suggestSetId(chosen.name, (id) => games.hasSet(id)));
      setNameJa(stem);
      setNameEn(stem);
    }
  };

  const run = async () => {
    if (file === null) return;
    setBusy(true);
    try {
      const result = await importSet({
        text: file.text,
        format: file.format,
        csv: { game: csvGame, meta: { id: setId.trim(), name: { ja: nameJa.trim(), en: nameEn.trim() } } },
        images: images.map(imageSource),
      }, games);
      if (!result.ok) {
        setOutcome(result);
        return;
      }
      let kept = false;
      if (store !== undefined) {
        try {
          await store.save(result.set);
          kept = true;
        } catch {
          kept = false;
        }
      }
      setOutcome({ ...result, stored: kept });
      setFile(null);
      setImages([]);
      setFileKey((k) => k + 1);
      onImported(result.set);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    if (store === undefined) return;
    try {
      await store.remove(id);
      setRemoved((set) => new Set([...set, id]));
    } catch {
      // Still listed: the user sees it was not removed.
    }
  };

  return (
    <Modal title={t('deckBuilder.setTitle')} testId="set-import-dialog" onClose={onClose}>
      <div className="db-set-import">
        <p className="db-hint">{t('deckBuilder.setIntro')}</p>
        <div className="db-fields" key={fileKey}>
          <label>
            {t('deckBuilder.setFile')}
            <input type="file" accept=".json,.csv,.tsv,.txt,application/json,text/csv" onChange={(e) => void choose(e.target.files?.[0])} data-testid="set-file" />
          </label>
          <label>
            {t('deckBuilder.images')}
            <input type="file" multiple accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp" onChange={(e) => setImages([...(e.target.files ?? [])])} data-testid="set-images" />
          </label>
        </div>
        {file?.format === 'csv' && (
          <fieldset className="db-fields" data-testid="csv-fields">
            <legend>{t('deckBuilder.csvMeta')}</legend>
            <label>
              {t('deckBuilder.csvGame')}
              <select value={csvGame} onChange={(e) => setCsvGame(e.target.value as GameId)} data-testid="csv-game">
                {known.map((g) => <option key={g.game} value={g.game}>{localized(g.name, lang)}</option>)}
              </select>
            </label>
            <label>
              {t('deckBuilder.setId')}
              <input value={setId} onChange={(e) => setSetId(e.target.value)} maxLength={32} data-testid="csv-set-id" />
            </label>
            <label>
              {t('deckBuilder.setNameJa')}
              <input value={nameJa} onChange={(e) => setNameJa(e.target.value)} maxLength={80} data-testid="csv-name-ja" />
            </label>
            <label>
              {t('deckBuilder.setNameEn')}
              <input value={nameEn} onChange={(e) => setNameEn(e.target.value)} maxLength={80} data-testid="csv-name-en" />
            </label>
          </fieldset>
        )}
        <div className="row">
          <button type="button" className="primary" disabled={file === null || busy} onClick={() => void run()} data-testid="set-import">
            {busy ? t('deckBuilder.importing') : t('deckBuilder.importSet')}
          </button>
          {file !== null && <span className="db-note">{file.name} ({file.format.toUpperCase()})</span>}
        </div>
        {outcome !== null && !outcome.ok && (
          <div className="db-import-problems" role="alert" data-testid="set-problems">
            <p>{t('deckBuilder.importFailed', { count: outcome.problems.filter((p) => p.severity === 'error').length })}</p>
            <ul>{outcome.problems.map((p, i) => <li key={i} data-testid="set-problem" data-severity={p.severity}>{formatProblem(p, lang)}</li>)}</ul>
          </div>
        )}
        {outcome?.ok === true && (
          <div className="db-import-done" role="status" data-testid="set-imported">
            <p>{t('deckBuilder.imported', { name: localized(outcome.set.name, lang), count: outcome.set.cards.length })}</p>
            {!outcome.stored && <p className="db-warn">{t('deckBuilder.notStored')}</p>}
            {outcome.warnings.length > 0 && (
              <ul>{outcome.warnings.map((p, i) => <li key={i} data-testid="set-problem" data-severity={p.severity}>{formatProblem(p, lang)}</li>)}</ul>
            )}
          </div>
        )}
        <section>
          <h3>{t('deckBuilder.templates')}</h3>
          <p className="db-hint">{t('deckBuilder.templatesHint')}</p>
          <ul className="db-templates">
            {known.map((g) => (
              <li key={g.game}>
                <a href={templateUrl(g.game)} download={`${g.game}-template.csv`} data-testid={`template-${g.game}`}>{localized(g.name, lang)}</a>
              </li>
            ))}
          </ul>
        </section>
        {store !== undefined && stored.length > 0 && (
          <section>
            <h3>{t('deckBuilder.storedSets')}</h3>
            <ul className="db-stored" data-testid="stored-sets">
              {stored.map((s) => (
                <li key={s.id}>
                  <span>{localized(s.name, lang)} <small>({s.id} · {t('deckBuilder.cardCount', { count: s.cards })})</small></span>
                  {removed.has(s.id) ? (
                    <small className="db-note">{t('deckBuilder.setRemoved')}</small>
                  ) : (
                    <button type="button" onClick={() => void remove(s.id)}>{t('deckBuilder.removeSet')}</button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Modal>
  );
}
