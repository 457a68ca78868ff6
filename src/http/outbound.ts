/**
 * The one way the adapter makes outbound requests (batch file downloads and
 * job callbacks), guarded against server-side request forgery:
 *
 * - the URL must be `https` (plain `http` only to an allowed host), without
 *   credentials, and not name a non-public IP literal;
 * - every address a host name resolves to (IPv4 and IPv6, IPv4-mapped IPv6
 *   included) must be public. The check runs in the socket's own `lookup`, at
 *   connect time, on the very addresses the socket then connects to, so a name
 *   that resolves to a public address when the URL is checked and to a private
 *   one when connecting (DNS rebinding) is still refused;
 * - redirects are followed by hand, each target checked again the same way;
 * - bodies are capped in bytes and the whole exchange in time.
 *
 * Hosts named in `allowHosts` (`serve --batch-allow-host`) are the explicit
 * opt-in for private networks and local testing: they may resolve to any
 * address and may be reached over plain `http`.
 */
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** One resolved address. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses; injectable so tests never depend on real DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Why an outbound request was refused or failed. */
export type OutboundFailure =
  /** The URL (or a redirect target) is not allowed: scheme, credentials, or a non-public address. */
  | 'blocked'
  /** DNS, connection, TLS, a non-2xx status, too many redirects, or the time limit. */
  | 'unreachable'
  /** The body is larger than the cap. */
  | 'too_large';

/** An outbound request that was refused or failed; `message` is safe to show the caller. */
export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The policy of outbound requests. */
export interface OutboundPolicy {
  /** Host names (or IP literals) that may resolve to private addresses and use plain http; compared case-insensitively. */
  allowHosts: readonly string[];
  /** Default: the system resolver (`dns.lookup`, all addresses). */
  resolve?: Resolver;
}

/** The system resolver: every address `dns.lookup` gives for the name. */
export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) reject(err);
      else resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })));
    });
  });

