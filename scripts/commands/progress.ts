// A progress bar on stderr when it is a terminal; silent otherwise, so piped output stays clean.
import { SingleBar, Presets } from "cli-progress";

export interface Progress {
  /** `phase`: what the work is doing now, for work done in several passes. */
  update(done: number, total: number, phase?: string): void;
  stop(): void;
}

export function progressBar(label: string): Progress {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
  const bar = new SingleBar(
    { stream: process.stderr, format: `${label} {phase} [{bar}] {value}/{total}`, clearOnComplete: true },
    Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total, phase = "") {
      if (!started) bar.start(total, 0, { phase });
      started = true;
      bar.setTotal(total);
      bar.update(done, { phase });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
