// The face warmer waits for a face's web-font glyphs before drawing it (drawn before, it would be
// drawn again when they arrive), never longer than maxWaitMs, and without spinning meanwhile;
// msUntilDue says when the next held item's wait runs out.
import { describe, expect, it } from 'vitest';
import { FaceWarmer } from '../../../src/scene/faceWarmer';

function setup(glyphsOf: (ref: string) => Promise<void> | null, maxWaitMs = 500) {
  let clock = 0;
  const tasks: (() => void)[] = [];
  const drawn: string[] = [];
  const asked: string[] = [];
  const warmer = new FaceWarmer({
    draw: (ref) => { clock += 10; drawn.push(ref); },
    isDrawn: (ref) => drawn.includes(ref),
    onDrawn: () => undefined,
    now: () => clock,
    later: (fn) => {
      tasks.push(fn);
      return () => tasks.splice(tasks.indexOf(fn), 1);
    },
    glyphs: (ref) => { asked.push(ref); return glyphsOf(ref); },
    maxWaitMs,
  });
  const runTasks = () => { for (let i = 0; i < 20 && tasks.length > 0; i++) tasks.shift()?.(); };
  return { warmer, tasks, drawn, asked, runTasks, advance: (ms: number) => (clock += ms) };
}

/** A promise and its resolve. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => { open = resolve; });
  return { promise, open };
}

describe('FaceWarmer and the web font', () => {
  it('draws a face once its glyphs are in, the others at once, and schedules nothing while it waits', async () => {
    const a = gate();
    const t = setup((ref) => (ref === 'a' ? a.promise : null));
    t.warmer.want(['a', 'b']);
    t.runTasks();
    expect(t.drawn).toEqual(['b']);
    expect(t.asked).toEqual(['a', 'b']);
    expect(t.tasks).toHaveLength(0); // no task spins while 'a' waits
    expect(t.warmer.pending('a')).toBe(true);
    a.open();
    await a.promise;
    await Promise.resolve();
    t.runTasks();
    expect(t.drawn).toEqual(['b', 'a']);
    expect(t.asked).toEqual(['a', 'b']); // asked once
    expect(t.warmer.size).toBe(0);
  });

  it('a failed load draws the face as it is', async () => {
    const t = setup(() => Promise.reject(new Error('offline')));
    t.warmer.want(['a']);
    t.runTasks();
    expect(t.drawn).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    t.runTasks();
    expect(t.drawn).toEqual(['a']);
  });

  it('never holds a face past maxWaitMs: it is no longer pending (the step draws it), and a later slice draws it too', () => {
    const t = setup(() => new Promise(() => undefined), 500);
    t.warmer.want(['a', 'b']);
    t.runTasks();
    expect(t.drawn).toEqual([]);
    expect(t.warmer.msUntilDue()).toBe(500);
    t.advance(200);
    expect(t.warmer.msUntilDue()).toBe(300);
    t.advance(300);
    expect(t.warmer.pending('a')).toBe(false);
    expect(t.warmer.msUntilDue()).toBeNull();
    t.warmer.want(['c']);
    t.runTasks();
    expect(t.drawn).toEqual(['a', 'b']);
    expect(t.warmer.pending('c')).toBe(true);
  });

  it('without a glyph check it draws as before', () => {
    const t = setup(() => null);
    t.warmer.want(['a', 'b']);
    t.runTasks();
    expect(t.drawn).toEqual(['a', 'b']);
    expect(t.warmer.msUntilDue()).toBeNull();
  });
});
