// Reading a Falldown table (hidden cards counted, never read) and applying a resolution through the
// table's own commands: the table then reads back as the resolved state (same hash).
import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import { falldownCards } from '../../../../src/cards/falldown';
import { setupGame } from '../../../../src/cards/setupGame';
import { create, readTable, runCommand, type Card, type Seat, type TableContext, type TableObject } from '../../../../src/table';
import type { RulesEvent, RulesInput } from '../../../../src/rules/core/contract';
import type { FalldownCard } from '../../../../src/cards/falldown/schema';
import { stateHash } from '../../../../src/rules/falldown/canonical';
import { planEvents } from '../../../../src/rules/falldown/plan-text';
import { resolvePhase } from '../../../../src/rules/falldown/resolve';
import { readFalldown } from '../../../../src/rules/falldown/state';
import { demoLookup } from '../../cards/falldown/demo-set';
import { plan, ref } from './fixtures';

const system = (doc: Y.Doc): TableContext => ({ doc, actor: { seat: 'p1', origin: { setup: true }, system: true } });
const as = (doc: Y.Doc, seat: Seat): TableContext => ({ doc, actor: { seat, origin: { seat } } });

function zoneOf(doc: Y.Doc, id: string) {
  const zone = readTable(doc).objects.get(id);
  if (zone?.kind !== 'zone') throw new Error(`no zone ${id}`);
  return zone;
}

function laidTable() {
  const doc = new Y.Doc();
  const ctx = system(doc);
  setupGame(ctx, { game: falldownCards, decks: { p1: falldownCards.demoDecks[0]!, p2: falldownCards.demoDecks[1]! }, seed: 3 });
  let n: Record<Seat, number> = { p1: 0, p2: 0 };
  const unit = (seat: Seat, number: string, id: string, counters: { label: string; value: number }[] = []) => {
    const field = zoneOf(doc, `${seat}-field`);
    const x = field.x + 90 + 140 * n[seat]++;
    const y = field.y + field.h / 2;
    create(ctx, { object: { id, kind: 'card', x, y, ref: ref(number), faceUp: true, rotation: 0, owner: seat, stack: null, attachedTo: null } });
    counters.forEach((c, i) => create(ctx, { object: { kind: 'counter', x, y: y - 40 + 40 * i, label: c.label, value: c.value, owner: seat } }));
  };
  const inHand = (seat: Seat, number: string, id: string) => {
    const hand = zoneOf(doc, `${seat}-hand`);
    create(ctx, { object: { id, kind: 'card', x: hand.x + 100, y: hand.y + hand.h / 2, ref: ref(number), faceUp: true, rotation: 0, owner: seat, stack: null, attachedTo: null } });
  };
  return { doc, ctx, unit, inHand };
}

const counterIn = (doc: Y.Doc, zone: string) => {
  const z = zoneOf(doc, zone);
  return [...readTable(doc).objects.values()].find((o) => o.kind === 'counter' && o.x >= z.x && o.x <= z.x + z.w && o.y >= z.y && o.y <= z.y + z.h);
};

function input(doc: Y.Doc, events: RulesEvent[], identity: (card: Card) => string | undefined = (card) => card.ref || undefined): RulesInput<FalldownCard> {
  return { objects: readTable(doc).objects, events, lookup: demoLookup, identity };
}

const phaseEvent = (turn: number, phase: string): RulesEvent => ({ t: 1, seat: 'system', kind: 'phase', turn, active: 'p1', phase });

describe('readFalldown', () => {
  it('reads life, mana, decks, the pool and the phase from a freshly laid table', () => {
    const { doc } = laidTable();
    const s = readFalldown(input(doc, [phaseEvent(1, 'draw')]));
    expect(s).toMatchObject({ phase: 1, step: 'draw', life: { p1: 30, p2: 30 }, mana: { p1: 0, p2: 0 }, decks: { p1: 40, p2: 40 } });
    expect(s.pool).toHaveLength(22);
    expect(s.places.p1.lifeCounter).not.toBeNull();
    expect(s.places.p2.deckPile?.kind).toBe('stack');
  });

  it('units with their prefixed stats and the counters lying on them; plans from the rules log', () => {
    const { doc, unit } = laidTable();
    unit('p1', 'FD-022', 'golem', [{ label: 'ダメージ', value: 2 }, { label: 'クラスチェンジ:ナイト', value: 1 }, { label: 'チャクラ〜', value: 2 }]);
    unit('p2', 'FD-010', 'knight', [{ label: '毒', value: 1 }]);
    const p = plan({ attacks: [{ unit: 'golem', targets: ['knight'] }] });
    const events: RulesEvent[] = [phaseEvent(2, 'plan'), ...planEvents('p1', p).map((e) => ({ t: 2, ...e }))];
    const s = readFalldown(input(doc, events));
    const golem = s.units.find((u) => u.id === 'golem');
    expect(golem).toMatchObject({ owner: 'p1', name: '軽量な石垣のゴーレム', stats: { cost: 1, hp: 3, at: 0 }, damage: 2, classChanges: ['クラスチェンジ:ナイト'] });
    expect(golem?.until.chakra).toBe(2);
    expect(s.units.find((u) => u.id === 'knight')?.poison).toBe(true);
    expect(s.plans.p1).toEqual(p);
    // A status whose last phase is over is read as ended.
    expect(readFalldown(input(doc, [phaseEvent(3, 'plan')])).units.find((u) => u.id === 'golem')?.until.chakra).toBe(0);
  });

  it('hidden cards are counted, never read: a sealed hand card, a face-down card on the field', () => {
    const { doc, ctx } = laidTable();
    const hand = zoneOf(doc, 'p2-hand');
    const field = zoneOf(doc, 'p2-field');
    const sealed = { seat: 'p2' as const, iv: 'a'.repeat(16), ct: 'secret' };
    create(ctx, { object: { id: 'h', kind: 'card', x: hand.x + 50, y: hand.y + 50, ref: '', sealed, faceUp: false, rotation: 0, owner: 'p2', stack: null, attachedTo: null } });
    create(ctx, { object: { id: 'down', kind: 'card', x: field.x + 90, y: field.y + 90, ref: ref('FD-021'), faceUp: false, rotation: 0, owner: 'p2', stack: null, attachedTo: null } });
    const identity = vi.fn((card: Card) => card.ref || undefined);
    const s = readFalldown(input(doc, [], identity));
    expect(s.hands.p2).toEqual([{ id: 'h', ref: null, faceUp: false }]);
    expect(s.unknownUnits.p2).toBe(1);
    expect(s.units).toEqual([]);
    expect(identity.mock.calls.some(([card]) => card.id === 'down')).toBe(false);
  });

  it('never throws on an odd table', () => {
    const doc = new Y.Doc();
    create(system(doc), { object: { kind: 'card', x: 0, y: 0, ref: 'nowhere:X', faceUp: true, rotation: 0, owner: null, stack: null, attachedTo: null } });
    const odd: TableObject[] = [...readTable(doc).objects.values()];
    expect(() => readFalldown({ objects: new Map(odd.map((o) => [o.id, o])), events: [], lookup: () => undefined, identity: () => undefined })).not.toThrow();
  });
});

