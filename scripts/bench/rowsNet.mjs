// The rows of the benchmark's loopback-network parts: drop → visible between browsers, the receive
// path, signaling under a hostile load and the relay (each from its bench/*.mts script's JSON).
import { GOALS } from './goals.mjs';
import { ms, status } from './util.mjs';

/** The network part's rows (bench/net.mts). */
export function networkRows(n) {
  if (!n) return [];
  if (n.skipped) return [['Network figures', `not measured: ${n.skipped}`, '', '']];
  const latencyOk = (median, p95) => status(median <= GOALS.dropMedianMs && p95 <= GOALS.dropP95Ms);
  const goal = `≤ ${GOALS.dropMedianMs} ms median, ≤ ${GOALS.dropP95Ms} ms p95`;
  return [
    ['Drop → visible at the other player, 100 moves (pages draw on change)', `${ms(n.latency_on_demand_median_ms)} median · ${ms(n.latency_on_demand_p95_ms)} p95`, goal, latencyOk(n.latency_on_demand_median_ms, n.latency_on_demand_p95_ms)],
    ['Drop → visible, both pages drawing every frame', `${ms(n.latency_rendering_median_ms)} median · ${ms(n.latency_rendering_p95_ms)} p95`, `≤ ${GOALS.dropRenderingMedianMs} ms median, ≤ ${GOALS.dropRenderingP95Ms} ms p95`, status(n.latency_rendering_median_ms <= GOALS.dropRenderingMedianMs && n.latency_rendering_p95_ms <= GOALS.dropRenderingP95Ms)],
    ['Invite link → synced table (lobby filled by script)', `${n.join_ms.toFixed(0)} ms`, '(information)', ''],
    ...(n.drag_awareness_bytes_per_move_mean !== undefined ? [['Awareness bytes per pointer move while dragging (between two browsers)', `${n.drag_awareness_bytes_per_move_mean} B mean · ${n.drag_awareness_bytes_per_move_median} B median (${n.drag_awareness_updates} updates in a 40-move drag)`, `≤ ${GOALS.awarenessMoveBytes} B`, status(n.drag_awareness_bytes_per_move_mean <= GOALS.awarenessMoveBytes)]] : []),
    ['Sent by the dragging peer for one drag of 40 pointer moves', `${n.drag_doc_bytes} B doc update + ${n.drag_awareness_bytes} B awareness states (live ghost, cursor)`, '(information)', ''],
    ['Three-peer mesh (2 players + 1 spectator), 50 moves', `to the player ${ms(n.mesh_to_player_median_ms)} median · to the spectator ${ms(n.mesh_to_spectator_median_ms)} median · ${ms(n.mesh_p95_ms)} p95 · spectator holds ${n.mesh_links_at_spectator} WebRTC links`, goal, latencyOk(Math.max(n.mesh_to_player_median_ms, n.mesh_to_spectator_median_ms), n.mesh_p95_ms)],
  ];
}

/** The receive path's rows (bench/receive.mts). */
export function receiveRows(r) {
  if (!r) return [];
  if (r.skipped) return [['Receive path', `not measured: ${r.skipped}`, '', '']];
  const n = r.objects.toLocaleString('en');
  const heapOk = Math.max(r.heap_a_10k_mb, r.heap_b_10k_mb, r.heap_game_end_mb) <= GOALS.heapMb;
  return [
    [`Receive path: longest main-thread task while ${n} cards arrive from a peer`, `${ms(r.longest_task_ms)} (${r.long_tasks} tasks over 50 ms); our script's longest ${ms(r.longest_script_task_ms)}, the longest frame (the compositor waiting for software GL to draw) ${ms(r.longest_frame_task_ms)}${r.longest_script_cpu_ms !== undefined ? `; main-thread CPU in a task at most ${ms(r.longest_script_cpu_ms)} (script), ${ms(r.longest_frame_cpu_ms)} (frames)` : ''}`, `≤ ${GOALS.receiveTaskMs} ms`, status(r.longest_task_ms <= GOALS.receiveTaskMs)],
    ['Receive path: total blocking time (each long task past 50 ms)', `${ms(r.blocked_ms)} (script ${ms(r.script_blocked_ms)}, frames ${ms(r.frame_blocked_ms)}); longest gap of a 4 ms timer ${ms(r.longest_lag_ms)}${r.still_frame_ms ? `; once all are in, a frame of the still table costs ${ms(r.still_frame_ms)} (${r.drawn_at_end} objects drawn)` : ''}`, '(information)', ''],
    [`Receive path: load sent → all ${n} in the other page's scene`, `${(r.all_shown_ms / 1000).toFixed(2)} s (the sender's load call ${ms(r.load_at_sender_ms)})`, '(information)', ''],
    [`Heap after ${n} cards arrived, and after a 2-hour game`, `sender ${r.heap_a_10k_mb.toFixed(1)} MB, receiver ${r.heap_b_10k_mb.toFixed(1)} MB (${r.heap_a_before_mb.toFixed(1)} / ${r.heap_b_before_mb.toFixed(1)} MB before); game: ${r.heap_game_end_mb.toFixed(1)} MB after ${r.game_actions_ok.toLocaleString('en')} actions (${r.heap_game_start_mb.toFixed(1)} MB at start)`, `≤ ${GOALS.heapMb} MB`, status(heapOk)],
  ];
}

/** Signaling's row (bench/signaling.mts). */
export function signalingRows(s) {
  if (!s) return [];
  if (s.skipped) return [['Signaling under hostile load', `not measured: ${s.skipped}`, '', '']];
  return [[
    'Signaling under hostile load (1,000 sockets from one address, 5,000 half-sent upgrades, 300 subscribers that never read)',
    `honest joins ${s.joinsOk}/${s.joinsTried} (${ms(s.joinP50Ms)} p50 · ${ms(s.joinP99Ms)} p99); publish → deliver ${ms(s.deliverP50Ms)} p50 · ${ms(s.deliverP99Ms)} p99 (n=${s.deliveries}); flood got ${s.floodOpened} sockets; half-sent all closed by ${(s.halfSentClosedAfterMs / 1000).toFixed(1)} s; pages ${s.pagesOk}/${s.pagesTried}`,
    '100 % joins, p99 < 200 ms',
    status(s.joinsOk === s.joinsTried && s.deliverP99Ms < 200),
  ]];
}

/** The relay's rows (bench/relay.mts). */
export function relayRows(r) {
  if (!r) return [];
  if (r.skipped) return [['Relay (issue 19)', `not measured: ${r.skipped}`, '', '']];
  return [
    [`Relay: a seat's move → ${r.spectators} spectators on two relays (one Redis)`, `${ms(r.delivery_p50_ms)} p50 · ${ms(r.delivery_p95_ms)} p95 (${r.moves} moves, 10/s; all spectators in one Node process)`, '≤ 500 ms p95', status(r.delivery_p95_ms <= 500)],
    ['Relay: CPU and memory per 100 spectators', `${r.relay_cpu_pct_per_100} % of a core · ${r.relay_rss_mb_per_100} MB RSS (after the kill, the last relay: ${r.relay_b_cpu_pct_per_100_after_kill} % per 100)`, '(information)', ''],
    ['Relay: one of two killed mid-match', `longest time a spectator was without the match ${ms(r.longest_gap_ms)}; ${r.lost_spectators} lost; ${r.moved_to_b} moved to the other relay; verifying viewers ${r.verified_viewers_ok ? 'agree' : 'DIFFER'}`, '≤ 5 s, none lost', status(r.longest_gap_ms <= 5000 && r.lost_spectators === 0 && r.verified_viewers_ok)],
  ];
}
