// The hidden decks of a room, placed at their piles on screen with their scheme and what they wait
// for; and each problem the joint decks catch (a draw not from the top, a forged opening …) said
// once: a notice and a line in this browser's log.
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { SEATS, hiddenDecksOf } from '../table';
import type { JointProblem } from '../secret/poker/agent';
import type { PlacedDeck } from '../ui/DeckBadges';
import type { TableSession } from './session';

export function jointProblemText(t: TFunction, problem: JointProblem): string {
  const who = t(`log.seats.${'seat' in problem ? problem.seat : 'p1'}`);
  return t(`jointDeck.problem.${problem.code}`, { who });
}

export function useDeckBadges(
  session: TableSession,
  inRoom: boolean,
  mySeat: string | null,
  placeOf: (id: string) => { x: number; y: number } | null,
  say: (problem: JointProblem, text: string) => void,
  t: TFunction,
): PlacedDeck[] {
  const [decks, setDecks] = useState<PlacedDeck[]>([]);
  useEffect(() => {
    if (!inRoom) return;
    let last = '';
    const update = () => {
      const objects = session.live.snapshot.objects;
      const out: PlacedDeck[] = [];
      for (const seat of SEATS) {
        for (const [zone, ids] of hiddenDecksOf(seat, objects)) {
          const top = ids[0] ? objects.get(ids[0]) : undefined;
          const pile = top?.kind === 'card' ? top.stack ?? top.id : null;
          const at = pile ? placeOf(pile) : null;
          if (!at) continue;
          const status = session.decks.status(zone);
          out.push({ zone, holder: seat, scheme: status.scheme, waiting: status.waiting, mine: mySeat === seat, x: Math.round(at.x), y: Math.round(at.y) });
        }
      }
      const key = JSON.stringify(out);
      if (key !== last) { last = key; setDecks(out); }
    };
    update();
    // A burst of changes (a new game's setup, a shuffle's rounds) places the badges once, in the
    // next frame: placing reads the layout, which each change inside a transaction would force.
    let frame: number | null = null;
    const later = () => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        update();
      });
    };
    const offJoint = session.joint.subscribe(later);
    const offLive = session.live.subscribe(later);
    const timer = setInterval(update, 500); // the piles move with the view
    return () => {
      offJoint();
      offLive();
      clearInterval(timer);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [session, inRoom, mySeat, placeOf]);
  useEffect(() => {
    const tell = (problem: JointProblem) => say(problem, jointProblemText(t, problem));
    for (const problem of session.joint.problems()) tell(problem);
    return session.onJointProblem(tell);
  }, [session, say, t]);
  return inRoom ? decks : [];
}