describe('applying a resolution', () => {
  it('the table commands carry the phase out: the table reads back with the resolution\'s hash', () => {
    const { doc, unit, inHand } = laidTable();
    unit('p1', 'FD-016', 'brawler');
    unit('p1', 'FD-005', 'pigeon', [{ label: 'クラスチェンジ:メイジ', value: 1 }]);
    unit('p2', 'FD-010', 'knight', [{ label: 'ダメージ', value: 1 }]);
    unit('p2', 'FD-008', 'sprite');
    unit('p2', 'FD-005', 'psychic', [{ label: 'クラスチェンジ:サイキック', value: 1 }]);
    unit('p2', 'FD-009', 'fox');
    unit('p2', 'FD-010', 'bishop', [{ label: 'クラスチェンジ:ビショップ', value: 1 }]);
    inHand('p1', 'FD-002', 'bat');
    for (const seat of ['p1', 'p2'] as const) {
      const mana = counterIn(doc, `${seat}-mana`);
      expect(runCommand(as(doc, seat), 'setValue', { id: mana?.id, value: 10 }).ok).toBe(true);
    }
    const pool = readFalldown(input(doc, [])).pool;
    const sysId = (name: string) => pool.find((p) => p.card.name.endsWith(name))?.id ?? '';
    const p1 = plan({
      summons: [{ card: 'bat', ref: ref('FD-002') }],
      system: [
        { card: sysId('マナキャスト') },
        { card: sysId('マジックボルト'), user: 'pigeon', target: 'sprite' },
        { card: sysId('ポイズン'), user: 'pigeon', target: 'bishop' },
      ],
      attacks: [{ unit: 'brawler', targets: ['knight'] }, { unit: 'bat', targets: ['player'] }, { unit: 'pigeon', targets: ['sprite'] }],
    });
    const p2 = plan({
      system: [{ card: sysId('ヒール'), user: 'bishop', target: 'sprite' }, { card: sysId('テレポート'), user: 'psychic', target: 'fox' }],
    });
    const events: RulesEvent[] = [
      phaseEvent(3, 'reveal'),
      ...planEvents('p1', p1).map((e) => ({ t: 2, ...e })),
      ...planEvents('p2', p2).map((e) => ({ t: 2, ...e })),
    ];
    const before = readFalldown(input(doc, events));
    const result = resolvePhase(before, before.plans);
    for (const action of result.actions) {
      const done = runCommand(as(doc, action.seat), action.type, action.args);
      expect(done, `${action.type} ${JSON.stringify(action.args)}`).toEqual(expect.objectContaining({ ok: true }));
    }
    const afterwards = readFalldown(input(doc, events));
    expect(stateHash(afterwards)).toBe(result.hash);

    // What happened, as the table shows it.
    expect(afterwards.graveyards.p2.map((c) => c.ref).sort()).toEqual([ref('FD-008'), ref('FD-010')]);
    expect(afterwards.graveyards.p2.find((c) => c.ref === ref('FD-008'))?.paradox).toBe(true);
    expect(afterwards.hands.p2.map((c) => c.id)).toEqual(['fox']);
    expect(afterwards.units.find((u) => u.id === 'bat')?.owner).toBe('p1');
    // Poisoned, but its class change gave it regen: the two cancel at phase end (FD-R6).
    expect(afterwards.units.find((u) => u.id === 'bishop')).toMatchObject({ poison: true, damage: 0 });
    expect(afterwards.life.p2).toBe(29);
    // p1: bat 1 + bolt 1 + poison 1, then mana cast +1; p2: heal 1 + teleport 1.
    expect(afterwards.mana).toEqual({ p1: 10 - 3 + 1, p2: 10 - 2 });
    expect(afterwards.hands.p1).toHaveLength(1);
  });
});
