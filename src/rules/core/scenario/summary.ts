// A plain picture of a scenario's table after its steps: turn and phase, the cards of each zone
// (by the scenario's names), counters and token piles. This is what the command line prints.
import { readTable, SEATS, type Seat } from '../../../table';
import { isDown, TableView } from '../tableView';
import type { LoadedScenario } from './load';

export interface ScenarioState {
  turn: { turn: number; active: Seat | null; phase: string } | null;
  /** Cards by zone, each as "name" plus its state: "guard (down, 2 coins, under: NF-009)". */
  zones: Record<string, string[]>;
  /** Counters by seat and zone slot ("hp"). */
  counters: Record<Seat, Record<string, number>>;
  tokens: Record<string, Record<string, number>>;
}

export function summarize(scenario: LoadedScenario, turn: ScenarioState['turn']): ScenarioState {
  const view = new TableView(readTable(scenario.doc).objects);
  const zones: Record<string, string[]> = {};
  const tokens: Record<string, Record<string, number>> = {};
  for (const zone of scenario.cards.mat.zones) {
    const cards = view.cardsIn(zone.id);
    if (cards.length > 0) {
      zones[zone.id] = cards.map((card) => {
        const marks: string[] = [];
        if (isDown(card)) marks.push('down');
        if (!card.faceUp) marks.push('face down');
        const coins = new Map<string, number>();
        for (const coin of view.coinsOn(card.id)) coins.set(coin.coinKind, (coins.get(coin.coinKind) ?? 0) + 1);
        for (const [kind, n] of coins) marks.push(`${n} ${kind}`);
        const under = view.cardsUnder(card.id).map((c) => scenario.refs.nameOf(c.id));
        if (under.length > 0) marks.push(`under: ${under.join(', ')}`);
        const name = scenario.refs.nameOf(card.id);
        return marks.length > 0 ? `${name} (${marks.join(', ')})` : name;
      });
    }
    const counts = view.tokenCounts(zone.id);
    if (Object.keys(counts).length > 0) tokens[zone.id] = counts;
  }
  const counters = { p1: {}, p2: {} } as Record<Seat, Record<string, number>>;
  for (const seat of SEATS) {
    for (const zone of scenario.cards.mat.zones) {
      if (zone.owner !== seat) continue;
      const counter = view.counters({ zone: zone.id })[0];
      if (counter) counters[seat][zone.id.slice(seat.length + 1)] = counter.value;
    }
  }
  return { turn, zones, counters, tokens };
}
