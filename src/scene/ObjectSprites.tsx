// One display object per table object. Each is memoised on its view, so a move re-renders
// only the object that moved.
import { memo, useCallback } from 'react';
import type { Container, Graphics } from 'pixi.js';
import { useTranslation } from 'react-i18next';
import { counterLabel } from '../ui/locales/counterLabels';
import { CARD_H, CARD_W, COUNTER_H, COUNTER_W, FAN_STEP, TOKEN_R } from '../table/geometry';
import type { CardView, CoinView, CounterView, DieView, ObjectView, StackView, TokenView } from './view';
import type { TextureCache } from './textures';
import { FONT, tokenColor } from './palette';
import { textureOf } from './viewTexture';
import { useWebFontVersion, withGlyphs } from './webFont';

export type Register = (id: string, node: Container | null) => void;

interface Props<V> { view: V; textures: TextureCache; register: Register }

/** Views are rebuilt on every table change; compare them by value so unchanged objects skip rendering. */
function sameView(a: Props<ObjectView>, b: Props<ObjectView>): boolean {
  if (a.textures !== b.textures || a.register !== b.register) return false;
  const va = a.view as unknown as Record<string, unknown>;
  const vb = b.view as unknown as Record<string, unknown>;
  for (const key of Object.keys(va)) {
    if (va[key] === vb[key]) continue;
    if (key === 'cards' && Array.isArray(va[key]) && Array.isArray(vb[key])) {
      const ca = va[key] as { id: string; ref: string }[];
      const cb = vb[key] as { id: string; ref: string }[];
      if (ca.length === cb.length && ca.every((c, i) => c.id === cb[i]?.id && c.ref === cb[i]?.ref)) continue;
    }
    return false;
  }
  return true;
}

const StackSprite = memo(function StackSprite({ view, textures, register }: Props<StackView>) {
  const depth = Math.min(6, Math.ceil(view.count / 6));
  const drawEdge = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let i = depth; i >= 1; i--) {
        g.roundRect(-CARD_W / 2 + i * 1.2, -CARD_H / 2 + i * 1.6, CARD_W, CARD_H, 8).fill(i % 2 ? 0xdad4c4 : 0x8d8777);
      }
    },
    [depth],
  );
  const top = view.cards[view.cards.length - 1];
  const faceOf = (ref: string) => (view.showFace && ref !== '' ? textures.cardFace(ref) : textures.cardBack());
  return (
    <pixiContainer ref={(node) => register(view.id, node)} x={view.x} y={view.y} zIndex={view.zIndex} rotation={view.spin}>
      {view.layout === 'fanned' ? (
        // A fan runs to the right in table terms, whichever way the view is turned.
        view.cards.map((card, i) => (
          <pixiSprite key={card.id} texture={faceOf(card.ref)} x={(view.spin === 0 ? 1 : -1) * i * FAN_STEP} anchor={0.5} />
        ))
      ) : (
        <>
          <pixiGraphics draw={drawEdge} />
          {top && <pixiSprite texture={faceOf(top.ref)} anchor={0.5} />}
        </>
      )}
      <pixiGraphics draw={(g) => g.clear().roundRect(CARD_W / 2 - 30, -CARD_H / 2 - 10, 36, 20, 10).fill(0x111111).stroke({ width: 1.5, color: 0xffffff })} />
      <pixiText
        text={String(view.count)}
        x={CARD_W / 2 - 12}
        y={-CARD_H / 2}
        anchor={0.5}
        resolution={3}
        style={{ fontFamily: FONT, fontSize: 12, fontWeight: '700', fill: 0xffffff }}
      />
    </pixiContainer>
  );
}, sameView);

