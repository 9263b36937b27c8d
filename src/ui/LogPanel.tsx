// The table's log: who did what, newest at the bottom, in words for people (internal figures such
// as hashes and seeds only on hover).
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LogEntry } from '../table/log';
import { counterLabel } from '../text/counterLabels';
import { rulingText } from './locales/rulings';
import { coalesce, shownEntries } from './logLines';
import { clockTime } from './clockTime';
import { ROLL_LABEL } from '../secret/jointRoll';
import { JUDGE_RULING_OP, judgeRulingLine } from './judge/rulingLine';

/** A judge's ruling id's own text, beside its line; the rulings load only when one is shown. */
const RulingText = lazy(() => import('./judge/RulingText'));

const key = (op: string) => `log.ops.${op}`;
const JOINT_ENVELOPE_OPS: Record<string, string> = { envelopeOpen: 'rollOpen', envelopeCommit: 'rollShare', envelopeReveal: 'rollReveal' };
type Lang = 'ja' | 'en';

/** One side of a "日本語 / English" label; a label without the separator as it is. */
export function bilingualPart(label: string, lang: Lang): string {
  const parts = label.split(' / ');
  if (parts.length !== 2) return label;
  return (lang === 'en' ? parts[1] : parts[0])?.trim() || label;
}

export function describe(t: TFunction, entry: LogEntry, zoneName: (id: string) => string, cardName: (ref: string) => string = (r) => r, lang: Lang = 'ja'): string {
  const who = t(`log.seats.${entry.seat}`);
  const args = entry.args;
  if (entry.op === JUDGE_RULING_OP) return judgeRulingLine(t, args, lang);
  const extra: Record<string, unknown> = { who, ...args };
  if (entry.op === 'move') {
    extra['zone'] = zoneName(String(args['zone'] ?? ''));
    extra['what'] = t('kinds.card');
  }
  if (entry.op === 'draw' && typeof args['to'] === 'string' && args['to'] !== entry.seat) {
    return `${t(key(entry.op), { ...extra })} → ${t(`log.seats.${args['to']}`)}`;
  }
  if (entry.op === 'undo' && typeof args['undone'] === 'string') {
    const { undone, ...rest } = args;
    const what = describe(t, { t: entry.t, seat: entry.seat, op: undone, args: rest }, zoneName, cardName, lang);
    return t(key('undoOf'), { who, what });
  }
  // A joint roll's envelope lines and its verified face say so (src/secret/jointRollBoard.ts).
  const jointOp = (entry.op === 'roll' || entry.op === 'toss') && args['verified'] === true ? `${entry.op}Joint`
    : entry.op.startsWith('envelope') && typeof args['label'] === 'string' && args['label'].startsWith(ROLL_LABEL) ? JOINT_ENVELOPE_OPS[entry.op] : undefined;
  if (jointOp) {
    if (entry.op === 'toss') extra['side'] = args['heads'] ? t('log.heads') : t('log.tails');
    return t(key(jointOp), { ...extra });
  }
  // Envelope labels a game writes carry both languages as "ja / en" (a player's own label has one).
  if (entry.op.startsWith('envelope') && typeof args['label'] === 'string') extra['label'] = bilingualPart(args['label'], lang);
  if (entry.op === 'reveal') extra['card'] = cardName(String(args['ref'] ?? ''));
  if (entry.op === 'hiddenChange') extra['seat'] = t(`log.seats.${String(args['seat'] ?? '')}`);
  if (entry.op === 'toss') extra['side'] = args['heads'] ? t('log.heads') : t('log.tails');
  if (entry.op === 'create') extra['kind'] = t(`kinds.${String(args['kind'])}`);
  if (entry.op === 'counter') extra['label'] = counterLabel(String(args['label'] ?? ''), lang);
  if (entry.op === 'tokens') extra['color'] = t(`log.colors.${String(args['color'] ?? '')}`, { defaultValue: String(args['color'] ?? '') });
  if (entry.op === 'setup') extra['mat'] = t(`log.mats.${String(args['mat'] ?? '')}`, { defaultValue: String(args['mat'] ?? '') });
  if (typeof args['ruling'] === 'string') extra['ruling'] = rulingText(args['ruling'], lang);
  return t(key(entry.op), { ...extra, defaultValue: `${who}: ${entry.op}` });
}

/** The internal figures behind a line (a seed, a commitment, a result hash), shown on hover. */
export function detailOf(t: TFunction, entry: LogEntry): string | undefined {
  const args = entry.args;
  if (entry.op === 'shuffle' && args['seed'] !== undefined) return t('log.detail.seed', { seed: args['seed'] });
  if (entry.op === 'secretShuffle' && typeof args['commitment'] === 'string') return t('log.detail.commitment', { commitment: args['commitment'] });
  if ((entry.op === 'outcomeComputed' || entry.op === 'outcomeApplied') && typeof args['hash'] === 'string') return t('log.detail.hash', { hash: args['hash'] });
  return undefined;
}

/** A line of the log: the entry's words, and how many acts it stands for when it is a run. */
export function lineText(t: TFunction, lang: Lang, entry: LogEntry, times: number, zoneName: (id: string) => string, cardName: (ref: string) => string): string {
  const text = describe(t, entry, zoneName, cardName, lang);
  // Summed runs already say their count; a run that keeps the latest value says how many steps.
  return times > 1 && typeof entry.args['count'] !== 'number' && entry.op !== 'counter' && entry.op !== 'tokens' ? `${text}${t('log.times', { count: times })}` : text;
}

export function LogPanel({ entries, zoneName, cardName }: { entries: LogEntry[]; zoneName(id: string): string; cardName(ref: string): string }) {
  const { t, i18n } = useTranslation();
  const endRef = useRef<HTMLLIElement>(null);
  // A line once shown keeps its words while the language stays: a new game's mat renames zones
  // ("山札" → "デッキ"), and the older lines spoke of the old ones.
  const said = useRef(new Map<string, string>());
  const saidLang = useRef(i18n.language);
  if (saidLang.current !== i18n.language) {
    said.current.clear();
    saidLang.current = i18n.language;
  }
  const lines = coalesce(shownEntries(entries));
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [lines.length]);
  return (
    <section className="log" aria-label={t('log.title')} data-testid="log">
      <h2>{t('log.title')}</h2>
      {entries.length === 0 ? (
        <p className="empty">{t('log.empty')}</p>
      ) : (
        <ol>
          {lines.map(({ entry, times }, i) => {
            const id = `${entry.t}|${entry.seat}|${entry.op}|${times}|${JSON.stringify(entry.args)}`;
            const text = said.current.get(id) ?? lineText(t, i18n.language === 'en' ? 'en' : 'ja', entry, times, zoneName, cardName);
            said.current.set(id, text);
            return (
              <li key={`${entry.t}-${i}`} className={`seat-${entry.seat}`} title={detailOf(t, entry)} data-op={entry.op}>
                <time>{clockTime(entry.t, i18n.language)}</time>
                {text}
                {entry.op === JUDGE_RULING_OP && typeof entry.args['ruling'] === 'string' && (
                  <Suspense fallback={null}><RulingText id={entry.args['ruling']} /></Suspense>
                )}
              </li>
            );
          })}
          <li ref={endRef} aria-hidden="true" />
        </ol>
      )}
    </section>
  );
}
