// Where a command writes: the process's stdout and stderr as a user sees them, or a test's buffers,
// so the commands can be run in-process (scripts/run-barline.ts).
export interface CommandIO {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const processIO: CommandIO = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};
