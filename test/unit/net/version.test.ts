import { describe, expect, it } from 'vitest';
import { buildMismatch, compareBuild, type Build } from '../../../src/net/presence';
import { ja } from '../../../src/ui/locales/ja';
import { en } from '../../../src/ui/locales/en';

const mine: Build = { protocol: 2, schema: 2, app: '0.1.0' };
const peer = (name: string, build: Build | null) => ({ user: { name, playerId: name, color: '#000000', peerId: name }, build });

describe('build announcement', () => {
  it('compares protocol first, then schema; the app version alone does not matter', () => {
    expect(compareBuild(mine, { ...mine, app: '0.2.0' })).toBe('same');
    expect(compareBuild(mine, { ...mine, protocol: 3, schema: 1 })).toBe('newer');
    expect(compareBuild(mine, { ...mine, protocol: 1, schema: 9 })).toBe('older');
    expect(compareBuild(mine, { ...mine, schema: 3 })).toBe('newer');
    expect(compareBuild(mine, { ...mine, schema: 1 })).toBe('older');
  });

  it('treats a peer that announces nothing as an old build', () => {
    expect(compareBuild(mine, null)).toBe('older');
  });

  it('chooses no message when every peer matches, else "reload this page" before "they must reload"', () => {
    expect(buildMismatch(mine, [peer('a', mine), peer('b', { ...mine, app: 'x' })])).toBeNull();
    expect(buildMismatch(mine, [peer('old', null)])).toEqual({ relation: 'older', names: ['old'] });
    expect(buildMismatch(mine, [peer('old', null), peer('new', { ...mine, schema: 3 }), peer('new', { ...mine, protocol: 4 })]))
      .toEqual({ relation: 'newer', names: ['new'] });
    expect(buildMismatch(mine, [])).toBeNull();
  });

  it('has both messages in Japanese and English, naming the peer', () => {
    for (const strings of [ja, en]) {
      for (const relation of ['newer', 'older'] as const) {
        expect(strings.peers.build[relation]).toContain('{{names}}');
        expect(strings.peers.build.tag[relation].length).toBeGreaterThan(0);
      }
    }
  });
});