/** Address ranges that are not public: private, loopback, link-local, shared, documentation, multicast, reserved. */
const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NON_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 address embeds (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::`), if any. */
function embeddedIpv4(address: string): string | undefined {
  const words = expandIpv6(address);
  if (words === undefined) return undefined;
  const zeros = (from: number, to: number): boolean => words.slice(from, to).every((w) => w === 0);
  const mapped = zeros(0, 5) && words[5] === 0xffff;
  const compatible = zeros(0, 6) && !(words[6] === 0 && words[7] <= 1);
  const nat64 = words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !compatible && !nat64) return undefined;
  return [words[6] >> 8, words[6] & 0xff, words[7] >> 8, words[7] & 0xff].join('.');
}

/** The eight 16-bit words of an IPv6 address. */
type Ipv6Words = readonly [number, number, number, number, number, number, number, number];

function isIpv6Words(words: readonly number[]): words is Ipv6Words {
  return words.length === 8 && words.every((w) => w >= 0 && w <= 0xffff);
}

/** The eight 16-bit words of an IPv6 address (dotted IPv4 tail allowed), or undefined. */
function expandIpv6(address: string): Ipv6Words | undefined {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const dotted = /\d+\.\d+\.\d+\.\d+$/.exec(text);
  if (dotted) {
    // The pattern has four parts, so the defaults are never used.
    const [a = 0, b = 0, c = 0, d = 0] = dotted[0].split('.').map(Number);
    text = `${text.slice(0, -dotted[0].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const [before = '', after] = halves;
  const head = before === '' ? [] : before.split(':');
  const tail = after !== undefined && after !== '' ? after.split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const words = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((w) => Number.parseInt(w, 16));
  return isIpv6Words(words) ? words : undefined;
}

/**
 * True when `address` (an IPv4 or IPv6 literal) is a public unicast address.
 * IPv6 forms that embed an IPv4 address are judged by that address.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined) return !NON_PUBLIC.check(v4, 'ipv4');
  const bare = address.includes('%') ? address.slice(0, address.indexOf('%')) : address;
  return !NON_PUBLIC.check(bare, 'ipv6');
}

/** The host of a URL without IPv6 brackets, lower-case. */
function hostOf(url: URL): string {
  const host = url.hostname.toLowerCase();
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function isAllowed(policy: OutboundPolicy, host: string): boolean {
  return policy.allowHosts.some((h) => h.toLowerCase().replace(/^\[|\]$/g, '') === host);
}

/**
 * Checks a URL without resolving it: the scheme, credentials, and an IP
 * literal host.
 *
 * @throws OutboundError `blocked` with a message naming the rule broken
 */
export function checkUrl(text: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundError('blocked', 'it is not an absolute URL');
  }
  const host = hostOf(url);
  const allowed = isAllowed(policy, host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) throw new OutboundError('blocked', 'it must use https');
  if (url.username !== '' || url.password !== '') throw new OutboundError('blocked', 'it must not carry credentials');
  if (host === '') throw new OutboundError('blocked', 'it has no host');
  if (!allowed && isIP(host) !== 0 && !isPublicAddress(host)) throw new OutboundError('blocked', 'its host is not a public address');
  return url;
}

/**
 * Checks a URL and the addresses its host resolves to now: the early answer
 * given when a job is submitted. The connection checks again (see the module
 * documentation); this only spares the caller a job that would fail.
 *
 * @throws OutboundError `blocked` (rules, a non-public address) or `unreachable` (the name does not resolve)
 */
export async function checkTarget(text: string, policy: OutboundPolicy): Promise<URL> {
  const url = checkUrl(text, policy);
  const host = hostOf(url);
  if (isAllowed(policy, host) || isIP(host) !== 0) return url;
  let addresses: ResolvedAddress[];
  try {
    addresses = await (policy.resolve ?? systemResolver)(host);
  } catch {
    throw new OutboundError('unreachable', `its host "${host}" does not resolve`);
  }
  if (addresses.length === 0) throw new OutboundError('unreachable', `its host "${host}" does not resolve`);
  if (!addresses.every((a) => isPublicAddress(a.address))) throw new OutboundError('blocked', `its host "${host}" resolves to a non-public address`);
  return url;
}

/**
 * The socket `lookup` of guarded requests: resolves with the policy's resolver
 * and refuses when any address is not public (unless the host is allowed).
 */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  const resolve = policy.resolve ?? systemResolver;
  return (hostname, options, callback) => {
    const host = hostname.toLowerCase();
    resolve(host).then(
      (addresses) => {
        const allowed = isAllowed(policy, host);
        const usable = addresses.filter((a) => options.family === undefined || options.family === 0 || a.family === options.family);
        const first = usable[0];
        if (first === undefined) {
          callback(Object.assign(new Error(`${host} does not resolve`), { code: 'ENOTFOUND' }), '', 4);
          return;
        }
        if (!allowed && !usable.every((a) => isPublicAddress(a.address))) {
          callback(new OutboundError('blocked', `its host "${host}" resolves to a non-public address`), '', 4);
          return;
        }
        if (options.all) (callback as unknown as (err: null, all: ResolvedAddress[]) => void)(null, usable);
        else callback(null, first.address, first.family);
      },
      (err: unknown) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };
}

/** Options of one guarded request. */
export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Redirects followed at most (GET only; default 5). */
  maxRedirects?: number;
  /** The whole exchange, headers and body (default 30 s). */
  timeoutMs?: number;
  /**
   * How long to wait for each response's headers (connection, TLS and the
   * server's answer) before giving up as stalled; default no limit but
   * `timeoutMs`. Pass the same to {@link readCapped} for the body.
   */
  idleMs?: number;
  /** Stops the request. */
  signal?: AbortSignal;
}

/** A response of a guarded request whose status was 2xx; its body is still to be read. */
export interface OutboundResponse {
  status: number;
  /** The URL finally answered, after redirects. */
  url: URL;
  headers: IncomingMessage['headers'];
  body: IncomingMessage;
}

/**
 * Sends one guarded request and follows redirects (GET only), checking each
 * URL and each connection. Resolves once a 2xx response's headers arrived; the
 * time limit keeps running while the body is read (see {@link readCapped}).
 *
 * @throws OutboundError
 */
export async function guardedRequest(text: string, policy: OutboundPolicy, options: OutboundRequest): Promise<OutboundResponse> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal === undefined ? deadline : AbortSignal.any([deadline, options.signal]);
  let url = checkUrl(text, policy);
  const maxRedirects = options.method === 'GET' ? (options.maxRedirects ?? 5) : 0;
  for (let hops = 0; ; hops++) {
    const res = await send(url, policy, options, signal, timeoutMs);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location !== undefined && options.method === 'GET') {
      res.resume();
      if (hops >= maxRedirects) throw new OutboundError('unreachable', `more than ${maxRedirects} redirects`);
      let next: string;
      try {
        next = new URL(res.headers.location, url).href;
      } catch {
        throw new OutboundError('unreachable', 'a redirect has an invalid Location');
      }
      try {
        url = checkUrl(next, policy);
      } catch (err) {
        throw err instanceof OutboundError ? new OutboundError('blocked', `a redirect went to a URL that is not allowed: ${err.message}`) : err;
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      res.resume();
      throw new OutboundError('unreachable', `the server answered HTTP ${status}`);
    }
    // The deadline also covers reading the body.
    const onAbort = (): void => {
      res.destroy(new OutboundError('unreachable', `no complete answer within ${timeoutMs} ms`));
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    res.once('close', () => signal.removeEventListener('abort', onAbort));
    return { status, url, headers: res.headers, body: res };
  }
}

/** The failure of a download that received nothing for `idleMs`. */
function stalled(idleMs: number): OutboundError {
  return new OutboundError('unreachable', `the download stalled: nothing arrived for ${idleMs / 1000} s`);
}

function send(url: URL, policy: OutboundPolicy, options: OutboundRequest, signal: AbortSignal, timeoutMs: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers: Record<string, string> = { 'user-agent': 'ro-address', ...options.headers };
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const idleMs = options.idleMs;
    let idle: NodeJS.Timeout | undefined;
    const req = request(url, { method: options.method, headers, lookup: guardedLookup(policy), signal, agent: false }, (res) => {
      clearTimeout(idle);
      resolve(res);
    });
    if (idleMs !== undefined) idle = setTimeout(() => req.destroy(stalled(idleMs)), idleMs);
    req.on('error', (err) => {
      clearTimeout(idle);
      if (err instanceof OutboundError) reject(err);
      else if (signal.aborted) reject(new OutboundError('unreachable', `no answer within ${timeoutMs} ms`));
      else reject(new OutboundError('unreachable', describeNetworkError(err)));
    });
    req.end(options.body);
  });
}

