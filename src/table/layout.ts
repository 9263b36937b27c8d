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
}

export const ROOT = {
  objects: { name: 'objects', type: 'map', owner: 'table', what: 'one Y.Map per table object, keyed by id' },
  meta: { name: 'meta', type: 'map', owner: 'table', what: 'mat, seed, rolls and the keys in META_KEYS' },
  log: { name: 'log', type: 'array', owner: 'table', what: 'the table log: who did what' },
  rules: { name: 'rules', type: 'array', owner: 'rules', what: 'rules events, each tagged with its match id' },
  pending: { name: 'rulesPending', type: 'array', owner: 'rules', what: 'steps left for a seat\'s own browser, per match' },
  matches: { name: 'matches', type: 'map', owner: 'rules', what: 'match records, seat decks, result claims and draw offers' },
  journal: { name: 'journal', type: 'array', owner: 'secret', what: 'deck journal entries (shuffles, draws, returns)' },
  auditKeys: { name: 'auditKeys', type: 'map', owner: 'secret', what: 'seat keys published for the audit' },
  envelopes: { name: 'envelopes', type: 'map', owner: 'secret', what: 'sealed envelope rounds, commitments and reveals' },
  poker: { name: 'poker', type: 'map', owner: 'secret', what: 'joint decks: operations, shuffle rounds and released card layers (write-once keys ending in the writer\'s seat)' },
  seats: { name: 'seats', type: 'map', owner: 'net', what: 'who holds which seat' },
  sets: { name: 'sets', type: 'map', owner: 'app', what: 'imported card sets shared with the table' },
  chat: { name: 'chat', type: 'array', owner: 'app', what: 'chat lines of the players and spectators (each line names its writer\'s role)' },
} as const satisfies Record<string, RootKey>;

export type RootName = (typeof ROOT)[keyof typeof ROOT]['name'];

/** Keys of the meta map. Per-seat keys are built by the functions. */
export const META_KEYS = {
  mat: 'mat',
  seed: 'seed',
  rolls: 'rolls',
  /** The game the table is set up for; its setupId is the current match's id. */
  game: 'game',
  seatSetup: (seat: string) => `game.${seat}`,
  journalMark: (seat: string) => `game.${seat}.journalMark`,
} as const;

/** Every root key, for the save file and the registry test. */
export const ROOT_KEYS: readonly RootKey[] = Object.values(ROOT);
