// The one error every reader throws for input it cannot read: which file, where in it, and why.
// The command line prints it and exits 1; bundle reading turns it into a report `problem`.
export class ReadError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    /** A JSON pointer, "line N", or a place inside an archive, where the file gives one. */
    readonly at?: string,
  ) {
    super(at ? `${file} (${at}): ${reason}` : `${file}: ${reason}`);
    this.name = "ReadError";
  }
}
