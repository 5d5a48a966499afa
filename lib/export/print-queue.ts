// Prints one at a time, with a short queue behind: each print is a Chromium page, and several at once
// would hold the memory of each. Past `maxWaiting` waiting, or a second print for someone who already
// has one waiting or printing, the request is refused at once with a time to come back.
import { AppError } from "../errors/app-error.ts";

/** `busy`, with the seconds after which a retry may find room: the prints ahead, at their recent pace. */
export class PrinterBusyError extends AppError {
  constructor(
    message: string,
    override readonly retryAfter: number,
  ) {
    super("busy", message, retryAfter);
    this.name = "PrinterBusyError";
  }
}

export class PrintQueue {
  private readonly holders = new Set<string>();
  private readonly line: (() => void)[] = [];
  private printing = false;
  private meanSeconds = 3;

  constructor(private readonly maxWaiting: number) {}

  /** Runs `job` once the prints ahead have ended; throws PrinterBusyError at once when there is no room. */
  run<T>(requester: string, job: () => Promise<T>): Promise<T> {
    if (this.holders.has(requester))
      throw new PrinterBusyError(
        "you already have a PDF being printed or waiting: wait for it first",
        this.wait(),
      );
    if (this.printing && this.line.length >= this.maxWaiting)
      throw new PrinterBusyError(
        `the printer is busy: ${this.line.length} PDFs are waiting, ${this.maxWaiting} may`,
        this.wait(),
      );
    this.holders.add(requester);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.printing = true;
        const started = Date.now();
        job()
          .then(resolve, reject)
          .finally(() => {
            this.meanSeconds = (this.meanSeconds * 3 + (Date.now() - started) / 1000) / 4;
            this.holders.delete(requester);
            this.printing = false;
            this.line.shift()?.();
          });
      };
      if (this.printing) this.line.push(start);
      else start();
    });
  }

  /** Seconds until the prints now under way have ended, at their recent pace. */
  private wait(): number {
    return Math.max(1, Math.ceil(this.holders.size * this.meanSeconds));
  }
}
