// The doc's layout, declared in one place: every root key of the shared Y.Doc, what it holds and
// which layer owns it, the keys of the meta map, and the schema version of the whole. Code names
// a root through ROOT, never with a string literal of its own, so a rename or a new record kind is
// one edit here (and a migration in savefile.ts when saves change).

/** The doc schema. Bumped whenever a record kind changes shape or a root key is added. */
export const SCHEMA_VERSION = 8;
/**
 * What a peer must speak to share a room: the wire (awareness fields, signaling) and the records
 * it writes. Peers on different protocol versions refuse each other's rooms with a message.
 */
export const PROTOCOL_VERSION = 8;

interface RootKey {
  name: string;
  type: 'map' | 'array';
  /** The layer that writes it (and validates what it reads back). */
  owner: 'table' | 'rules' | 'secret' | 'net' | 'app';
  what: string;
  /** The SCHEMA_VERSION that introduced it. */
  since: number;
}

export const ROOT = {
  objects: { name: 'objects', type: 'map', owner: 'table', what: 'one Y.Map per table object, keyed by id', since: 1 },
  meta: { name: 'meta', type: 'map', owner: 'table', what: 'mat, seed, rolls and the keys in META_KEYS', since: 1 },
  log: { name: 'log', type: 'array', owner: 'table', what: 'the table log: who did what', since: 1 },
  rules: { name: 'rules', type: 'array', owner: 'rules', what: 'rules events, each tagged with its match id', since: 1 },
  pending: { name: 'rulesPending', type: 'array', owner: 'rules', what: 'steps left for a seat\'s own browser, per match', since: 1 },
  matches: { name: 'matches', type: 'map', owner: 'rules', what: 'match records, seat decks, result claims and draw offers', since: 2 },
  journal: { name: 'journal', type: 'array', owner: 'secret', what: 'deck journal entries (shuffles, draws, returns)', since: 1 },
  auditKeys: { name: 'auditKeys', type: 'map', owner: 'secret', what: 'seat keys published for the audit', since: 1 },
  envelopes: { name: 'envelopes', type: 'map', owner: 'secret', what: 'sealed envelope rounds, commitments and reveals', since: 1 },
  poker: { name: 'poker', type: 'map', owner: 'secret', what: 'joint decks: operations, shuffle rounds and released card layers (write-once keys ending in the writer\'s seat)', since: 5 },
  seats: { name: 'seats', type: 'map', owner: 'net', what: 'who holds which seat', since: 1 },
  sets: { name: 'sets', type: 'map', owner: 'app', what: 'imported card sets shared with the table', since: 1 },
  chat: { name: 'chat', type: 'array', owner: 'app', what: 'chat lines of the players and spectators (each line names its writer\'s role)', since: 4 },
} as const satisfies Record<string, RootKey>;

export type RootName = (typeof ROOT)[keyof typeof ROOT]['name'];

/** Keys of the meta map. Per-seat keys are built by the functions (`game.<seat>…`: that seat's alone). */
export const META_KEYS = {
  mat: 'mat',
  seed: 'seed',
  rolls: 'rolls',
  /** The game the table is set up for; its setupId is the current match's id. */
  game: 'game',
  /** Multiverse's fighter choice: the envelope round of the current setup (`{ setupId, round }`). */
  fighterRound: 'game.fighterRound',
  seatSetup: (seat: string) => `game.${seat}`,
  journalMark: (seat: string) => `game.${seat}.journalMark`,
  /** The setupId whose chosen fighters this seat has laid on the table. */
  fightersPlaced: (seat: string) => `game.${seat}.fightersPlaced`,
} as const;

/** The seat a meta key belongs to (`game.<seat>` and `game.<seat>.…`); null: a key of the table. */
export function metaKeySeat(key: string): 'p1' | 'p2' | null {
  const match = /^game\.(p1|p2)(\.|$)/.exec(key);
  return match ? match[1] as 'p1' | 'p2' : null;
}

