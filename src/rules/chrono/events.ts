// The rules events the Chrono module writes (choice prompts) and reads back.
import type { Seat } from '../../table';
import type { RulesEventDraft } from '../core';

export const PROMPT = {
  ep: 'cc-ep',
  pay: 'cc-pay',
  place: 'cc-place',
  charm: 'cc-charm',
  block: 'cc-block',
  order: 'cc-order',
  charmDone: 'cc-charm-done',
  stat: 'cc-stat',
  discard: 'cc-discard',
} as const;

const choice = (seat: Seat, prompt: string, value: string[]): RulesEventDraft => ({ seat, kind: 'choice', prompt, value });

export const epEvent = (seat: Seat, card: string, ep: number) => choice(seat, PROMPT.ep, [card, String(ep)]);
export const payEvent = (seat: Seat, card: string, cost: number) => choice(seat, PROMPT.pay, [card, String(cost)]);
export const placeEvent = (seat: Seat, card: string, kind: string) => choice(seat, PROMPT.place, [card, kind]);
export const charmEvent = (seat: Seat, attackers: string[], supporters: string[], damage: number | null) =>
  choice(seat, PROMPT.charm, [...attackers, ...supporters.map((s) => `support:${s}`), `damage:${damage ?? ''}`]);
export const blockEvent = (seat: Seat, attacker: string, blockers: string[]) => choice(seat, PROMPT.block, [attacker, ...blockers]);
export const orderEvent = (seat: Seat, attacker: string, blockers: string[]) => choice(seat, PROMPT.order, [attacker, ...blockers]);
export const charmDoneEvent = (seat: Seat) => choice(seat, PROMPT.charmDone, []);
export const statEvent = (seat: Seat, card: string, ap: number, dp: number) => choice(seat, PROMPT.stat, [card, String(ap), String(dp)]);
