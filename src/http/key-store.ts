/**
 * API keys: how they are made and hashed, and the two key stores shipped with
 * the adapter (in memory, and a JSON file for `--keys keys.json`).
 *
 * A key is shown once, when it is created; stores keep only its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { LockTimeoutError, withFileLock, writeFilePrivately } from './file-lock.js';
import { namingFor, type Naming } from './headers.js';
import { isPermission, type ApiKeyRecord, type KeyStore, type OrganizationRecord, type Permission, type Plan, type Subscription } from './stores.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Random characters after the prefix: 32 of 62 symbols, about 190 bits. */
const KEY_SECRET_LENGTH = 32;

/** `length` characters drawn uniformly from [A-Za-z0-9] (bytes past 247 are dropped so `% 62` stays unbiased). */
function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** SHA-256 of a key, lower-case hex: what stores keep. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What {@link createApiKey} needs. */
export interface NewKeyOptions {
  org: string;
  env: 'live' | 'test';
  allow: readonly Permission[];
  /** Identifiers to use; default: the specification's (`svc_live_`, `svc_test_`). */
  naming?: Naming;
  /** Creation time, ms since the epoch; default now. */
  now?: number;
}

/** A new key: the secret to show once, and the record to store. */
export interface NewKey {
  key: string;
  record: ApiKeyRecord;
}

const ORG_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * Makes a new key (`svc_test_` or `svc_live_` and 32 random letters and digits)
 * and the record that stores its hash.
 *
 * @throws TypeError on an organization id that is not 1-64 letters, digits, `_`, `.` or `-`, or an empty allowlist.
 */
export function createApiKey(options: NewKeyOptions): NewKey {
  if (!ORG_ID.test(options.org)) throw new TypeError(`organization id must be 1-64 letters, digits, "_", "." or "-", got ${JSON.stringify(options.org)}`);
  if (options.allow.length === 0) throw new TypeError('a key needs at least one allowed endpoint');
  const naming = options.naming ?? namingFor();
  const prefix = options.env === 'live' ? naming.liveKeyPrefix : naming.testKeyPrefix;
  const key = prefix + randomAlphanumeric(KEY_SECRET_LENGTH);
  const record: ApiKeyRecord = {
    id: `key_${randomAlphanumeric(16)}`,
    hash: hashApiKey(key),
    hint: `${prefix}...${key.slice(-4)}`,
    org: options.org,
    env: options.env,
    allow: [...new Set(options.allow)],
    created_at: new Date(options.now ?? Date.now()).toISOString(),
    revoked_at: null,
  };
  return { key, record };
}

/** A {@link KeyStore} in memory. */
export class MemoryKeyStore implements KeyStore {
  protected readonly keys = new Map<string, ApiKeyRecord>();
  protected readonly organizations = new Map<string, OrganizationRecord>();

  constructor(init: { keys?: ApiKeyRecord[]; organizations?: OrganizationRecord[] } = {}) {
    for (const key of init.keys ?? []) this.keys.set(key.hash, key);
    for (const org of init.organizations ?? []) this.organizations.set(org.id, org);
  }

  findKeyByHash(hash: string): ApiKeyRecord | undefined {
    return this.keys.get(hash);
  }

  findOrganization(id: string): OrganizationRecord | undefined {
    return this.organizations.get(id);
  }

  /** Stores a key record (replacing one with the same hash). */
  addKey(record: ApiKeyRecord): void {
    this.keys.set(record.hash, record);
  }

  /** Stores an organization (replacing one with the same id). */
  setOrganization(org: OrganizationRecord): void {
    this.organizations.set(org.id, org);
  }

  /** Gives organization `org` a new callback signing secret (replacing any) and returns it. */
  rotateCallbackSecret(org: string): string {
    if (!ORG_ID.test(org)) throw new TypeError(`organization id must be 1-64 letters, digits, "_", "." or "-", got ${JSON.stringify(org)}`);
    const secret = newCallbackSecret();
    this.organizations.set(org, { ...(this.organizations.get(org) ?? { id: org }), callback_secret: secret });
    return secret;
  }

