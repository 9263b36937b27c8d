// The table canvas: a host element for PixiJS, made and fed imperatively (sceneRuntime.ts). Reads
// the scene model, emits commands.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Application } from 'pixi.js';
import { TABLE_BACKGROUND } from './palette';
import { SceneRuntime } from './sceneRuntime';
import type { TableSceneProps } from './sceneTypes';
import { firstGlyphsReady } from './webFont';
import { tableContext } from './rendererContext';

const ANTIALIAS = true;

export type { SceneHandle, TableSceneProps } from './sceneTypes';

export function TableScene(props: TableSceneProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const runtimeRef = useRef<SceneRuntime | null>(null);
  const latest = useRef(props);

  // Every new set of props changes (or may change) what is on screen: the scene follows and draws one frame.
  useLayoutEffect(() => {
    latest.current = props;
    runtimeRef.current?.update(props);
  });

  // The renderer starts asynchronously: an unmount meanwhile (React StrictMode mounts twice) lets
  // the start finish, then destroys it; nothing is drawn into a host that is gone.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const app = new Application();
    let live = true;
    let started = false;
    const destroy = () => app.destroy({ removeView: true }, { children: true });
    // The first textures are drawn with the web font's common glyphs in (or after a short wait),
    // waited for while the renderer starts.
    const glyphs = firstGlyphsReady();
    void (async () => {
      try {
        // No ticker: a table is still most of the time, so frames are drawn only on change.
        // Our own context: a software renderer draws with smaller batches (rendererContext.ts).
        const own = tableContext(ANTIALIAS);
        await app.init({
          resizeTo: host, autoStart: false, background: TABLE_BACKGROUND, antialias: ANTIALIAS && !own?.software, autoDensity: true,
          resolution: Math.min(2, window.devicePixelRatio || 1),
          ...(own ? { preference: 'webgl' as const, canvas: own.canvas, context: own.context } : {}),
        });
      } catch (error) {
        console.error('The table could not start its renderer', error);
        return;
      }
      started = true;
      if (!live) return destroy();
      host.appendChild(app.canvas);
      await glyphs;
      if (!live) return undefined;
      runtimeRef.current = new SceneRuntime(app, host, latest.current);
      return undefined;
    })();
    return () => {
      live = false;
      runtimeRef.current?.destroy();
      runtimeRef.current = null;
      if (started) destroy();
    };
  }, []);

  return <div ref={hostRef} className="table-host" data-testid="table" />;
}
