// The rows of the benchmark's Node parts: Yjs bytes, signed writes, hidden information, joint
// decks, the rules assist's view and Falldown's resolution (each from its bench/*.ts script's JSON).
import { GOALS } from './goals.mjs';
import { kb, mb, ms, status } from './util.mjs';

/** The Yjs part's rows (bench/yjs-bytes.ts). @param {Record<string, any>} y */
export function yjsRows(y) {
  return [
    ['Yjs update per move, within a play area', `${y.inZone.mean.toFixed(1)} B mean · ${y.inZone.median} B median · ${y.inZone.max} B max (n=${y.inZone.count})`, `≤ ${GOALS.moveBytes} B`, status(y.inZone.max <= GOALS.moveBytes)],
    ['Yjs update per move, changing zone (+ log entry)', `${y.zoneChange.mean.toFixed(1)} B mean · ${y.zoneChange.median} B median · ${y.zoneChange.max} B max (n=${y.zoneChange.count})`, `≤ ${GOALS.zoneMoveBytes} B`, status(y.zoneChange.max <= GOALS.zoneMoveBytes)],
    ['Doc after a 2-hour game', `${mb(y.game.docBytes)} (${y.game.moves.toLocaleString('en')} moves, ${y.game.zoneChanges.toLocaleString('en')} changing zone; ${kb(y.game.setupBytes)} at start; V2 encoding ${kb(y.game.docBytesV2)})`, '≤ 1 MB', status(y.game.docBytes <= GOALS.gameDocBytes && y.game.moves === 20_000)],
  ];
}

/** The signed writes' rows (bench/signed.ts). */
export function signedRows(s) {
  if (!s) return [];
  if (s.skipped) return [['Signed writes', `not measured: ${s.skipped}`, '', '']];
  const bytes = (m) => `entry ${m.entryBytes.median} B median · ${m.entryBytes.p95} B p95, transport update ${m.transportBytes.median} B median · ${m.transportBytes.p95} B p95`;
  const a = s.allMoves;
  const g = s.game;
  const j = s.lateJoiner;
  const n = (v) => v.toLocaleString('en');
  return [
    ['Bytes per signed card move', `in a play area: ${bytes(s.inZone)}; changing zone: ${bytes(s.zoneChange)} (n=${s.inZone.entryBytes.count}+${s.zoneChange.entryBytes.count})`, `≤ ${GOALS.signedMoveBytes} B`, status(Math.max(s.inZone.transportBytes.p95, s.zoneChange.transportBytes.p95) <= GOALS.signedMoveBytes)],
    ['Sign + verify per move', `${a.signVerifyMs.median.toFixed(2)} ms median · ${a.signVerifyMs.p95.toFixed(2)} ms p95 (sign ${a.signMs.median.toFixed(2)} ms, verify ${a.verifyMs.median.toFixed(2)} ms median; CPU ${a.signVerifyCpuMs.mean.toFixed(2)} ms per move on average; the same entries signed and verified back to back, without the moves in between: ${a.isolatedSignVerifyMs.median.toFixed(2)} ms median · ${a.isolatedSignVerifyMs.p95.toFixed(2)} ms p95; n=${a.signVerifyMs.count}${s.badSignatures ? `; ${s.badSignatures} BAD signatures` : ''})`, `≤ ${GOALS.signVerifyP95Ms} ms p95`, status(a.signVerifyMs.p95 <= GOALS.signVerifyP95Ms && s.badSignatures === 0)],
    ['Transport doc after a 2-hour game', `${mb(g.transportBytes)} (${n(g.signedEntries)} signed entries, ${mb(g.signedBytes)} of them; V2 encoding ${mb(g.transportBytesV2)}) · table doc ${mb(g.tableBytes)}`, `≤ ${GOALS.transportDocBytes / 1_000_000} MB`, status(g.transportBytes <= GOALS.transportDocBytes && g.moves === 20_000)],
    ['Late joiner to a verified table after a 2-hour game', `${(j.ms / 1000).toFixed(2)} s (CPU ${(j.cpuMs / 1000).toFixed(2)} s; ${n(j.applied)} entries applied, ${j.refused} refused${j.tablesEqual ? ', table equal to the author\'s' : ', table DIFFERS from the author\'s'}) · receiving peer during the game: ${n(g.receiver.applied)} applied, ${g.receiver.refused} refused`, `≤ ${GOALS.lateJoinerMs / 1000} s`, status(j.ms <= GOALS.lateJoinerMs && j.tablesEqual && j.refused === 0 && g.receiver.refused === 0 && g.receiver.applied >= 20_000)],
  ];
}

/** Hidden information's rows (bench/secret.ts). */
export function secretRows(s) {
  if (!s) return [];
  const line = (x) => `${x.ms.median.toFixed(1)} ms median · ${x.ms.p95.toFixed(1)} ms p95 · ${Math.round(x.bytes.median)} B median (n=${x.ms.count})`;
  return [
    [`Secret shuffle of a hidden ${s.deck}-card deck (decrypt, permute, commit, re-encrypt)`, line(s.shuffle), '(information)', ''],
    ['Draw 1 from a hidden deck (move + journal entry, hand laid out)', line(s.draw), '(information)', ''],
    ['Play a hidden card face up (decrypt, write in clear, log)', line(s.play), '(information)', ''],
  ];
}

