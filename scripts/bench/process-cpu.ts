// CPU time spent by other processes, from Linux's /proc: a load benchmark's servers and the local
// PostgreSQL server. On a shared machine latency moves with the neighbours' load; the CPU each request
// costs moves less, so it tells two versions of the code apart where latency cannot.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Whether this machine can say (Linux's /proc). */
export const canMeasureProcesses = existsSync("/proc/self/stat");

/** User and system CPU of a process and all its threads so far, in ms; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Each process's CPU so far, to take from a later reading with `cpuSince`. */
export function cpuReading(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
}

/** CPU spent since `before` by these processes; one started since counts whole. */
export function cpuSince(before: Map<number, number>, pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuMsOf(pid) - (before.get(pid) ?? 0), 0);
}

/** The processes of this machine's PostgreSQL server: the postmaster and every backend. */
export function postgresPids(): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("postgres");
      } catch {
        return false;
      }
    });
}
