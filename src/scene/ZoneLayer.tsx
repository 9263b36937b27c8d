// The mat: zone outlines and their names.
import { memo, useCallback, type Ref } from 'react';
import type { Container, Graphics } from 'pixi.js';
import type { Zone } from '../table/schema';
import { FONT, ZONE_LINE } from './palette';
import { LABEL_FONT } from './labels';
import { withGlyphs } from './webFont';

export type Lang = 'ja' | 'en';

const SEAT_TINT: Record<string, number> = { p1: 0x2e5a8a, p2: 0x8a3a2e };

export const ZoneLayer = memo(function ZoneLayer({ zones, lang, width, height, flipped, labelsRef }: { zones: Zone[]; lang: Lang; width: number; height: number; flipped: boolean; labelsRef?: Ref<Container> }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      // The canvas is cleared to the mat's colour, so the mat itself is only an outline, and
      // only hands are filled: every filled pixel is drawn again each frame.
      g.roundRect(0, 0, width, height, 24).stroke({ width: 3, color: 0x1a2a20 });
      g.moveTo(40, height / 2).lineTo(width - 40, height / 2).stroke({ width: 2, color: ZONE_LINE, alpha: 0.25 });
      for (const zone of zones) {
        const tint = zone.owner ? (SEAT_TINT[zone.owner] ?? 0x444444) : 0x444444;
        g.roundRect(zone.x, zone.y, zone.w, zone.h, 12);
        if (zone.snap === 'row') g.fill({ color: tint, alpha: 0.28 });
        g.stroke({ width: 2, color: ZONE_LINE, alpha: 0.55 });
        g.roundRect(zone.x + 4, zone.y + 4, zone.w - 8, zone.h - 8, 9).stroke({ width: 3, color: tint, alpha: 0.5 });
      }
    },
    [zones, width, height],
  );
  return (
    <pixiContainer zIndex={-1e9}>
      <pixiGraphics draw={draw} />
      {/* The scene scales the labels up when zoomed out (labels.ts). */}
      <pixiContainer ref={labelsRef}>
      {zones.map((zone) => (
        <pixiText
          key={zone.id}
          text={withGlyphs(zone.name[lang], '700')}
          // Labels sit at the zone's top-left corner as the viewer sees it, upright.
          x={flipped ? zone.x + zone.w - 10 : zone.x + 10}
          y={flipped ? zone.y + zone.h - 6 : zone.y + 6}
          rotation={flipped ? Math.PI : 0}
          alpha={0.75}
          resolution={3}
          style={{ fontFamily: FONT, fontSize: LABEL_FONT, fontWeight: '700', fill: ZONE_LINE }}
        />
      ))}
      </pixiContainer>
    </pixiContainer>
  );
});
