// What a scenario step says in words, for a step the file gives no note for: "P1: play NF-003 →
// Base". Expectations read as a list of what the table must show.
import type { Expectation, ScenarioStep } from '../../rules/core/scenario';
import type { Seat } from '../../table/schema';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface StepWords {
  t: Translate;
  /** The seat that acts on this step (as the runner will choose it), or null when unknown. */
  seat: Seat | null;
  /** A zone id as the player reads it ("P1 Base"). */
  zoneName(id: string): string;
  /** A card as the step names it (alias or number), with its name where known. */
  cardName(name: string): string;
}

/** Step fields the description shows in its own way (or not at all). */
const SHOWN = new Set(['do', 'seat', 'note', 'follow', 'card', 'cards', 'to', 'host', 'onto', 'target', 'targets', 'replaces', 'against',
  'counter', 'token', 'delta', 'value', 'count', 'zone', 'prompt', 'x', 'y']);
const ONE_CARD = ['host', 'onto', 'target', 'replaces', 'against'] as const;

function short(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(short).join(', ');
  const text = JSON.stringify(value) ?? '';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** One line for a `do` step: who, the verb, its cards and where they go. */
export function describeDo(step: Record<string, unknown>, words: StepWords): string {
  const { t } = words;
  const verb = typeof step['do'] === 'string' ? step['do'] : '?';
  const parts: string[] = [t(`lesson.verbs.${verb}`, { defaultValue: verb })];
  const cards = [step['card'], ...(Array.isArray(step['cards']) ? step['cards'] : [])].filter((c): c is string => typeof c === 'string');
  if (cards.length > 0) parts.push(cards.map(words.cardName).join(', '));
  const counter = step['counter'];
  const token = step['token'];
  if (typeof counter === 'string') parts.push(words.zoneName(counter));
  if (token && typeof token === 'object') {
    const { zone, color } = token as { zone?: unknown; color?: unknown };
    parts.push([typeof color === 'string' ? t(`lesson.colors.${color}`, { defaultValue: color }) : '', typeof zone === 'string' ? `(${words.zoneName(zone)})` : ''].filter(Boolean).join(' '));
  }
  if (typeof step['delta'] === 'number') parts.push(signed(step['delta']));
  if (step['value'] !== undefined) parts.push(`= ${short(t(`rules.values.${short(step['value'])}`, { defaultValue: short(step['value']) }))}`);
  if (typeof step['count'] === 'number') parts.push(`×${step['count']}`);
  for (const field of ONE_CARD) {
    const name = step[field];
    if (typeof name === 'string') parts.push(t(`lesson.fields.${field}`, { card: words.cardName(name) }));
  }
  if (Array.isArray(step['targets'])) parts.push(t('lesson.fields.target', { card: step['targets'].filter((c): c is string => typeof c === 'string').map(words.cardName).join(', ') }));
  if (typeof step['to'] === 'string') parts.push(`→ ${words.zoneName(step['to'])}`);
  else if (typeof step['zone'] === 'string') parts.push(`(${words.zoneName(step['zone'])})`);
  for (const [key, value] of Object.entries(step)) {
    if (!SHOWN.has(key)) parts.push(`${key}: ${short(value)}`);
  }
  if (step['follow'] === false) parts.push(t('lesson.noFollow'));
  const line = parts.filter((p) => p !== '').join(' ');
  return words.seat ? `${t(`seat.${words.seat}`)}: ${line}` : line;
}

/** The items of an `expect` block, one short line each. */
export function describeExpect(expect: Expectation, words: StepWords): string[] {
  const { t } = words;
  const lines: string[] = [];
  if (expect.turn !== undefined) lines.push(t('lesson.expect.turn', { value: expect.turn }));
  if (expect.active !== undefined) lines.push(t('lesson.expect.active', { value: t(`seat.${expect.active}`) }));
  if (expect.phase !== undefined) lines.push(t('lesson.expect.phase', { value: expect.phase }));
  if (expect.winner !== undefined) {
    lines.push(t('lesson.expect.winner', { value: expect.winner === null ? t('lesson.expect.none') : expect.winner === 'draw' ? t('rules.draw') : t(`seat.${expect.winner}`) }));
  }
  for (const [seat, slots] of Object.entries(expect.counters ?? {})) {
    for (const [slot, value] of Object.entries(slots)) lines.push(`${words.zoneName(`${seat}-${slot}`)} = ${value}`);
  }
  for (const [zone, count] of Object.entries(expect.zones ?? {})) lines.push(t('lesson.expect.zone', { zone: words.zoneName(zone), count }));
  for (const [zone, colors] of Object.entries(expect.tokens ?? {})) {
    for (const [color, count] of Object.entries(colors)) lines.push(`${words.zoneName(zone)}: ${t(`lesson.colors.${color}`, { defaultValue: color })} ×${count}`);
  }
  for (const [id, value] of Object.entries(expect.tallies ?? {})) lines.push(`${id} = ${value}`);
  for (const [name, want] of Object.entries(expect.cards ?? {})) {
    const marks: string[] = [];
    if (want.zone !== undefined) marks.push(`→ ${words.zoneName(want.zone)}`);
    if (want.down !== undefined) marks.push(t(want.down ? 'lesson.expect.down' : 'lesson.expect.up'));
    if (want.faceUp !== undefined) marks.push(t(want.faceUp ? 'lesson.expect.faceUp' : 'lesson.expect.faceDown'));
    if (want.damage !== undefined) marks.push(t('lesson.expect.damage', { count: want.damage }));
    if (want.coins !== undefined) marks.push(t('lesson.expect.coins', { count: typeof want.coins === 'number' ? want.coins : Object.values(want.coins).reduce((a, b) => a + b, 0) }));
    if (want.under !== undefined) marks.push(t('lesson.expect.under', { count: want.under }));
    for (const [prefix, value] of Object.entries(want.tally ?? {})) marks.push(`${prefix} ${value}`);
    lines.push(`${words.cardName(name)}: ${marks.join(', ')}`);
  }
  if (expect.verdict !== undefined) lines.push(t('lesson.expect.verdict', { value: [expect.verdict.level, expect.verdict.ruling].filter(Boolean).join(' ') }));
  for (const pattern of expect.verdicts ?? []) lines.push(t('lesson.expect.verdict', { value: [pattern.level, pattern.ruling].filter(Boolean).join(' ') }));
  if (expect.rulings !== undefined) lines.push(t('lesson.expect.rulings', { value: expect.rulings.join(', ') }));
  if (expect.prompt !== undefined) lines.push(t('lesson.expect.prompt', { value: expect.prompt === null ? t('lesson.expect.none') : t(`rules.prompts.${expect.prompt}`, { defaultValue: expect.prompt }) }));
  return lines;
}

/** The step's headline: what it does, or that it checks the table. */
export function describeStep(step: ScenarioStep, words: StepWords): string {
  return 'expect' in step ? words.t('lesson.check') : describeDo(step as Record<string, unknown>, words);
}