function describeNetworkError(err: Error): string {
  const code = (err as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'its host does not resolve';
    case 'ECONNREFUSED':
      return 'the connection was refused';
    case 'ECONNRESET':
      return 'the connection was reset';
    case 'ETIMEDOUT':
      return 'the connection timed out';
    default:
      return code !== undefined ? `the request failed (${code})` : 'the request failed';
  }
}

/**
 * The chunks of a response body, failing with `too_large` past `maxBytes`
 * (announced by Content-Length or counted as they come), and as `unreachable`
 * (stalled) when nothing arrives for `idleMs` while the reader waits for the
 * next chunk: the time the reader spends on a chunk is not the server's.
 *
 * @throws OutboundError
 */
export async function* readCapped(response: OutboundResponse, maxBytes: number, idleMs?: number): AsyncGenerator<Buffer> {
  const announced = Number(response.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) {
    response.body.destroy();
    throw new OutboundError('too_large', `the file is larger than ${maxBytes} bytes`);
  }
  let total = 0;
  const body = response.body;
  const wait = (): NodeJS.Timeout | undefined => (idleMs === undefined ? undefined : setTimeout(() => body.destroy(stalled(idleMs)), idleMs));
  let idle = wait();
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      clearTimeout(idle);
      total += chunk.byteLength;
      if (total > maxBytes) throw new OutboundError('too_large', `the file is larger than ${maxBytes} bytes`);
      yield chunk;
      idle = wait();
    }
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    throw new OutboundError('unreachable', `the download broke off: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(idle);
    body.destroy();
  }
}