  /** Marks the key `id` revoked; false when there is no such key. */
  revokeKey(id: string, now = Date.now()): boolean {
    for (const record of this.keys.values()) {
      if (record.id === id) {
        record.revoked_at = new Date(now).toISOString();
        return true;
      }
    }
    return false;
  }

  /** Creates a key with {@link createApiKey}, stores its record and returns the secret once. */
  createKey(options: NewKeyOptions): NewKey {
    const created = createApiKey(options);
    this.addKey(created.record);
    return created;
  }

  /** Every key record and organization, as the key file holds them. */
  toJSON(): KeyFile {
    return { version: 1, keys: [...this.keys.values()], organizations: [...this.organizations.values()] };
  }
}

/**
 * The key file (`keys.json`): key records (hashes only) and, optionally,
 * organizations with their plan and subscription.
 */
export interface KeyFile {
  version: 1;
  keys: ApiKeyRecord[];
  organizations?: OrganizationRecord[];
}

/** Why a key file could not be read. */
export class KeyFileError extends Error {
  constructor(path: string, problem: string) {
    super(`${path}: ${problem}`);
    this.name = 'KeyFileError';
  }
}

const HASH = /^[0-9a-f]{64}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseKey(value: unknown, at: string): ApiKeyRecord {
  if (!isObject(value)) throw new Error(`${at} is not an object`);
  const { id, hash, hint, org, env, allow, created_at, revoked_at } = value;
  if (typeof id !== 'string' || id === '') throw new Error(`${at}.id must be a non-empty string`);
  if (typeof hash !== 'string' || !HASH.test(hash)) throw new Error(`${at}.hash must be a SHA-256 in lower-case hex`);
  if (typeof org !== 'string' || !ORG_ID.test(org)) throw new Error(`${at}.org must be an organization id`);
  if (env !== 'live' && env !== 'test') throw new Error(`${at}.env must be "live" or "test"`);
  if (!Array.isArray(allow) || !allow.every((p): p is Permission => typeof p === 'string' && isPermission(p))) {
    throw new Error(`${at}.allow must be a list of endpoints (verify, autocomplete, postal_codes, usage, search, batch)`);
  }
  if (revoked_at !== undefined && revoked_at !== null && (typeof revoked_at !== 'string' || !RFC3339.test(revoked_at))) {
    throw new Error(`${at}.revoked_at must be null or an RFC 3339 time`);
  }
  return {
    id,
    hash,
    hint: typeof hint === 'string' ? hint : '',
    org,
    env,
    allow,
    created_at: typeof created_at === 'string' ? created_at : '',
    revoked_at: revoked_at ?? null,
  };
}

function parsePlan(value: unknown, at: string): Plan {
  if (!isObject(value)) throw new Error(`${at} is not an object`);
  const { monthly_quota, overage } = value;
  if (monthly_quota !== null && !(typeof monthly_quota === 'number' && Number.isInteger(monthly_quota) && monthly_quota >= 0)) {
    throw new Error(`${at}.monthly_quota must be null or a non-negative integer`);
  }
  return { monthly_quota, overage: overage === true };
}

function parseSubscription(value: unknown, at: string): Subscription {
  if (!isObject(value)) throw new Error(`${at} is not an object`);
  switch (value.status) {
    case 'active':
    case 'suspended':
      return { status: value.status };
    case 'past_due':
      if (typeof value.grace_period_ends !== 'string' || !RFC3339.test(value.grace_period_ends)) {
        throw new Error(`${at}.grace_period_ends must be an RFC 3339 time when status is "past_due"`);
      }
      return { status: 'past_due', grace_period_ends: value.grace_period_ends };
    default:
      throw new Error(`${at}.status must be "active", "past_due" or "suspended"`);
  }
}

const CALLBACK_SECRET = /^whsec_[A-Za-z0-9_-]{43}$/;

