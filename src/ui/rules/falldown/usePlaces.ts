// Where the overlay's things are on screen: the table's objects through the scene's anchors, and the
// mat's places (a seat as a target, its graveyard, the slot of a summon to come) mapped from table
// units by the similarity two known anchors (the life counters) give.
import { useEffect, useState } from 'react';
import type { FalldownPlan, FalldownState } from '../../../rules/falldown';
import { summonSpots } from '../../../rules/falldown/draft';
import type { Seat, TableSnapshot } from '../../../table';
import { similarity, type Pt } from './geometry';
import type { OverlayPlaces } from './overlayModel';

const SEATS: readonly Seat[] = ['p1', 'p2'];

/** Re-renders now and then: the table may be panned or zoomed, which moves the overlay's anchors. */
function useTick(ms: number): void {
  const [, setN] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setN((x) => x + 1), ms);
    return () => clearInterval(id);
  }, [ms]);
}

export interface PlacesInput {
  state: FalldownState | undefined;
  snapshot: TableSnapshot;
  anchor(id: string): Pt | null;
  seat: Seat;
  /** Both plans once revealed. */
  plans: Partial<Record<Seat, FalldownPlan>> | undefined;
  /** This seat's draft (its summons have slots while it plans). */
  draft: FalldownPlan | undefined;
}

export function usePlaces({ state, snapshot, anchor, seat, plans, draft }: PlacesInput): OverlayPlaces | null {
  // Read afresh on every render (the tick's included): the anchors move with the view.
  useTick(300);
  return placesOf(state, snapshot, anchor, seat, plans, draft);
}

function placesOf(
  state: FalldownState | undefined, snapshot: TableSnapshot, anchor: (id: string) => Pt | null, seat: Seat,
  plans: Partial<Record<Seat, FalldownPlan>> | undefined, draft: FalldownPlan | undefined,
): OverlayPlaces | null {
  if (!state) return null;
  const lifeP1 = state.places.p1.lifeCounter;
  const lifeP2 = state.places.p2.lifeCounter;
  const w1 = lifeP1 ? snapshot.objects.get(lifeP1) : undefined;
  const w2 = lifeP2 ? snapshot.objects.get(lifeP2) : undefined;
  const c1 = lifeP1 ? anchor(lifeP1) : null;
  const c2 = lifeP2 ? anchor(lifeP2) : null;
  const toScreen = w1 && w2 && c1 && c2 ? similarity({ x: w1.x, y: w1.y }, c1, { x: w2.x, y: w2.y }, c2) : null;
  const centre = (seatOf: Seat, slot: 'life' | 'graveyard'): Pt | null => {
    const rect = state.places[seatOf].zones[slot];
    return rect && toScreen ? toScreen({ x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 }) : null;
  };
  // A seat as a target: the middle of its field's far edge, towards its hand (its life counter sits
  // at an end of the mat, where a panel may lie over it).
  const playerSpot = (seatOf: Seat): Pt | null => {
    const field = state.places[seatOf].zones.field;
    const hand = state.places[seatOf].zones.hand;
    if (!field || !hand || !toScreen) return null;
    const far = hand.y < field.y ? field.y + 28 : field.y + field.h - 28;
    return toScreen({ x: field.x + field.w / 2, y: far });
  };
  const owners = new Map<string, Seat>(state.units.map((u) => [u.id, u.owner]));
  for (const s of SEATS) for (const summon of plans?.[s]?.summons ?? []) owners.set(summon.card, s);
  // Where this phase's summons will stand: this seat's draft while planning, both revealed plans after.
  const slots = new Map<string, Pt>();
  for (const s of SEATS) {
    const plan = plans?.[s] ?? (s === seat ? draft : undefined);
    if (plan) for (const [id, at] of summonSpots(state, s, plan)) slots.set(id, at);
  }
  const origin = toScreen?.({ x: 0, y: 0 });
  const unit = toScreen?.({ x: 100, y: 0 });
  return {
    anchor: (id) => anchor(id),
    player: (s) => playerSpot(s) ?? centre(s, 'life'),
    graveyard: (s) => centre(s, 'graveyard'),
    owner: (id) => owners.get(id) ?? null,
    slot: (id) => {
      const at = slots.get(id);
      return at && toScreen ? toScreen(at) : null;
    },
    scale: origin && unit ? Math.hypot(unit.x - origin.x, unit.y - origin.y) / 100 : 1,
  };
}
