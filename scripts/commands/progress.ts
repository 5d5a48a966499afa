// A progress bar on stderr when it is a terminal; silent otherwise, so piped output stays clean.
import { SingleBar, Presets } from "cli-progress";

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

export function progressBar(label: string): Progress {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
  const bar = new SingleBar(
    { stream: process.stderr, format: `${label} [{bar}] {value}/{total}`, clearOnComplete: true },
    Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) bar.start(total, 0);
      started = true;
      bar.setTotal(total);
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