/** A new callback signing secret: `whsec_` and 256 random bits in base64url. */
export function newCallbackSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function parseOrganization(value: unknown, at: string): OrganizationRecord {
  if (!isObject(value)) throw new Error(`${at} is not an object`);
  if (typeof value.id !== 'string' || !ORG_ID.test(value.id)) throw new Error(`${at}.id must be an organization id`);
  const org: OrganizationRecord = { id: value.id };
  if (value.plan !== undefined) org.plan = parsePlan(value.plan, `${at}.plan`);
  if (value.subscription !== undefined) org.subscription = parseSubscription(value.subscription, `${at}.subscription`);
  if (value.callback_secret !== undefined) {
    if (typeof value.callback_secret !== 'string' || !CALLBACK_SECRET.test(value.callback_secret)) throw new Error(`${at}.callback_secret must be "whsec_" and 43 base64url characters`);
    org.callback_secret = value.callback_secret;
  }
  return org;
}

/** Checks the shape of a key file's JSON. */
export function parseKeyFile(json: unknown): KeyFile {
  if (!isObject(json)) throw new Error('the file is not a JSON object');
  if (json.version !== 1) throw new Error('"version" must be 1');
  if (!Array.isArray(json.keys)) throw new Error('"keys" must be a list');
  const keys = json.keys.map((k, i) => parseKey(k, `keys[${i}]`));
  const orgs = json.organizations;
  if (orgs !== undefined && !Array.isArray(orgs)) throw new Error('"organizations" must be a list');
  return { version: 1, keys, organizations: (orgs ?? []).map((o, i) => parseOrganization(o, `organizations[${i}]`)) };
}

/**
 * A {@link KeyStore} kept in a JSON file ({@link KeyFile}). Reads the file when
 * constructed; {@link reload} reads it again (the CLI does on SIGHUP).
 * Writes are atomic (a private temporary file renamed over it; the file is
 * readable by its owner only) and take the lock file `<path>.lock`; use
 * {@link update} to change the file when other processes may change it too.
 */
export class FileKeyStore extends MemoryKeyStore {
  readonly path: string;

  /**
   * @param path the key file
   * @param options.create start empty when the file does not exist (it is written by {@link save})
   * @throws KeyFileError when the file is missing (without `create`), not JSON, or not a key file.
   */
  constructor(path: string, options: { create?: boolean } = {}) {
    super();
    this.path = path;
    if (existsSync(path) || !options.create) this.reload();
  }

  /** Reads the file again, replacing what is in memory. */
  reload(): void {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new KeyFileError(this.path, code === 'ENOENT' ? 'no such key file (create one with "ro-address keys create")' : String(err));
    }
    let file: KeyFile;
    try {
      file = parseKeyFile(JSON.parse(text));
    } catch (err) {
      throw new KeyFileError(this.path, err instanceof Error ? err.message : String(err));
    }
    this.keys.clear();
    this.organizations.clear();
    for (const key of file.keys) this.keys.set(key.hash, key);
    for (const org of file.organizations ?? []) this.organizations.set(org.id, org);
  }

  /** Writes every record in memory to the file (replacing what another process may have written since it was read: see {@link update}). */
  save(): void {
    withFileLock(this.#lockPath, () => this.#write());
  }

  /**
   * Reads the file, applies `change` and writes the result, holding the lock
   * throughout: concurrent updates (parallel `keys create`) are applied one
   * after the other, and none is lost. A file that does not exist yet counts
   * as empty.
   *
   * @throws KeyFileError when the file is not a key file, or another process holds the lock too long
   */
  update<T>(change: (store: this) => T): T {
    try {
      return withFileLock(this.#lockPath, () => {
        if (existsSync(this.path)) this.reload();
        else {
          this.keys.clear();
          this.organizations.clear();
        }
        const result = change(this);
        this.#write();
        return result;
      });
    } catch (err) {
      if (err instanceof LockTimeoutError) throw new KeyFileError(this.path, err.message);
      throw err;
    }
  }

  get #lockPath(): string {
    return `${this.path}.lock`;
  }

  #write(): void {
    writeFilePrivately(this.path, `${JSON.stringify(this.toJSON(), null, 2)}\n`);
  }
}
