// Who the table is waiting for (issue 30, "when a player is away"): a seat whose holder is not in
// the room, and since when this page has known it. Plain code; the banner only reads it.
import { SEATS, type Seat } from '../table/schema';

/** Shown only after this long: a page that loads, or a link that blinks, is not an absence. */
export const ABSENCE_GRACE_MS = 5_000;

export interface Absence { seat: Seat; name: string; since: number }

export class AbsenceWatch {
  private readonly since = new Map<Seat, number>();

  /** The seats held by someone not here now (never this page's own), each since first seen away. */
  update(seats: Partial<Record<Seat, { name: string }>>, mySeat: Seat | null, present: (seat: Seat) => boolean, now: number): Absence[] {
    const away: Absence[] = [];
    for (const seat of SEATS) {
      const holder = seats[seat];
      if (!holder || seat === mySeat || present(seat)) {
        this.since.delete(seat);
        continue;
      }
      const since = this.since.get(seat) ?? now;
      this.since.set(seat, since);
      away.push({ seat, name: holder.name, since });
    }
    return away;
  }
}

/** The absences to say now: those past the grace period. */
export const absencesToShow = (absences: readonly Absence[], now: number): Absence[] => absences.filter((a) => now - a.since >= ABSENCE_GRACE_MS);

/** m:ss (h:mm:ss from an hour) of an elapsed time. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
