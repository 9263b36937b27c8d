// @vitest-environment happy-dom
// The scene graph's diff on real PixiJS display objects (no renderer): objects made, moved,
// removed, reordered and remade by id; a big arrival sliced into steps; unchanged views untouched.
import { Container, Sprite, Text, Texture, TextureSource } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { NODE_BUILDERS } from '../../../src/scene/nodes';
import type { NodeBuilders, NodeContext, NodeKind, NodeTextures } from '../../../src/scene/nodes/types';
import { SceneGraph, sameView } from '../../../src/scene/sceneGraph';
import type { CardView, CounterView, ObjectView, StackView } from '../../../src/scene/view';

/** Textures as a TextureCache hands them out: one per key, made on first use. */
function textureSet(): NodeTextures & { made: Map<string, Texture> } {
  const made = new Map<string, Texture>();
  const get = (key: string) => {
    let t = made.get(key);
    if (!t) made.set(key, (t = new Texture({ source: new TextureSource({ width: 120, height: 168, resolution: 3 }), label: key })));
    return t;
  };
  return {
    made,
    cardFace: (ref) => get(`face:${ref}`),
    cardBack: () => get('back'),
    token: (color) => get(`token:${color}`),
    coin: (kind, heads) => get(`coin:${kind}:${heads}`),
    die: (value) => get(`die:${value}`),
  };
}

const card = (id: string, x = 0, y = 0, zIndex = 0, ref = 'A-001'): CardView => ({
  kind: 'card', id, x, y, zIndex, spin: 0, ref, showFace: true, rotation: 0, hostId: null, sealed: false,
});
const stack = (id: string, refs: string[], zIndex = 0): StackView => ({
  kind: 'stack', id, x: 10, y: 20, zIndex, spin: 0, count: refs.length, layout: 'neat', showFace: true,
  cards: refs.map((ref, i) => ({ id: `${id}-${i}`, ref })),
});
const counter = (id: string, value: number, label = 'ライフ'): CounterView => ({
  kind: 'counter', id, x: 0, y: 0, zIndex: 5, spin: 0, label, value, owner: 'p1',
});

/** The real builders, counting their calls (the graph must not call them for unchanged views). */
function counting(builders: NodeBuilders) {
  const calls = { create: 0, update: 0 };
  const wrap = <V extends ObjectView>(kind: NodeKind<V>): NodeKind<V> => ({
    create: (view, ctx) => { calls.create++; return kind.create(view, ctx); },
    update: (node, prev, view, ctx, fresh) => { calls.update++; kind.update(node, prev, view, ctx, fresh); },
  });
  const wrapped: NodeBuilders = {
    card: wrap(builders.card), coin: wrap(builders.coin), die: wrap(builders.die),
    stack: wrap(builders.stack), token: wrap(builders.token), counter: wrap(builders.counter),
  };
  return { builders: wrapped, calls };
}

function setup(perStep = 300) {
  const world = new Container({ sortableChildren: true });
  const layer = new Container({ zIndex: -1e9 });
  world.addChild(layer);
  const textures = textureSet();
  const { builders, calls } = counting(NODE_BUILDERS);
  const context: NodeContext = { textures, lang: 'ja', fontVersion: 0 };
  const graph = new SceneGraph({ world, builders, perStep, context });
  const show = (objects: ObjectView[]) => {
    graph.setObjects(objects);
    return graph.step();
  };
  const ids = () => world.children.map((node) => graph.idOfNode.get(node) ?? 'layer');
  return { world, graph, textures, calls, show, ids, context };
}

