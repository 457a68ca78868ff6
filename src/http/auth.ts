/**
 * Authentication and authorization: the Bearer key, its hash, its environment,
 * its allowlist, and the organization's subscription.
 */
import * as crypto from 'node:crypto';
import { HttpError } from './http-error.js';
import { LruCache } from './cache.js';
import { headerText, type Naming } from './headers.js';
import { isPromise, type ApiKeyRecord, type Awaitable, type KeyStore, type OrganizationRecord, type Permission } from './stores.js';

/** Characters after the prefix that a well-formed key may have. */
const SECRET = /^[A-Za-z0-9]{16,128}$/;
const BEARER = /^Bearer +(\S+) *$/i;

/**
 * SHA-256 of a key. `crypto.hash` (Node 20.12 and later) does it in one call,
 * about twice as fast as a Hash object; older Node 20 releases fall back.
 */
const sha256: (text: string) => Buffer =
  typeof crypto.hash === 'function' ? (text) => crypto.hash('sha256', text, 'buffer') : (text) => crypto.createHash('sha256').update(text, 'utf8').digest();

function digestOf(token: string): KeyDigest {
  const bytes = sha256(token);
  return { bytes, hex: bytes.toString('hex') };
}

const MISSING = { 'WWW-Authenticate': 'Bearer' };
const INVALID = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };

function invalidKey(): HttpError {
  return new HttpError('invalid_api_key', { headers: INVALID });
}

/**
 * A header that is not `Bearer <key>` (a bare key, Basic, `Bearer` alone): still the spec's
 * 401 `invalid_api_key`, but saying what is wrong, since the key itself may be right.
 */
function notBearer(): HttpError {
  return new HttpError('invalid_api_key', { message: 'The Authorization header must use the Bearer scheme: "Authorization: Bearer <key>".', headers: INVALID });
}

/** A key's SHA-256, as bytes (compared) and as hex (looked up). */
interface KeyDigest {
  bytes: Buffer;
  hex: string;
}

/**
 * The SHA-256 of keys that were accepted recently, by the `Authorization`
 * header that carried them, so that a client sending the same key on every
 * request does not have it parsed and hashed every time (the hash is a good
 * part of a cached answer's cost). In process memory only and bounded; the
 * key store still holds only hashes and is still asked on every request (a
 * revoked key is refused at its next request), and the stored hash is still
 * compared in constant time. Only headers whose key passed every check are
 * remembered, so unknown keys cannot push known ones out.
 */
export class KeyDigests {
  readonly #lru: LruCache<string, KeyDigest>;

  /** @param capacity keys remembered; default 1,024 */
  constructor(capacity = 1_024) {
    this.#lru = new LruCache(capacity);
  }

  /** The digest of the key of `header` when it was accepted recently. */
  known(header: string): KeyDigest | undefined {
    return this.#lru.get(header);
  }

  /** Remembers the digest of the key of `header`, which passed every check (once: a digest already remembered is left as is). */
  accept(header: string, digest: KeyDigest): void {
    if (this.#lru.peek(header) !== digest) this.#lru.set(header, digest);
  }

  /** Keys remembered. */
  get size(): number {
    return this.#lru.size;
  }
}

/**
 * The key record of an `Authorization` header.
 *
 * Keys of the other environment (a `svc_test_` key on a live server) and
 * malformed keys are refused before any store lookup. The store is searched by
 * the key's SHA-256, and the stored hash is then compared in constant time, so
 * a store that matches loosely (a prefix index, say) cannot let a wrong key in.
 * With `digests`, the SHA-256 of a key accepted recently is not computed again.
 *
 * @param env `live` on a live server, `test` on a sandbox one
 * @throws HttpError 401 `missing_credentials` or `invalid_api_key`
 */
export function authenticate(header: string | undefined, keys: KeyStore, env: 'live' | 'test', naming: Naming, digests?: KeyDigests): Awaitable<ApiKeyRecord> {
  if (header === undefined) throw new HttpError('missing_credentials', { headers: MISSING });
  // A header accepted before was well formed, of this server's environment: only the store and the hash are checked again.
  const digest = digests?.known(header) ?? digestOf(tokenOf(header, env, naming));
  const found = keys.findKeyByHash(digest.hex);
  if (isPromise(found)) return found.then((record) => accepted(checkKey(record, digest.bytes, env), header, digest, digests));
  return accepted(checkKey(found, digest.bytes, env), header, digest, digests);
}

/** The key of a Bearer header, when well formed and of `env`. @throws HttpError 401 */
function tokenOf(header: string, env: 'live' | 'test', naming: Naming): string {
  if (header.trim() === '') throw new HttpError('missing_credentials', { headers: MISSING });
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) throw notBearer();
  const prefix = env === 'live' ? naming.liveKeyPrefix : naming.testKeyPrefix;
  if (!token.startsWith(prefix) || !SECRET.test(token.slice(prefix.length))) throw invalidKey();
  return token;
}

function accepted(record: ApiKeyRecord, header: string, digest: KeyDigest, digests: KeyDigests | undefined): ApiKeyRecord {
  digests?.accept(header, digest);
  return record;
}

/** Stored hashes as bytes, per record object: a store that keeps its records (the memory store) decodes each once. */
const storedDigests = new WeakMap<ApiKeyRecord, { hash: string; bytes: Buffer }>();

function storedDigest(record: ApiKeyRecord): Buffer {
  const known = storedDigests.get(record);
  // Compared with the hash text too: a record object whose hash was changed must not match its old bytes.
  if (known !== undefined && known.hash === record.hash) return known.bytes;
  const bytes = Buffer.from(record.hash, 'hex');
  storedDigests.set(record, { hash: record.hash, bytes });
  return bytes;
}

function checkKey(record: ApiKeyRecord | undefined, digest: Buffer, env: 'live' | 'test'): ApiKeyRecord {
  if (record === undefined) throw invalidKey();
  const stored = storedDigest(record);
  if (stored.length !== digest.length || !crypto.timingSafeEqual(stored, digest)) throw invalidKey();
  if (record.revoked_at) throw invalidKey();
  if (record.env !== env) throw invalidKey();
  return record;
}

/** @throws HttpError 403 `forbidden` when `key` may not call endpoints of `permission`. */
export function authorize(key: ApiKeyRecord, permission: Permission): void {
  if (!key.allow.includes(permission)) {
    throw new HttpError('forbidden', { message: `This API key may not call this endpoint (it needs the "${permission}" permission).` });
  }
}

/**
 * Applies the organization's subscription: suspended organizations are refused
 * everything; past-due ones keep billable calls until the grace period ends,
 * then get 402. Non-billable calls (usage reads) never get 402.
 *
 * @throws HttpError 403 `subscription_suspended`, 402 `payment_required` (with the grace header)
 */
export function checkSubscription(org: OrganizationRecord, billable: boolean, now: number, naming: Naming): void {
  const subscription = org.subscription;
  if (subscription === undefined || subscription.status === 'active') return;
  if (subscription.status === 'suspended') throw new HttpError('subscription_suspended');
  if (!billable) return;
  const ends = Date.parse(subscription.grace_period_ends);
  // An unreadable date counts as ended: refusing is the safe side of a billing check.
  if (Number.isNaN(ends) || now >= ends) {
    const at = Number.isNaN(ends) ? headerText(subscription.grace_period_ends) : new Date(ends).toISOString();
    throw new HttpError('payment_required', { headers: { [naming.gracePeriodEnds]: at } });
  }
}
