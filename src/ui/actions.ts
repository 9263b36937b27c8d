// What can be done to the objects at hand: one list feeds the context menu and the keyboard.
import type { Command } from '../table/commands';
import type { Seat, TableObject } from '../table/schema';

/** A table command (src/table/commands.ts), typed: what the scene, menus, keys and panels run. */
export type TableCommand = Command;
/** Commands on a hidden deck: only its holder's browser can carry them out (src/app/secrets.ts). */
export type DeckCommand =
  | { type: 'deck.look'; args: { stack: string; count: number } }
  | { type: 'deck.search'; args: { stack: string } }
  | { type: 'deck.mill'; args: { stack: string; count: number } };
/** What a menu entry runs. */
export type MenuCommand = TableCommand | DeckCommand;

const DECK_TYPES: ReadonlySet<string> = new Set<DeckCommand['type']>(['deck.look', 'deck.search', 'deck.mill']);
export const isDeckCommand = (command: MenuCommand): command is DeckCommand => DECK_TYPES.has(command.type);

/**
 * Whose secret an object holds: 'mine' for this seat's hidden deck or sealed card, 'theirs' for
 * another seat's (nothing can be done to those but moving them), null when it is public.
 */
export type Secrecy = (object: TableObject) => 'mine' | 'theirs' | null;
const PUBLIC: Secrecy = () => null;

export interface Action {
  /** i18n key under "menu". */
  label: string;
  labelArgs?: Record<string, unknown>;
  shortcut?: string;
  command?: MenuCommand;
  /** Actions that need a number from the user first. */
  ask?: { prompt: 'value' | 'deal' | 'look'; initial: number; build(n: number): MenuCommand };
  danger?: boolean;
}

