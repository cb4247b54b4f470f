/**
 * The door's codes, answered one at a time in the order they came (ADR 036). A code read
 * by the camera or typed while another is being checked waits its turn instead of being
 * dropped: the camera's read guard has already counted it as seen, and the typed field
 * was emptied for the next. Between two answers, the first stays on screen for `showMs`
 * so nobody at the door misses it.
 */
export class DoorQueue<T> {
  private readonly items: T[] = [];
  private running = false;

  constructor(
    private readonly run: (item: T) => Promise<void>,
    private readonly onChange: (state: { checking: boolean; waiting: number }) => void,
    private readonly showMs = 1200,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  push(item: T): void {
    this.items.push(item);
    this.report(this.running);
    if (!this.running) void this.drain();
  }

  private report(checking: boolean) {
    this.onChange({ checking, waiting: this.items.length });
  }

  private async drain() {
    this.running = true;
    let first = true;
    while (this.items.length > 0) {
      // Leave the previous answer up a moment before the next one replaces it.
      if (!first) await this.sleep(this.showMs);
      first = false;
      const item = this.items.shift() as T;
      this.report(true);
      try {
        await this.run(item);
      } catch {
        // `run` shows its own failure ("no answer from the server"); the queue carries on.
      }
      this.report(false);
    }
    this.running = false;
    this.report(false);
  }
}
