// Signaling under one hostile client's load (test/net/signal-load.ts): 1,000 sockets from one
// address, 5,000 half-sent upgrades, 300 subscribers that never read, while honest peers join and
// publish. Run inside `unshare -n` with only loopback up. Prints JSON on the last line.
import { runSignalingLoad } from '../test/net/signal-load';

const f = await runSignalingLoad();
console.log(JSON.stringify({ ...f, slow: undefined }));
