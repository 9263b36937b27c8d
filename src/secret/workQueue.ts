// One browser's secret work runs one task at a time, in order: a pass over the doc, a deck action,
// a write that had to wait for a key. A pass asked for while one already waits to run is not
// queued twice.
export class WorkQueue {
  private queue: Promise<void> = Promise.resolve();
  private scheduled = false;

  /** `pass` is the work `schedule` queues; `onError` hears a pass that failed. */
  constructor(private readonly pass: () => Promise<void>, private readonly onError: (error: unknown) => void) {}

  enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.then(() => undefined, () => undefined);
    return run;
  }

  /** Resolves when the work queued so far is done. */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Queues a pass, unless one already waits to run. */
  schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    void this.enqueue(async () => {
      this.scheduled = false;
      await this.pass();
    }).catch(this.onError);
  }
}
