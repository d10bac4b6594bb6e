// The one error hierarchy of the domain. Services throw these; the HTTP edge maps each to its status
// in one place (http/errors.ts). The message is shown to the user as is (SPEC §8), so write it for them.

export abstract class AppError extends Error {
  abstract readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;
}

export class ValidationError extends AppError {
  readonly status = 400;
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(message = 'Not authorized, please sign in') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
}

export class NotFoundError extends AppError {
  readonly status = 404;
}

export class ConflictError extends AppError {
  readonly status = 409;
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
}

export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
}

export class RateLimitError extends AppError {
  readonly status = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts, please wait and try again',
  ) {
    super(message);
  }
}

/** The server is at capacity for this kind of work (password checks); the client may retry shortly. */
export class BusyError extends AppError {
  readonly status = 503;
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
  }
}

/** A service we depend on (mail provider, object store) failed; the client did nothing wrong. */
export class UpstreamError extends AppError {
  readonly status = 502;
}