/** Joint decks (bench/jointDeck.ts), each figure beside the single-holder scheme's and the ratio. */
export function jointDeckRows(j) {
  if (!j) return [];
  if (j.skipped) return [['Joint decks (issue 15)', `not measured: ${j.skipped}`, '', '']];
  const { shuffle: sh, draw: d, game: g } = j;
  const x = (a, b) => `${(a / b).toFixed(1)}×`;
  const drawBytes = d.joint.bytes.holderJoint.p95 + d.joint.bytes.otherSeat.p95;
  return [
    [`Joint shuffle of a ${j.deck}-card deck, both seats' work, four rounds (Node, WebCrypto)`, `${ms(sh.joint.ms.median)} median · ${ms(sh.joint.ms.p95)} p95 (CPU ${ms(sh.joint.cpuMs.median)} median; n=${sh.joint.ms.count}) · single-holder shuffle ${ms(sh.single.ms.median)} median · ${ms(sh.single.ms.p95)} p95; ${x(sh.joint.ms.median, sh.single.ms.median)}`, `≤ ${GOALS.jointShuffleMs} ms`, status(sh.joint.ms.median <= GOALS.jointShuffleMs)],
    [`Bytes of a ${j.deck}-card shuffle`, `joint ${kb(sh.joint.bytes.median)} (holder ${kb(sh.joint.holderBytes.median)}) · single-holder ${kb(sh.single.bytes.median)}; ${x(sh.joint.bytes.median, sh.single.bytes.median)}`, '(information)', ''],
    ['Bytes per draw from a joint deck (holder\'s out op + the other seat\'s release)', `${d.joint.bytes.holderJoint.median} B + ${d.joint.bytes.otherSeat.median} B median (${drawBytes} B p95); the holder's keeper seals the card into its hand: ${d.joint.bytes.holderKeeper.median} B · single-holder journal entry ${d.single.bytes.holderKeeper.median} B; with the draw command (the same in both schemes, ${d.joint.bytes.command.median} B): ${d.joint.bytes.total.median} B vs ${d.single.bytes.total.median} B, ${x(d.joint.bytes.total.median, d.single.bytes.total.median)}`, `≤ ${GOALS.jointDrawBytes} B`, status(drawBytes <= GOALS.jointDrawBytes)],
    ['Draw in-process, command → card opened for its holder (two docs synced synchronously)', `joint ${ms(d.joint.ms.median)} median · ${ms(d.joint.ms.p95)} p95 · single-holder ${ms(d.single.ms.median)} median; ${x(d.joint.ms.median, d.single.ms.median)} (n=${d.joint.ms.count}) · at the end of the 2-hour game: joint ${ms(g.joint.lateDrawMs.median)}, single-holder ${ms(g.single.lateDrawMs.median)} median (n=${g.joint.lateDrawMs.count})`, '(information)', ''],
    ['Doc after a 2-hour game with 2 × 40-card joint decks', `${kb(g.joint.docBytes)} (poker map ${kb(g.joint.pokerBytes)}; ${kb(g.joint.setupBytes)} at start) · single-holder ${kb(g.single.docBytes)} (${kb(g.single.setupBytes)} at start); ${x(g.joint.docBytes, g.single.docBytes)} · ${g.joint.counts.draw} draws, ${g.joint.counts.shuffle} reshuffles, ${g.joint.counts.putBack} put back, ${g.joint.counts.mill} mills, ${g.joint.counts.search} searches${g.joint.problems || g.joint.milledOpen !== g.joint.counts.mill || !g.joint.synced ? ' (CHECK FAILED)' : ''}`, '(information)', ''],
  ];
}

/** The rules assist's row (bench/assistView.ts). */
export function assistViewRows(a) {
  if (!a) return [];
  return [
    [`Rules assist: the whole view of a ${a.cards}-card NoFuture table (state, tallies, hints, next phase, battle)`, `${a.medianMs.toFixed(2)} ms median · ${a.p95Ms.toFixed(2)} ms p95 (n=${a.runs})`, '≤ 16 ms (one frame)', status(a.medianMs <= 16)],
  ];
}

/** Falldown's rows (bench/falldown.ts). */
export function falldownRows(f) {
  if (!f) return [];
  const t = f.twentyVsTwenty;
  const p = f.randomPhases;
  return [
    ['Falldown: resolve a 20-against-20-unit phase', `${t.medianMs.toFixed(3)} ms median · ${t.p95Ms.toFixed(3)} ms p95 (n=${t.runs}; ${t.steps} steps, ${t.actions} table commands)`, '≤ 1 ms', status(t.medianMs <= 1)],
    ['Falldown: 10,000 random phases', `${(p.totalMs / 1000).toFixed(2)} s total · ${p.perPhaseMs.toFixed(3)} ms per phase`, '(information)', ''],
  ];
}