describe('SceneGraph', () => {
  it('makes one display object per object, registered both ways, where the view says', () => {
    const { graph, show, ids } = setup();
    expect(show([card('a', 100, 50, 1), card('b', 200, 60, 2)])).toEqual({ held: 0, waiting: 0 });
    expect(ids()).toEqual(['layer', 'a', 'b']);
    const a = graph.registry.get('a');
    expect(a).toBeInstanceOf(Sprite);
    expect(a && graph.idOfNode.get(a)).toBe('a');
    expect(graph.drawnAt('a')).toEqual({ x: 100, y: 50 });
  });

  it('moves a changed object in place and leaves unchanged ones alone', () => {
    const { graph, show, calls } = setup();
    show([card('a'), card('b'), card('c')]);
    const before = graph.registry.get('b');
    // A drag moved b's sprite by hand: an unchanged view must not put it back.
    before?.position.set(999, 999);
    calls.create = 0;
    show([card('a', 40, 30), card('b'), card('c')]);
    expect(calls).toEqual({ create: 0, update: 1 });
    expect(graph.drawnAt('a')).toEqual({ x: 40, y: 30 });
    expect(graph.registry.get('b')).toBe(before);
    expect(graph.drawnAt('b')).toEqual({ x: 999, y: 999 });
  });

  it('compares views by value, stacks\' cards by id and ref', () => {
    expect(sameView(card('a'), card('a'))).toBe(true);
    expect(sameView(card('a'), card('a', 1))).toBe(false);
    expect(sameView(stack('s', ['x', 'y']), stack('s', ['x', 'y']))).toBe(true);
    expect(sameView(stack('s', ['x', 'y']), stack('s', ['x', 'z']))).toBe(false);
  });

  it('destroys a removed object and forgets it', () => {
    const { graph, show, ids } = setup();
    show([card('a'), card('b')]);
    const b = graph.registry.get('b');
    show([card('a')]);
    expect(ids()).toEqual(['layer', 'a']);
    expect(graph.registry.has('b')).toBe(false);
    expect(b?.destroyed).toBe(true);
    expect(graph.drawnAt('b')).toBeNull();
  });

  it('keeps the draw order by depth, ties by id, whatever order objects came in', () => {
    const { world, show, ids } = setup();
    show([card('c', 0, 0, 3)]);
    show([card('b', 0, 0, 1), card('a', 0, 0, 3), card('c', 0, 0, 3)]);
    world.sortChildren();
    expect(ids()).toEqual(['layer', 'b', 'a', 'c']);
    // b brought to the top.
    show([card('a', 0, 0, 3), card('c', 0, 0, 3), card('b', 0, 0, 9)]);
    world.sortChildren();
    expect(ids()).toEqual(['layer', 'a', 'c', 'b']);
  });

  it('remakes an object whose kind changed (a card that became a deck, and back)', () => {
    const { graph, show } = setup();
    show([card('a')]);
    const sprite = graph.registry.get('a');
    show([stack('a', ['x', 'y', 'z'])]);
    const deck = graph.registry.get('a');
    expect(sprite?.destroyed).toBe(true);
    expect(deck).not.toBeInstanceOf(Sprite);
    expect(deck?.children.some((child) => child instanceof Text && child.text === '3')).toBe(true);
    show([card('a')]);
    expect(deck?.destroyed).toBe(true);
    expect(graph.registry.get('a')).toBeInstanceOf(Sprite);
  });

  it('redraws a deck whose top card changed, and a counter\'s value in place', () => {
    const { graph, show, textures } = setup();
    show([stack('s', ['x', 'y']), counter('k', 20)]);
    show([stack('s', ['x', 'y', 'w']), counter('k', 19)]);
    const deck = graph.registry.get('s');
    expect(deck?.children.some((child) => child instanceof Sprite && child.texture === textures.cardFace('w'))).toBe(true);
    const texts = graph.registry.get('k')?.children.filter((child): child is Text => child instanceof Text).map((t) => t.text);
    expect(texts).toEqual(['−', '+', 'ライフ', '19']);
  });

  it('shows a known counter label in the UI language', () => {
    const { graph, show, context } = setup();
    show([counter('k', 20)]);
    graph.setContext({ ...context, lang: 'en' });
    show([counter('k', 20)]);
    const texts = graph.registry.get('k')?.children.filter((child): child is Text => child instanceof Text).map((t) => t.text);
    expect(texts).toContain('Life');
  });

  it('brings every object to new textures (new card sets), untouched views included', () => {
    const { graph, show, context } = setup();
    show([card('a'), card('b', 0, 0, 0, 'B-002')]);
    const fresh = textureSet();
    graph.setContext({ ...context, textures: fresh });
    show([card('a'), card('b', 0, 0, 0, 'B-002')]);
    const a = graph.registry.get('a');
    expect(a instanceof Sprite && a.texture).toBe(fresh.cardFace('A-001'));
  });

  it('re-textures decks and tokens in place for new textures, keeping their other parts', () => {
    const { graph, show, context } = setup();
    const token = { kind: 'token' as const, id: 't', x: 0, y: 0, zIndex: 1, spin: 0, color: 'red', count: 3 };
    show([stack('s', ['x', 'y']), token]);
    const deck = graph.registry.get('s');
    const badge = deck?.children.find((child) => child instanceof Text);
    const count = graph.registry.get('t')?.children.find((child) => child instanceof Text);
    const fresh = textureSet();
    graph.setContext({ ...context, textures: fresh });
    show([stack('s', ['x', 'y']), token]);
    expect(graph.registry.get('s')).toBe(deck);
    expect(deck?.children.find((child) => child instanceof Text)).toBe(badge);
    expect(deck?.children.some((child) => child instanceof Sprite && child.texture === fresh.cardFace('y'))).toBe(true);
    const disc = graph.registry.get('t')?.children[0];
    expect(disc instanceof Sprite && disc.texture).toBe(fresh.token('red'));
    expect(graph.registry.get('t')?.children.find((child) => child instanceof Text)).toBe(count);
  });

  it('takes a 10,000-object arrival in steps of at most perStep new objects', () => {
    const { graph, world, show } = setup(300);
    const many = Array.from({ length: 10_000 }, (_, i) => card(`o${String(i).padStart(5, '0')}`, i, i, i));
    let result = show(many);
    let steps = 1;
    let before = 0;
    for (;;) {
      const now = graph.registry.size;
      expect(now - before).toBeLessThanOrEqual(300);
      before = now;
      if (result.held === 0) break;
      expect(result.held).toBe(10_000 - now);
      result = graph.step();
      steps++;
    }
    expect(steps).toBe(Math.ceil(10_000 / 300));
    expect(graph.registry.size).toBe(10_000);
    expect(world.children.length).toBe(10_001);
  });

  it('destroys every display object with the scene', () => {
    const { graph, show, ids } = setup();
    show([card('a'), counter('k', 3)]);
    const nodes = [...graph.registry.values()];
    graph.destroy();
    expect(nodes.every((node) => node.destroyed)).toBe(true);
    expect(ids()).toEqual(['layer']);
  });
});
