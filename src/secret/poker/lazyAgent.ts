// The joint decks' code (agent.ts with the ristretto255 group of @noble/curves) loads when a table
// first needs it: the doc holds joint-deck records, or a seat is held (a room, where both seats
// may soon shuffle together). A table alone in this browser never does, so the first load leaves
// it out. Until the agent is here this stand-in answers as the agent does for a doc without joint
// decks, and while it loads it answers "a joint deck may own this", so the keeper leaves every deck
// alone a moment rather than seal one the agent is about to take.
import type * as Y from 'yjs';
import { ROOT } from '../../table/layout';
import type { JointDeckOptions, JointDecks } from './agent';

/** What the app asks of the joint decks (JointDecks' public methods). */
export type JointDeckApi = Pick<JointDecks,
  | 'start' | 'stop' | 'refresh' | 'subscribe' | 'settled' | 'deckOfZone' | 'handles' | 'ownsZone' | 'claims' | 'refOf'
  | 'openingOf' | 'status' | 'problems' | 'decks' | 'pokerRecords' | 'audit' | 'shuffle' | 'look' | 'search'>;

/** Whether a doc needs the joint decks' code: it holds their records, or someone holds a seat. */
export function needsJointDecks(doc: Y.Doc): boolean {
  return doc.getMap(ROOT.poker.name).size > 0 || doc.getMap(ROOT.seats.name).size > 0;
}

export class LazyJointDecks implements JointDeckApi {
  private agent: JointDecks | null = null;
  private loading: Promise<JointDecks> | null = null;
  private started = false;
  private readonly listeners = new Set<() => void>();
  private readonly onTransaction = () => {
    if (needsJointDecks(this.options.doc)) void this.load();
  };

  constructor(
    private readonly options: JointDeckOptions,
    private readonly loadAgent: () => Promise<typeof JointDecks> = () => import('./agent').then((m) => m.JointDecks),
  ) {}

  /** The agent, loading it if the doc needs it now; null when it does not (nothing to wait for). */
  ready(): Promise<JointDecks | null> {
    if (this.agent) return Promise.resolve(this.agent);
    return needsJointDecks(this.options.doc) || this.options.bothSeated() ? this.load() : Promise.resolve(null);
  }

  private load(): Promise<JointDecks> {
    this.loading ??= this.loadAgent().then((Agent) => {
      const agent = new Agent(this.options);
      this.agent = agent;
      this.options.doc.off('afterTransaction', this.onTransaction);
      agent.subscribe(() => this.emit());
      if (this.started) agent.start();
      this.emit(); // the keeper looks again, now with the agent's own answers
      return agent;
    }, (error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** Loading, not yet loaded: ownership questions get the cautious answer. */
  private get pending(): boolean {
    return this.agent === null && this.loading !== null;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  start(): void {
    this.started = true;
    if (this.agent) return this.agent.start();
    this.options.doc.on('afterTransaction', this.onTransaction);
    void this.ready().catch((error: unknown) => console.error('[fudaba] the joint decks did not load', error));
  }

  stop(): void {
    this.started = false;
    this.options.doc.off('afterTransaction', this.onTransaction);
    this.agent?.stop();
  }

  refresh(): void {
    if (this.agent) this.agent.refresh();
    else if (this.started) void this.ready().catch(() => undefined);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async settled(): Promise<void> {
    const agent = await this.ready();
    await agent?.settled();
  }

  deckOfZone(zone: string): ReturnType<JointDecks['deckOfZone']> {
    return this.agent?.deckOfZone(zone);
  }

  handles(cardId: string): boolean {
    return this.agent ? this.agent.handles(cardId) : this.pending;
  }

  ownsZone(zone: string): boolean {
    return this.agent ? this.agent.ownsZone(zone) : this.claims(zone);
  }

  claims(zone: string): boolean {
    if (this.agent) return this.agent.claims(zone);
    if (this.options.seat() && this.options.bothSeated()) void this.load().catch(() => undefined);
    return this.pending;
  }

  refOf(cardId: string): string | undefined {
    return this.agent?.refOf(cardId);
  }

  async openingOf(...args: Parameters<JointDecks['openingOf']>): ReturnType<JointDecks['openingOf']> {
    const agent = await this.ready();
    return agent ? agent.openingOf(...args) : null;
  }

  status(zone: string): ReturnType<JointDecks['status']> {
    return this.agent?.status(zone) ?? null;
  }

  problems(): ReturnType<JointDecks['problems']> {
    return this.agent?.problems() ?? [];
  }

  decks(): ReturnType<JointDecks['decks']> {
    return this.agent?.decks() ?? new Map();
  }

  pokerRecords(): ReturnType<JointDecks['pokerRecords']> {
    return this.agent?.pokerRecords() ?? { decks: new Map(), ignored: 0 };
  }

  async audit(...args: Parameters<JointDecks['audit']>): ReturnType<JointDecks['audit']> {
    const agent = await this.ready();
    return agent ? agent.audit(...args) : [];
  }

  // A deck action reaches the agent only for a joint deck (DeckActions asks deckOfZone first).
  async shuffle(zone: string): Promise<void> {
    return (await this.load()).shuffle(zone);
  }

  async look(...args: Parameters<JointDecks['look']>): ReturnType<JointDecks['look']> {
    return (await this.load()).look(...args);
  }

  async search(...args: Parameters<JointDecks['search']>): ReturnType<JointDecks['search']> {
    return (await this.load()).search(...args);
  }
}
