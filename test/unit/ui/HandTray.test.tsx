import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HandTray } from '../../../src/ui/HandTray';
import type { HandTrayCard, HandTrayProps } from '../../../src/ui/HandTray';
import type { CardFace } from '../../../src/cards/face';
import { ja } from '../../../src/ui/locales/ja';
import { panelsJa } from '../../../src/ui/locales/panels.ja';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'ja', resources: { ja: { translation: { ...ja, ...panelsJa } } }, initAsync: false, interpolation: { escapeValue: false } });

const face: CardFace = {
  number: 'ST-001', name: '炎の剣士', nameEn: 'Flame Swordsman', color: 'red', cost: '3', type: 'ユニット — 戦士',
  stats: [{ label: 'P', value: 3000 }], text: 'この'.repeat(40), textEn: '', flavor: '',
};
const noop = () => {};
const handlers = { onPlay: noop, onReorder: noop, onDragMove: noop, onDragEnd: noop, onHover: noop, onSelect: noop, onContextMenu: noop };

function render(cards: HandTrayCard[], extra: Partial<HandTrayProps> = {}): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <HandTray cards={cards} opponentCount={null} selected={new Set()} {...handlers} {...extra} />
    </I18nextProvider>,
  );
}

describe('HandTray', () => {
  it('shows a face-up card as a readable face and hides the rest behind backs', () => {
    const html = render([
      { id: 'c1', face, faceUp: true },
      { id: 'c2', face, faceUp: false },
      { id: 'c3', face: null, faceUp: true },
    ]);
    expect(html).toContain('data-testid="hand-tray"');
    expect(html).toContain('role="list"');
    expect(html.match(/data-testid="hand-card"/g)).toHaveLength(3);
    expect(html).toContain('data-id="c1"');
    expect(html).toContain('aria-label="炎の剣士"');
    expect(html).not.toContain('Flame Swordsman'); // Japanese mode reads in Japanese only
    expect(html).toContain('color-red');
    expect(html).toContain('P</abbr> 3000');
    expect(html).toContain('…');
    // The face-up card names itself (list item, button, face); the others announce themselves as face down.
    expect(html.match(/炎の剣士/g)).toHaveLength(3);
    expect(html.match(/aria-label="裏向きのカード"/g)).toHaveLength(4);
    expect(html.match(/class="hand-back"/g)).toHaveLength(2);
    expect(html.match(/裏向きで出す/g)).toHaveLength(3);
  });

  it('marks selected cards and says when the hand is empty', () => {
    expect(render([{ id: 'c1', face, faceUp: true }], { selected: new Set(['c1']) })).toContain('aria-pressed="true"');
    const empty = render([]);
    expect(empty).toContain('手札はありません');
    expect(empty).not.toContain('data-testid="hand-card"');
  });

  it('shows the opponent badge with its count only when asked', () => {
    expect(render([])).not.toContain('opponent-hand');
    const html = render([], { opponentCount: 5 });
    expect(html).toContain('data-testid="opponent-hand"');
    expect(html).toContain('data-count="5"');
    expect(html).toContain('相手の手札 5枚');
    expect(html.match(/hand-back mini/g)).toHaveLength(5);
  });
});
