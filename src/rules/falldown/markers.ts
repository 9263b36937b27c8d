// What a unit carries beyond its printed card, as the table shows it: counters lying on the card.
// Damage, poison (アクション:ポイズン), the timed statuses of ディフェンス, チャクラ and アドエレメント
// (value: the last phase they last through) and the class changes it received (rule text 12:
// permanent; the label is the class change's name). A card that leaves the field loses them all.

export const DAMAGE_LABEL = 'ダメージ';
export const POISON_LABEL = '毒';
export const CLASS_CHANGE_PREFIX = 'クラスチェンジ:';

export const TIMED_STATUSES = ['defense', 'chakra', 'elemental'] as const;
export type TimedStatus = (typeof TIMED_STATUSES)[number];

/** "〜" reads "until": the counter's value is the phase whose end the status lasts through. */
export const TIMED_LABEL: Readonly<Record<TimedStatus, string>> = {
  defense: 'ディフェンス〜',
  chakra: 'チャクラ〜',
  elemental: 'エレメンタル〜',
};

/** A counter lying on a unit's card. */
export interface Marker {
  id: string;
  label: string;
  value: number;
}

/** The game meaning of a unit's markers. */
export interface UnitMarks {
  damage: number;
  poison: boolean;
  /** Per timed status, the last phase it is in force (0: none). */
  until: Record<TimedStatus, number>;
  /** Names of the class changes received, sorted. */
  classChanges: string[];
}

export const NO_TIMED: Readonly<Record<TimedStatus, number>> = { defense: 0, chakra: 0, elemental: 0 };

export function marksOf(markers: readonly Marker[]): UnitMarks {
  const marks: UnitMarks = { damage: 0, poison: false, until: { ...NO_TIMED }, classChanges: [] };
  for (const marker of markers) {
    if (marker.label === DAMAGE_LABEL) marks.damage += Math.max(0, marker.value);
    else if (marker.label === POISON_LABEL) marks.poison ||= marker.value > 0;
    else if (marker.label.startsWith(CLASS_CHANGE_PREFIX) && marker.value > 0) {
      if (!marks.classChanges.includes(marker.label)) marks.classChanges.push(marker.label);
    } else {
      for (const status of TIMED_STATUSES) {
        if (marker.label === TIMED_LABEL[status]) marks.until[status] = Math.max(marks.until[status], marker.value);
      }
    }
  }
  marks.classChanges.sort();
  return marks;
}

/** True when the label is one the engine reads and writes. */
export function isMarkerLabel(label: string): boolean {
  return (
    label === DAMAGE_LABEL || label === POISON_LABEL || label.startsWith(CLASS_CHANGE_PREFIX) ||
    TIMED_STATUSES.some((status) => TIMED_LABEL[status] === label)
  );
}

/** The markers a unit should carry for these marks (label → value); nothing for what it lacks. */
export function wantedMarkers(marks: UnitMarks): Map<string, number> {
  const wanted = new Map<string, number>();
  if (marks.damage > 0) wanted.set(DAMAGE_LABEL, marks.damage);
  if (marks.poison) wanted.set(POISON_LABEL, 1);
  for (const status of TIMED_STATUSES) if (marks.until[status] > 0) wanted.set(TIMED_LABEL[status], marks.until[status]);
  for (const name of marks.classChanges) wanted.set(name, 1);
  return wanted;
}
