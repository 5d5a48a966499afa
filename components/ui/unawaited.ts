// An event handler that starts async work and does not wait for it. Only for work that reports its
// own failures (callApi answers { ok: false } rather than rejecting), so nothing is left unhandled.
export function unawaited<A extends unknown[]>(work: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => void work(...args);
}
