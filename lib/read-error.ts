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

/** What a reader met that did not stop it (bytes that are not UTF-8): the reading goes on, and the
 * file is named in a problem, as a ReadError's would be. */
export interface ReadWarning {
  file: string;
  at?: string;
  message: string;
}

/** Any failure while reading a file, as the ReadError the bundle reports: a ReadError as it is, any
 * other exception (a bug, or input no check foresaw) with its message only, never its stack. */
export function asReadError(err: unknown, file: string, at?: string): ReadError {
  if (err instanceof ReadError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ReadError(file, `could not be read (${message})`, at);
}