const TokenSprite = memo(function TokenSprite({ view, textures, register }: Props<TokenView>) {
  return (
    <pixiContainer ref={(node) => register(view.id, node)} x={view.x} y={view.y} zIndex={view.zIndex} rotation={view.spin}>
      <pixiSprite texture={textures.token(view.color)} anchor={0.5} />
      {view.count > 1 && (
        <pixiText
          text={`×${view.count}`}
          x={TOKEN_R - 2}
          y={TOKEN_R - 4}
          resolution={3}
          style={{ fontFamily: FONT, fontSize: 13, fontWeight: '700', fill: 0xffffff, stroke: { color: tokenColor(view.color) === 0x2a2a2a ? 0x888888 : 0x111111, width: 3 } }}
        />
      )}
    </pixiContainer>
  );
}, sameView);

/** An object drawn as one sprite (card, coin, die): only its texture differs. */
const PieceSprite = memo(function PieceSprite({ view, textures, register }: Props<CardView | CoinView | DieView>) {
  // Cards, coins and dice always have a texture.
  const texture = textureOf(view, textures) ?? undefined;
  return (
    <pixiSprite
      ref={(node) => register(view.id, node)}
      texture={texture}
      x={view.x}
      y={view.y}
      anchor={0.5}
      rotation={view.spin}
      zIndex={view.zIndex}
    />
  );
}, sameView);

function drawCounter(g: Graphics): void {
  g.clear();
  g.roundRect(-COUNTER_W / 2, -COUNTER_H / 2, COUNTER_W, COUNTER_H, 10).fill(0x15181c).stroke({ width: 2, color: 0xc9a74a });
  g.roundRect(-COUNTER_W / 2 + 4, -COUNTER_H / 2 + 4, 26, COUNTER_H - 8, 6).fill(0x3a2d2d);
  g.roundRect(COUNTER_W / 2 - 30, -COUNTER_H / 2 + 4, 26, COUNTER_H - 8, 6).fill(0x2d3a2f);
}

const CounterSprite = memo(function CounterSprite({ view, register }: Props<CounterView>) {
  // The doc holds the label as set up (Japanese); a known one reads in the UI language.
  const { i18n } = useTranslation();
  const label = counterLabel(view.label, i18n.language === 'en' ? 'en' : 'ja');
  const small = { fontFamily: FONT, fontSize: 13, fontWeight: '700' as const, fill: 0xeae4d2 };
  // The label is often Japanese (ライフ, 体力): drawn again when web-font glyphs arrive.
  const fontVersion = useWebFontVersion();
  return (
    <pixiContainer ref={(node) => register(view.id, node)} x={view.x} y={view.y} zIndex={view.zIndex} rotation={view.spin}>
      <pixiGraphics draw={drawCounter} />
      <pixiContainer key={fontVersion}>
        <pixiText text={withGlyphs('−', '700')} x={-COUNTER_W / 2 + 17} y={0} anchor={0.5} resolution={3} style={{ fontFamily: FONT, fontSize: 20, fontWeight: '700', fill: 0xff9f9f }} />
        <pixiText text="+" x={COUNTER_W / 2 - 17} y={0} anchor={0.5} resolution={3} style={{ fontFamily: FONT, fontSize: 20, fontWeight: '700', fill: 0xa8f0b0 }} />
        <pixiText text={withGlyphs(label, '700')} x={0} y={-12} anchor={0.5} resolution={3} style={small} />
        <pixiText text={String(view.value)} x={0} y={7} anchor={0.5} resolution={3} style={{ fontFamily: FONT, fontSize: 20, fontWeight: '700', fill: 0xffffff }} />
      </pixiContainer>
    </pixiContainer>
  );
}, sameView);

export function ObjectSprite({ view, textures, register }: Props<ObjectView>) {
  switch (view.kind) {
    case 'stack': return <StackSprite view={view} textures={textures} register={register} />;
    case 'token': return <TokenSprite view={view} textures={textures} register={register} />;
    case 'card':
    case 'coin':
    case 'die':
      return <PieceSprite view={view} textures={textures} register={register} />;
    case 'counter': return <CounterSprite view={view} textures={textures} register={register} />;
  }
}