export function actionsFor(targets: TableObject[], seat: Seat | null, secrecy: Secrecy = PUBLIC): Action[] {
  const ids = targets.map((t) => t.id);
  const secrets = targets.map(secrecy);
  if (secrets.includes('theirs')) {
    return [
      { label: 'toFront', shortcut: ']', command: { type: 'toFront', args: { ids } } },
      { label: 'toBack', shortcut: '[', command: { type: 'toBack', args: { ids } } },
    ];
  }
  const hiddenDeck = targets.length === 1 && targets[0]?.kind === 'stack' && secrets[0] === 'mine';
  const kinds = new Set(targets.map((t) => t.kind));
  const cards = targets.filter((t) => t.kind === 'card');
  const stacks = targets.filter((t) => t.kind === 'stack');
  const only = targets.length === 1 ? targets[0] : undefined;
  const actions: Action[] = [];
  if (targets.length === 0) return actions;

  if (only?.kind === 'stack') {
    const stack = only.id;
    if (seat) {
      actions.push({ label: 'draw', shortcut: 'D', command: { type: 'draw', args: { stack, count: 1, seat } } });
      for (const n of [3, 5, 7]) {
        actions.push({ label: 'drawN', labelArgs: { n }, shortcut: String(n), command: { type: 'draw', args: { stack, count: n, seat } } });
      }
    }
    if (hiddenDeck) {
      // A hidden deck: only its holder's browser can read it, so these go through the secret keeper.
      actions.push(
        { label: 'lookTop', ask: { prompt: 'look', initial: 3, build: (n) => ({ type: 'deck.look', args: { stack, count: n } }) } },
        { label: 'search', command: { type: 'deck.search', args: { stack } } },
        { label: 'mill', command: { type: 'deck.mill', args: { stack, count: 1 } } },
        { label: 'shuffle', shortcut: 'S', command: { type: 'shuffle', args: { stack } } },
        { label: 'takeTop', command: { type: 'take', args: { stack, from: 'top' } } },
      );
    } else actions.push(
      { label: 'takeTop', command: { type: 'take', args: { stack, from: 'top' } } },
      { label: 'takeBottom', command: { type: 'take', args: { stack, from: 'bottom' } } },
      { label: 'deal', ask: { prompt: 'deal', initial: 5, build: (n) => ({ type: 'deal', args: { stack, count: n, seats: ['p1', 'p2'] } }) } },
      { label: 'shuffle', shortcut: 'S', command: { type: 'shuffle', args: { stack } } },
      { label: 'cut', shortcut: 'C', command: { type: 'cut', args: { stack } } },
    );
    actions.push(
      only.layout === 'neat'
        ? { label: 'fan', shortcut: 'G', command: { type: 'fan', args: { stack } } }
        : { label: 'gather', shortcut: 'G', command: { type: 'gather', args: { stack } } },
    );
  }
  if (cards.length + stacks.length > 0 && !kinds.has('token') && !kinds.has('die') && !kinds.has('counter')) {
    actions.push({ label: 'flip', shortcut: 'F', command: { type: 'flip', args: { ids } } });
  }
  if (cards.length > 0 && cards.length === targets.length) {
    actions.push(
      { label: 'tap', shortcut: 'T', command: { type: 'tap', args: { ids } } },
      { label: 'rotate', shortcut: 'R', command: { type: 'rotate180', args: { ids } } },
    );
  }
  if (cards.length > 0 && cards.length < targets.length) {
    // Cards mixed with a pile or pieces: the menu (a finger's T) taps the cards and leaves the rest;
    // the T key does the same and says why (keyRefusals.ts).
    actions.push({ label: 'tapCards', command: { type: 'tap', args: { ids: cards.map((c) => c.id) } } });
  }
  if (targets.length === 2 && cards.length === 2) {
    const [host, item] = [cards[0], cards[1]];
    if (host && item) actions.push({ label: 'attach', command: { type: 'attach', args: { id: item.id, host: host.id } } });
  }
  if (targets.length >= 2 && cards.length + stacks.length === targets.length) {
    const [target, ...rest] = [...targets].sort((a, b) => a.z - b.z);
    if (target) actions.push({ label: 'stackSelected', command: { type: 'stackOnto', args: { ids: rest.map((r) => r.id), target: target.id } } });
  }
  for (const t of targets) {
    if ((t.kind === 'card' || t.kind === 'coin') && t.attachedTo !== null && targets.length === 1) {
      actions.push({ label: 'detach', command: { type: 'detach', args: { id: t.id } } });
    }
  }
  const rollable = targets.filter((t) => t.kind === 'die' || t.kind === 'coin');
  if (rollable.length === targets.length) {
    actions.push({ label: kinds.has('die') ? 'roll' : 'toss', shortcut: 'R', command: { type: 'roll', args: { ids } } });
    if (kinds.has('coin')) actions.push({ label: 'flip', shortcut: 'F', command: { type: 'flip', args: { ids } } });
  }
  if (only && (only.kind === 'token' || only.kind === 'counter')) {
    actions.push(
      { label: 'increment', shortcut: '+', command: { type: 'adjust', args: { id: only.id, delta: 1 } } },
      { label: 'decrement', shortcut: '−', command: { type: 'adjust', args: { id: only.id, delta: -1 } } },
    );
  }
  if (only && (only.kind === 'counter' || only.kind === 'die')) {
    const initial = only.kind === 'counter' ? only.value : only.value;
    actions.push({ label: 'setValue', ask: { prompt: 'value', initial, build: (n) => ({ type: 'setValue', args: { id: only.id, value: n } }) } });
  }
  if (!secrets.includes('mine')) actions.push({ label: 'duplicate', shortcut: 'Ctrl+D', command: { type: 'duplicate', args: { ids } } });
  actions.push(
    { label: 'toFront', shortcut: ']', command: { type: 'toFront', args: { ids } } },
    { label: 'toBack', shortcut: '[', command: { type: 'toBack', args: { ids } } },
    { label: 'delete', shortcut: 'Del', command: { type: 'delete', args: { ids } }, danger: true },
  );
  return actions;
}

/** The command a key stands for, given the objects it applies to (selection, else hover). */
export function commandForKey(
  key: string, ctrl: boolean, targets: TableObject[], seat: Seat | null, ownDeck: string | null, secrecy: Secrecy = PUBLIC,
): MenuCommand | null {
  const lower = key.toLowerCase();
  if (ctrl && lower === 'd') return pick(targets, seat, 'duplicate', secrecy);
  if (ctrl) return null;
  const onlyStack = targets.length === 1 && targets[0]?.kind === 'stack' ? targets[0].id : null;
  const deck = onlyStack ?? ownDeck;
  if (/^[1-9]$/.test(key) && deck && seat) return { type: 'draw', args: { stack: deck, count: Number(key), seat } };
  if (lower === 'd' && deck && seat) return { type: 'draw', args: { stack: deck, count: 1, seat } };
  const byShortcut: Record<string, string> = { f: 'F', t: 'T', r: 'R', s: 'S', c: 'C', g: 'G', '+': '+', '=': '+', '-': '−', delete: 'Del', backspace: 'Del', ']': ']', '[': '[' };
  const shortcut = byShortcut[lower];
  if (!shortcut) return null;
  const action = actionsFor(targets, seat, secrecy).find((a) => a.shortcut === shortcut && a.command);
  return action?.command ?? null;
}

function pick(targets: TableObject[], seat: Seat | null, label: string, secrecy: Secrecy): MenuCommand | null {
  return actionsFor(targets, seat, secrecy).find((a) => a.label === label)?.command ?? null;
}
