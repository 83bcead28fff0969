/** An answer for the client: status and a Korean message that is safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** Seconds a client is asked to wait (`Retry-After`) when a request could not be taken just now and nothing of it was kept. */
export const RETRY_AFTER_SECONDS = 1;
