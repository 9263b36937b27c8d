// The current game's own assist controls, loaded with the game: a free table never loads them.
import { lazy, Suspense, type ComponentType } from 'react';
import type { GameId } from '../cards/game';
import { ensureAssistStrings } from '../ui/i18n';
import type { GamePanelProps } from '../ui/rules/gamePanel';
import type { TableSession } from './session';

type PanelProps = GamePanelProps & { session: TableSession };

/** A panel's code and its strings, loaded together. */
const withStrings = <T,>(load: () => Promise<T>): Promise<T> => Promise.all([load(), ensureAssistStrings()]).then(([m]) => m);

const PANELS: Partial<Record<GameId, ComponentType<PanelProps>>> = {
  nofuture: lazy(() => withStrings(() => import('./nofuture/NofutureHost'))),
  multiverse: lazy(() => withStrings(() => import('../ui/rules/multiverse/MultiversePanel'))),
  chrono: lazy(() => withStrings(() => import('../ui/rules/chrono/ChronoPanel'))),
  falldown: lazy(() => withStrings(() => import('./falldown/FalldownHost'))),
};

export function GamePanel(props: PanelProps) {
  const game = props.assist.view?.module.game;
  const Panel = game ? PANELS[game] : undefined;
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