/** The middle segment of a `matches` key: `<match>/<segment>/…`. */
export const MATCH_SEGMENT = {
  deck: 'deck',
  claim: 'claim',
  /** The deck a seat brings to the next game of the series (side-deck swap). */
  next: 'next',
  clock: 'clock',
  abandoned: 'abandoned',
  rewind: 'rewind',
} as const;

/** Per-seat match records, `<match>/<segment>/<seat>`: each written by that seat's browser alone. */
export const MATCH_SEAT_SEGMENTS: readonly string[] = [MATCH_SEGMENT.deck, MATCH_SEGMENT.claim, MATCH_SEGMENT.next, MATCH_SEGMENT.clock];

/** A seat's answer to a rewind proposal, and the mark that its browser applied the rewind. */
export const REWIND_ANSWERS = ['accept', 'decline', 'applied'] as const;
export type RewindAnswer = (typeof REWIND_ANSWERS)[number];

/** Keys of one match in the `matches` map. */
export const MATCH_KEYS = {
  /** The match record itself, under the bare match id. */
  record: (match: string) => match,
  deck: (match: string, seat: string) => `${match}/${MATCH_SEGMENT.deck}/${seat}`,
  claim: (match: string, seat: string) => `${match}/${MATCH_SEGMENT.claim}/${seat}`,
  next: (match: string, seat: string) => `${match}/${MATCH_SEGMENT.next}/${seat}`,
  clock: (match: string, seat: string) => `${match}/${MATCH_SEGMENT.clock}/${seat}`,
  abandoned: (match: string) => `${match}/${MATCH_SEGMENT.abandoned}`,
  rewind: (match: string, id: string) => `${match}/${MATCH_SEGMENT.rewind}/${id}`,
  rewindAnswer: (match: string, id: string, answer: RewindAnswer, seat: string) => `${match}/${MATCH_SEGMENT.rewind}/${id}/${answer}/${seat}`,
} as const;

/** The segments of a `matches` key: match id, segment, rest (as written: split on '/'). */
export const matchKeyParts = (key: string): string[] => key.split('/');

/** Keys of the `seats` map besides the seats themselves (`p1`, `p2`: who holds each). */
export const SEATS_KEYS = {
  /** The other seat's confirmation of a new key at `<seat>`. */
  takeoverPrefix: 'takeover/',
  takeover: (seat: string) => `takeover/${seat}`,
  /** The judge's chair: its signing key and its ECDH key for grants. */
  judge: 'judge',
  /** A seat's key sealed to the judge, written by that seat alone. */
  judgeGrantPrefix: 'judge/grant/',
  judgeGrant: (seat: string) => `judge/grant/${seat}`,
  /** A free seat reserved for an invite link: the invite's public key (net/seatInvite.ts). */
  invitePrefix: 'invite/',
  invite: (seat: string) => `invite/${seat}`,
} as const;

/** The SCHEMA_VERSION that introduced each key (a new key without one does not compile). */
export const KEYS_SINCE = {
  meta: { mat: 1, seed: 1, rolls: 1, game: 1, fighterRound: 1, seatSetup: 1, journalMark: 1, fightersPlaced: 1 },
  match: { record: 2, deck: 2, claim: 2, next: 2, abandoned: 2, clock: 8, rewind: 8, rewindAnswer: 8 },
  seats: { takeoverPrefix: 4, takeover: 4, judge: 8, judgeGrantPrefix: 8, judgeGrant: 8, invitePrefix: 8, invite: 8 },
} as const satisfies {
  meta: Record<keyof typeof META_KEYS, number>;
  match: Record<keyof typeof MATCH_KEYS, number>;
  seats: Record<keyof typeof SEATS_KEYS, number>;
};

/** Every root key, for the save file and the registry test. */
export const ROOT_KEYS: readonly RootKey[] = Object.values(ROOT);
