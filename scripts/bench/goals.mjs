// The goals the benchmark's rows are judged against (DESIGN.md's budgets, and the issues named).
export const GOALS = {
  frameRatio: 0.5, // app / bare frame time (issue 18: half the bare scene's, by drawing only what shows)
  dragRatio: 0.6, // a drag frame / the bare scene's frame (issue 18)
  coverage: 2, // area painted per frame / the view's area (issue 18)
  fps: 60,
  moveBytes: 64,
  gameDocBytes: 1_000_000,
  signedMoveBytes: 160, // a signed card move as y-webrtc sends it (transport update)
  signVerifyP95Ms: 1,
  transportDocBytes: 2_000_000,
  lateJoinerMs: 3000,
  gzipJs: 350_000,
  readyMs: 2000,
  dropMedianMs: 30, // issue 18: a drop visible on the other peer, pages drawing on change
  dropP95Ms: 100,
  dropRenderingMedianMs: 60, // issue 18: the same with both pages drawing every frame
  dropRenderingP95Ms: 150,
  zoneMoveBytes: 80, // issue 18: a move that changes zone, with its log entry
  awarenessMoveBytes: 100, // issue 18: awareness bytes per pointer move while dragging
  jointShuffleMs: 500, // issue 15: a 40-card joint shuffle, both seats' work
  jointDrawBytes: 1000, // issue 15: what a draw from a joint deck writes (the holder's `out` op + the other seat's release)
  receiveTaskMs: 100, // issue 18: longest main-thread task while 10,000 objects arrive from a peer
  heapMb: 150, // issue 18: heap after 10,000 objects and after a 2-hour game
};
