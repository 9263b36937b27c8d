// The shapes the replay's small first-load modules share with its lazily loaded code.
import type { Seat } from '../../table';
import type { OnlineSession } from '../online';
import type { TableSession } from '../session';
import type { AssistAt } from './assist';
import type { LoadedReplay } from './load';
import type { Moment } from './model';

export type Speed = 1 | 4;

export interface LiveTable {
  session: TableSession;
  online: OnlineSession | null;
}

export type ReplayOpen = { ok: true; points: number } | { ok: false; problems: string[] };

export interface ReplayPoint {
  /** Its place on the scrubber. */
  i: number;
  moment: Moment;
}

/** The open viewer, as the page and the automation API see it (ReplayController). */
export interface ReplayView {
  readonly session: TableSession;
  readonly source: 'file' | 'history';
  readonly loaded: LoadedReplay;
  readonly points: readonly ReplayPoint[];
  readonly at: number;
  readonly point: ReplayPoint;
  readonly speed: Speed | null;
  readonly assist: AssistAt | null;
  /** Seats whose hidden cards are shown (their keys were revealed). */
  readonly revealedSeats: Seat[];
  /** Bumped at every change (for useSyncExternalStore). */
  readonly version: number;
  subscribe(fn: () => void): () => void;
  seek(i: number): Promise<void>;
  step(delta: number): Promise<void>;
  play(speed: Speed): void;
  pause(): void;
  untilEnd(): Promise<void>;
  close(): void;
}
