// The mat: zone outlines and their names.
import { CanvasTextMetrics, Container, Graphics, Text, type TextStyle } from 'pixi.js';
import type { Zone } from '../table/schema';
import { FONT, ZONE_LINE } from './palette';
import { LABEL_FONT } from './labels';
import { withGlyphs } from './webFont';

export type Lang = 'ja' | 'en';

const SEAT_TINT: Record<string, number> = { p1: 0x2e5a8a, p2: 0x8a3a2e };

export interface ZoneLayerProps {
  zones: readonly Zone[];
  lang: Lang;
  width: number;
  height: number;
  flipped: boolean;
  /** The web-font version: labels are drawn again when glyphs arrive. */
  fontVersion: number;
}

function drawMat(g: Graphics, zones: readonly Zone[], width: number, height: number): void {
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
}

function makeLabel(zone: Zone, lang: Lang, flipped: boolean): Text {
  return new Text({
    text: withGlyphs(zone.name[lang], '700'),
    // Labels sit at the zone's top-left corner as the viewer sees it, upright.
    x: flipped ? zone.x + zone.w - 10 : zone.x + 10,
    y: flipped ? zone.y + zone.h - 6 : zone.y + 6,
    rotation: flipped ? Math.PI : 0,
    alpha: 0.75,
    resolution: 3,
    style: { fontFamily: FONT, fontSize: LABEL_FONT, fontWeight: '700', fill: ZONE_LINE },
  });
}

const shapeKey = (p: ZoneLayerProps) => JSON.stringify([p.width, p.height, p.zones.map((z) => [z.x, z.y, z.w, z.h, z.owner, z.snap])]);
const labelKey = (p: ZoneLayerProps) => JSON.stringify([p.lang, p.flipped, p.fontVersion, p.zones.map((z) => [z.id, z.x, z.y, z.w, z.h, z.name[p.lang]])]);

export class ZoneLayer {
  readonly root = new Container({ zIndex: -1e9 });
  private readonly mat = new Graphics();
  /** The scene scales the labels up when zoomed out (labels.ts): child i is zone i's. */
  readonly labels = new Container();
  private drawnShape = '';
  private drawnLabels = '';

  constructor() {
    this.root.addChild(this.mat, this.labels);
  }

  /** Draws what changed (the doc's zones come new with every table change, mostly equal). */
  update(props: ZoneLayerProps): void {
    const shape = shapeKey(props);
    if (shape !== this.drawnShape) {
      this.drawnShape = shape;
      drawMat(this.mat, props.zones, props.width, props.height);
    }
    const labels = labelKey(props);
    if (labels === this.drawnLabels) return;
    this.drawnLabels = labels;
    for (const child of this.labels.removeChildren()) child.destroy();
    for (const zone of props.zones) this.labels.addChild(makeLabel(zone, props.lang, props.flipped));
  }
}

/** A label's style without its wrapping: PixiJS measures a wrapping style's text as wrapped. */
const unwrappedStyles = new WeakMap<TextStyle, TextStyle>();
function unwrapped(style: TextStyle): TextStyle {
  let plain = unwrappedStyles.get(style);
  if (!plain) {
    plain = style.clone();
    plain.wordWrap = false;
    unwrappedStyles.set(style, plain);
  }
  return plain;
}

/** A label's text width on one line, in its own units, as PixiJS lays it out. */
export const measureLabel = (text: string, label: Text): number => CanvasTextMetrics.measureText(text, unwrapped(label.style)).width;
