// The one error a use case throws for what the asker got wrong or cannot have: its code says which
// kind (one table below gives each its HTTP status), its message says what was asked and what is
// wrong with it, in the score's words. Anything else thrown is a bug, answered 500 without detail.
export const ERROR_STATUS = {
  "bad-request": 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  busy: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For `busy`: the seconds after which asking again may succeed. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Whether `err` is an AppError, of `code` when one is given. */
export function isAppError(err: unknown, code?: ErrorCode): err is AppError {
  return err instanceof AppError && (code === undefined || err.code === code);
}

/** `value`, or an AppError("not-found") saying what is missing when there is none. */
export function found<T>(value: T | null | undefined, missing: string): T {
  if (value === null || value === undefined) throw new AppError("not-found", missing);
  return value;
}
