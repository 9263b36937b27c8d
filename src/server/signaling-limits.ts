/** Limits of the signaling server, and the token bucket behind its per-socket rate limit. */

export interface SignalingLimits {
  /** Largest accepted WebSocket message; a bigger one closes that socket with 1009. */
  maxPayloadBytes: number;
  /** Open sockets; further upgrades get HTTP 503. A last resort: no one address can reach it. */
  maxConnections: number;
  /** Open sockets from one address (an IPv6 /64 counts as one); further upgrades get HTTP 429. */
  maxConnectionsPerAddress: number;
  /** Sockets subscribed to one topic; further subscriptions to it are refused (ignored, counted). */
  maxSubscribersPerTopic: number;
  /** Topics (rooms) one socket may be subscribed to at once; more closes it with 1008. */
  maxTopicsPerConnection: number;
  /** Longest topic name in characters; a longer one makes the message bad. */
  maxTopicLength: number;
  /** Bad messages one socket may send (ignored) before it is closed with 1008. */
  maxBadMessages: number;
  /** Sustained messages per second per socket, and the burst above it; over it closes with 1008. */
  messagesPerSecond: number;
  messageBurst: number;
  /** A socket is pinged this often and terminated if the previous ping got no pong. */
  pingIntervalMs: number;
  /** Deliveries to a socket are skipped while this much is still queued for it (it is not reading). */
  maxBufferedBytes: number;
  /** A socket whose deliveries have been skipped for this long is terminated (a slow reader). */
  slowReaderMs: number;
  /**
   * Bytes one socket's publishes may make us send (message size × subscribers) per second, and the
   * burst above it; over it closes with 1008. Caps the fan-out a publisher can buy.
   */
  fanoutBytesPerSecond: number;
  fanoutBytesBurst: number;
}

// A y-webrtc client sends a handful of small messages per peer and room (subscribe, announce,
// SDP offers/answers and ICE candidates of a few kB); these leave it a wide margin. A room is a
// handful of peers, and one browser tab holds one socket per signaling server.
export const DEFAULT_LIMITS: Readonly<SignalingLimits> = Object.freeze({
  maxPayloadBytes: 64 * 1024,
  maxConnections: 1000,
  maxConnectionsPerAddress: 32,
  maxSubscribersPerTopic: 64,
  maxTopicsPerConnection: 32,
  maxTopicLength: 128,
  maxBadMessages: 20,
  messagesPerSecond: 200,
  messageBurst: 400,
  pingIntervalMs: 30_000,
  maxBufferedBytes: 256 * 1024,
  slowReaderMs: 5000,
  fanoutBytesPerSecond: 1024 * 1024,
  fanoutBytesBurst: 4 * 1024 * 1024,
});

export function resolveLimits(overrides: Partial<SignalingLimits> = {}): SignalingLimits {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!(Number.isFinite(value) && value > 0)) throw new Error(`Signaling limit ${name} must be a positive number`);
  }
  return limits;
}

/** Starts full; each take() spends one token; tokens refill continuously at `rate` per second. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** False when the bucket holds less than `cost`: the caller is over the rate (nothing is spent). */
  take(cost = 1): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }
}
