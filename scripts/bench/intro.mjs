// The top of docs/benchmarks.md, for a checkout that has none: the benchmark writes its table
// under it. (The file in the repository says more, section by section.)
export const INTRO = `# Benchmarks

\`npm run bench\` (\`node scripts/bench.mjs\`, its modules in \`scripts/bench/\`) measures the performance
budgets of DESIGN.md on the machine it runs on and writes the table at the end of this file. It builds
the app into \`.tmp/bench-dist\` (leaving \`dist/\` alone), serves it on 127.0.0.1 with a small static
server of its own, and drives headless Chromium (\`CHROMIUM_PATH\`, default \`/usr/bin/chromium\`,
viewport 1400×900). A missed goal is marked MISSED.

The run is made of parts, run one after another: \`build\`, \`yjs\`, \`signed\`, \`secret\`, \`joint\`,
\`assist\`, \`falldown\`, \`bundle\`, \`frames\`, \`net\`, \`receive\`, \`signaling\`, \`relay\`. Each has a time
limit of its own (3 to 10 minutes, about twice what it was allowed when one 8-minute watchdog stopped
the whole run; \`--part-timeout=receive:900,frames:1200\` or \`BENCH_PART_TIMEOUT=receive:900\`, in
seconds, changes them). A part that runs out of time is stopped, its browsers, servers and child
processes with it, and its rows in the table say **timed out** instead of figures; a part that
throws says **failed:** and the reason; the other parts still run. Each part's rows are written here
as soon as it ends, so a run stopped half-way (Ctrl-C included) keeps what it measured; a full run
that ends rewrites the lines above the table last. The section "Each part's run" under the table
(written from the first run after 2026-12-07 on) gives, per part, when it ran, how long it took, its
limit, and the machine's 1-minute load average before and after it with the number of cores (also
printed before and after each part): figures taken under a load above the core count are suspect,
and a row's figures are from the run its part's line names. Exit code: 0 when every part ran (goals
met or MISSED), 2 when a part timed out or failed (once every other part has run and been written),
130 when interrupted, 1 when the benchmark itself cannot run.

Options: \`--screenshots[=DIR]\` saves the app and bare canvases with the 1,000 cards (default /tmp),
\`--quick\` does one short run without touching this file, \`--no-docs\` leaves this file alone,
\`--docs=PATH\` writes another file instead, \`--only=PART[,PART…]\` runs those parts (and the build
when they need it) and replaces only their rows (\`--only=bundle\`, \`--only=net\`, \`--only=receive\`,
\`--only=relay\`, …). Raw figures go to \`.tmp/bench-results.json\` (\`.tmp/bench-PART.json\` for
\`--only\`). Sizes are in decimal units (1 kB = 1,000 bytes).

## What each figure is

- **Frame time with 1,000 cards.** A fresh table (\`?table=bench-…\`) gets 1,000 face-up cards of the
  24 starter faces at seeded random positions over the 1700×1300 mat, created through
  \`window.fudaba.run('create', …)\` (a small patch of p1's play area is kept free of card centres for
  the drag test below). The app draws a frame only when something changes, so it is first measured
  that way on the still table (for information: nothing is drawn, the figure is the display's frame
  rate), then switched to drawing every frame with \`fudaba.setRenderMode('continuous')\`, which is
  the frame cost compared below. Once all are drawn, the intervals between requestAnimationFrame
  callbacks are recorded for 5 s (longer if that gives fewer than 6 intervals, at most 15 s), after
  30 warm-up frames or 2 s, whichever ends first: mean, median, p95, and fps = 1000 / mean. The same
  is measured on \`bench/bare.html\` (\`bench/bare.ts\`): a plain PixiJS \`Application\` with the app's
  canvas size, resolution, antialiasing and background, holding the same 1,000 sprites at the same
  positions, in the same order and with the same faces (card backs where the app shows backs, in
  p2's hand), drawn by the app's own \`TextureCache\` and \`CardCatalog\` into a world scaled with the
  app's \`fitRect\`. The positions are read back from the app's \`snapshot()\`. App and bare are
  measured alternately three times (each app run on a fresh table); the frame figures are medians
  over the runs, and the ratio is the median of the three app/bare pairs. Beside the wall-clock
  frame time, the CPU time used by all of the browser's processes (from /proc) over the window is
  divided by the frames drawn: under SwiftShader the drawing itself is CPU work in the GPU process,
  and CPU per frame is what other programs on the machine disturb least. Goals: 60 fps, and the app
  within 1.25× of bare.
- **Frame time while dragging.** On another fresh table with the same cards, in the app's own
  drawing mode (a frame is drawn for each pointer move the page takes), the top card is pressed and
  dragged round a circle in 4° steps, one mouse move every 16 ms (not each awaited, so Chromium
  coalesces the moves a slow frame has not taken yet, as it does for a real mouse), for as long as a
  frame window lasts; then it is dropped on the clear patch, and the drop must change the card's
  position in \`snapshot()\`. As the app skips frames with nothing to draw, only the frames in which
  WebGL drew count here (the benchmark's init script flags calls to the WebGL draw functions): the
  figure is the time between visible updates of the dragged card. Reported against the idle app
  drawing every frame and the bare scene, with the mouse moves sent and the pointermove events the
  page got.
- **Yjs bytes per move** (\`bench/yjs-bytes.ts\`, Node only, run with tsx). A table set up as the app
  sets up a new one (generic mat, a starter deck per seat) plus 60 loose cards; the size of the
  \`doc.on('update')\` of each \`move\` command: 1,000 moves inside a play area (x, y and z are
  written), and 1,000 moves between the two play areas (the same fields plus an appended log entry).
  Goal: ≤ 64 bytes per move.
- **A 2-hour game.** 20,000 moves on a fresh table, 80 % within a play area and 20 % changing zone,
  then \`Y.encodeStateAsUpdate(doc).length\`: what y-indexeddb keeps and a joining peer receives. The
  V2 encoding of the same doc is shown for comparison. Goal: ≤ 1 MB.
- **Rules assist view** (\`bench/assistView.ts\`, Node). The app derives the assist's whole view on
  every table change: a NoFuture position with 80 cards (decks, hands, bases, teams in battle, set
  cards, damage and magic coins) read into the game state, with tallies, hints, winner, the next
  phase's steps and the battle resolution, 200 times after 20 warm-up runs. Goal: within a frame.
- **Falldown resolution** (\`bench/falldown.ts\`, Node). A phase with 20 units on each side, every
  unit attacking, resolved 3,000 times by the rules engine (\`resolvePhase\`: mana, the confirmed and
  unconfirmed layers, phase end, the table commands and the state hash); then 10,000 random phases
  from a seeded generator. Goal: ≤ 1 ms for the 20-against-20 phase.
- **Signed writes** (\`bench/signed.ts\`, Node with WebCrypto). Two peers as two browsers, each
  seated by a seat record carrying its key: p1 lays out the table above (the same game mix,
  \`bench/gameMix.ts\`), starts signing (the table goes out as one import entry), and p2 receives,
  verifies and applies what p1's session appends to its log in the transport doc, update by update
  as y-webrtc sends it. Per move (1,000 inside a play area, 1,000 changing zone; each \`move\` is one
  transaction, so one signed entry): the encoded entry (the table update, a 64-byte ECDSA P-256
  signature, tag, sequence number, flags) and the transport doc update that carries it, which is
  what goes on the wire (goal ≤ 160 B, judged on the p95 of the transport update); the wall time
  of \`SigningSession.sign\` plus \`verifyEntry\` of the same entry (goal ≤ 1 ms p95; the process's
  CPU time is shown beside it, as WebCrypto's thread-pool hops make the wall time sensitive to other
  programs). Then a 2-hour game (20,000 moves, the mix above) on a fresh pair: the encoded transport
  doc, which a late joiner downloads and a browser stores (goal ≤ 2 MB), beside the table doc; and
  a late joiner: a fresh peer (table doc, transport doc, signed log) applies the author's whole
  transport state, timed until its log is idle and its table's objects equal the author's (goal
  ≤ 3 s), with the entries it applied and refused and those of the receiving peer during the game
  (all applied, none refused). The client ids the table and transport docs write with are taken
  full size (5-byte varints, as 15 in 16 random ids are), as in the Yjs figures. Where the bytes
  go: an entry is its table update (the Yjs figures above) plus 69 bytes (the signature, a tag, the
  sequence number, flags, the update's length), and its transport update adds 19 more (the Yjs
  struct of one array item: the client id twice, with its origin, clocks, info and length).
- **Hidden information** (\`bench/secret.ts\`, Node with WebCrypto). Two docs synced as two
  browsers, each seat with its own key and keeper; p1 holds a 40-card hidden deck. A secret shuffle
  (open the 40 identities, permute with the cryptographic generator, publish the SHA-256 commitment,
  encrypt 40 fresh identities, one transaction) is timed 30 times, with the bytes of the doc
  updates it sends; then 30 draws of one card (the command, the hand's row layout and the journal
  entry the keeper adds) and 30 plays of the drawn card face up (the keeper opens it and writes it
  in clear, checked on the other doc).
- **Joint decks (issue 15)** (\`bench/jointDeck.ts\`, Node with WebCrypto): a 40-card joint shuffle
  (both seats' four rounds) against the single-holder shuffle, the bytes and time of a draw, and a
  2-hour game's doc on each scheme; see the section "Joint decks (issue 15)" below.
- **Network** (\`bench/net.mts\`, run inside \`unshare -n\` with only loopback up). Two Chromium
  processes with their own profiles join one room over real WebRTC through the app's server (the
  second by its invite link, the lobby filled by script: the join time runs from navigation until
  its table equals the host's). The host moves a card 100 times with \`fudaba.run('move', …)\`;
  the other page watches the card's sprite every animation frame (\`fudaba.drawnPosition\`: the
  scene's display object, not only the model), and the time from the call to the first frame at
  which the sprite stands at the new position is the drop-to-visible latency (both pages read
  \`performance.timeOrigin + performance.now()\`, one clock on one machine). Measured with the
  pages drawing only on change (the app's default), then both drawing every frame. The bytes are
  what the host produced during one mouse drag of 40 moves: the doc update of the drop, and the
  awareness states that carry the live ghost and the cursor (about 30 per second). Then a
  spectator joins and 50 moves are timed to both. Goals (issue 18): ≤ 30 ms median and ≤ 100 ms p95
  drawing on change, ≤ 60 ms median and ≤ 150 ms p95 drawing every frame.
- **Bundle and first load.** The gzip (level 9) size of every JavaScript file the page asked for
  while loading \`index.html\` on a fresh table until WebGL first drew it (the entry, its imports, the
  strings, and PixiJS's renderer, a chunk of its own asked for as the canvas starts), read from the
  page's Resource Timing; and the time from navigation to \`document.body.dataset.ready === 'true'\`,
  median of three cold loads (no HTTP cache, a new table each time). Goals: ≤ 350 kB (issue 18),
  ≤ 2 s. The files asked for after ready (the renderer lands on either side of ready depending on
  the machine's load) are named in a row of their own, for information. What the app loads behind
  the table once it has painted (the games' data; \`src/app/main.tsx\` marks the moment
  \`fudaba:behind\`) is not counted. The chunks of both phases are listed under the table, largest
  first. \`node scripts/bench.mjs --only=bundle\` measures this part alone and puts its rows and the
  chunk list into the table (\`BENCH_OUT=dir\` builds elsewhere than \`.tmp/bench-dist\`).

## Why ratios rather than fps

The reference machine has 2 cores and no GPU: Chromium renders WebGL through SwiftShader, in
software, where the cost grows with the pixels covered. 1,000 cards of 120×168 units cover the
1100×850 canvas about eight times over, and a frame takes most of a second however lean the app is
(in a trial on this machine, 100 cards, or the 1,000 on a canvas an eighth the size, drew about
eight times faster). Absolute frame times also drift with whatever else the machine is doing. The
bare PixiJS scene measured in the same run, alternately with the app, is the fair yardstick: the
ratio is what the app's own code costs on top of drawing the sprites. The 60 fps goal is for a real
GPU and shows as MISSED under software GL. Read frame figures from a run on an otherwise idle
machine (the table says when it was busy).

`;
