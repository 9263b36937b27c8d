// What one browser keeps of a Falldown phase for its own seat (its local record): the draft plan,
// which never enters the shared doc before the reveal, the lines it sealed, and the result it
// computed once both plans were revealed (the table changes as the seats apply it, so it is never
// computed again). The app keeps it across a reload (app/falldown/store.ts).
import type { TableAction } from '../../core';
import type { Step } from '../board';
import { EMPTY_PLAN, type FalldownPlan } from '../plan';

export interface StoredDraft {
  plan: FalldownPlan;
  /** The plan's lines as sealed by Lock in (null: still drafting). */
  locked: string[] | null;
}

export interface StoredResolution { hash: string; steps: Step[]; actions: TableAction[] }

export interface FalldownLocal {
  draft: StoredDraft;
  resolution: StoredResolution | null;
}

export const blankLocal = (): FalldownLocal => ({ draft: { plan: EMPTY_PLAN, locked: null }, resolution: null });
