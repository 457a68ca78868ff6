/**
 * Errors of the HTTP adapter: the library's {@link AddressError} plus the
 * response headers some codes must carry (Retry-After, the period and grace
 * headers, WWW-Authenticate).
 */
import { AddressError, isErrorCode, type ErrorCode } from '../shared/errors.js';

/** An {@link AddressError} raised by the adapter, with headers to send along. */
export class HttpError extends AddressError {
  /** Extra response headers of this error. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Close the connection after answering: set when the request body was left
   * unread on purpose (413), so the server does not read the rest to reuse the socket.
   */
  readonly closeConnection: boolean;

  constructor(code: ErrorCode, options: { message?: string; headers?: Record<string, string>; closeConnection?: boolean } = {}) {
    super(code, options.message);
    this.name = 'HttpError';
    this.headers = options.headers ?? {};
    this.closeConnection = options.closeConnection ?? false;
  }
}

/** The shape of an {@link AddressError}, checked structurally. */
export interface AddressErrorLike {
  code: ErrorCode;
  status: number;
  message: string;
}

/**
 * True when `err` is an {@link AddressError}. Checked by shape, not by
 * `instanceof`: the `ro-address` and `ro-address/http` bundles may each carry
 * their own copy of the class, and an index loaded through one must still have
 * its errors recognised by the other.
 */
export function isAddressError(err: unknown): err is AddressErrorLike {
  if (!(err instanceof Error)) return false;
  const { code, status } = err as Error & { code?: unknown; status?: unknown };
  return typeof code === 'string' && isErrorCode(code) && typeof status === 'number';
}
