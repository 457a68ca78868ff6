/**
 * Units of the batch jobs: the address rules of the outbound guard, the job
 * stores (in memory and in a directory) and the order of the local queue.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTarget, checkUrl, isPublicAddress, OutboundError, type OutboundPolicy } from '../src/http/outbound.js';
import { FileJobStore, isJobId, MemoryJobStore, newJobId, type BatchJob, type JobStore } from '../src/http/job-store.js';
import { LocalJobQueue } from '../src/http/job-queue.js';

describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local, shared, reserved and multicast addresses, in every IPv6 form', () => {
    for (const address of [
      '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '127.0.0.1', '127.255.0.9', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '192.0.2.10',
      '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1',
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:c0a8:0101', '::127.0.0.1', '64:ff9b::a00:1',
      'not an address', '', 'localhost',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  it('accepts public unicast addresses, mapped ones included', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '::ffff:808:808']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
  });

  it('judges a mapped IPv6 address exactly as its IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(isPublicAddress(`::ffff:${v4}`)).toBe(isPublicAddress(v4));
        const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
        expect(isPublicAddress(`::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`)).toBe(isPublicAddress(v4));
      }),
    );
  });
});

describe('checkUrl / checkTarget', () => {
  const policy: OutboundPolicy = { allowHosts: ['files.internal', '127.0.0.1'], resolve: async (host) => (host === 'public.example' ? [{ address: '93.184.216.34', family: 4 }] : host === 'evil.example' ? [{ address: '93.184.216.34', family: 4 }, { address: '10.1.2.3', family: 4 }] : []) };
  const refused = (url: string): string => {
    try {
      checkUrl(url, policy);
      return 'accepted';
    } catch (err) {
      return err instanceof OutboundError ? err.failure : 'other';
    }
  };

  it('accepts https to public hosts, and http only to allowed hosts', () => {
    expect(checkUrl('https://public.example/a.csv', policy).hostname).toBe('public.example');
    expect(checkUrl('http://files.internal:8080/a.csv', policy).port).toBe('8080');
    expect(checkUrl('http://127.0.0.1:9/a.csv', policy).hostname).toBe('127.0.0.1');
    for (const url of ['http://public.example/a.csv', 'ftp://public.example/a', 'file:///etc/passwd', 'gopher://x', 'https://user:pw@public.example/', 'not a url', 'https://10.0.0.1/', 'https://[::1]/', 'https://[::ffff:127.0.0.1]/', 'https://169.254.169.254/latest/meta-data', 'http://127.0.0.2/']) {
      expect({ url, outcome: refused(url) }).toEqual({ url, outcome: 'blocked' });
    }
  });

  it('resolves names: any non-public address refuses, no address is unreachable', async () => {
    await expect(checkTarget('https://public.example/x', policy)).resolves.toBeInstanceOf(URL);
    await expect(checkTarget('https://evil.example/x', policy)).rejects.toMatchObject({ failure: 'blocked' });
    await expect(checkTarget('https://nowhere.example/x', policy)).rejects.toMatchObject({ failure: 'unreachable' });
  });
});

function sampleJob(id: string, over: Partial<BatchJob> = {}): BatchJob {
  return {
    id, org: 'acme', state: 'queued', created_at: '2025-07-01T00:00:00.000Z', started_at: null, finished_at: null, results_expire_at: null,
    file_url: 'https://example.com/a.csv', format: 'csv', columns: null, callback_url: null,
    counts: { rows: 0, valid: 0, corrected: 0, partial: 0, ambiguous: 0, errors: 0, error_codes: {} },
    progress: { bytes_read: 0, bytes_total: null }, error: null, callback: null, ...over,
  };
}

async function text(chunks: AsyncIterable<Uint8Array | string> | undefined): Promise<string | undefined> {
  if (chunks === undefined) return undefined;
  let out = '';
  for await (const c of chunks) out += typeof c === 'string' ? c : Buffer.from(c).toString('utf8');
  return out;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each([
  ['MemoryJobStore', () => new MemoryJobStore()],
  ['FileJobStore', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ro-address-jobs-'));
    dirs.push(dir);
    return new FileJobStore(dir);
  }],
] as Array<[string, () => JobStore]>)('%s', (_name, make) => {
  it('stores, replaces and lists unfinished jobs; keeps results in order', async () => {
    const store = make();
    const a = newJobId();
    const b = newJobId();
    expect(isJobId(a)).toBe(true);
    await store.put(sampleJob(a));
    await store.put(sampleJob(b, { state: 'done', finished_at: '2025-07-02T00:00:00.000Z' }));
    expect((await store.get(a))?.state).toBe('queued');
    expect(await store.get(newJobId())).toBeUndefined();
    expect((await store.unfinished()).map((j) => j.id)).toEqual([a]);
    await store.put(sampleJob(a, { state: 'running' }));
    expect((await store.unfinished()).map((j) => j.state)).toEqual(['running']);
    expect(await text(await store.readResults(a))).toBeUndefined();
    await store.appendResults(a, 'h1,h2\n');
    await store.appendResults(a, 'ă,ș\n');
    expect(await text(await store.readResults(a))).toBe('h1,h2\nă,ș\n');
    await store.deleteResults(a);
    expect(await store.readResults(a)).toBeUndefined();
  });

  it('a record read is a copy: changing it does not change the store', async () => {
    const store = make();
    const id = newJobId();
    await store.put(sampleJob(id));
    const job = (await store.get(id))!;
    job.state = 'failed';
    job.counts.rows = 99;
    expect((await store.get(id))?.counts.rows).toBe(0);
  });

  it('sweep deletes expired results, and whole jobs past the record retention', async () => {
    const store = make();
    const day = 86_400_000;
    const now = Date.parse('2025-09-01T00:00:00.000Z');
    const expired = newJobId();
    const fresh = newJobId();
    const old = newJobId();
    await store.put(sampleJob(expired, { state: 'done', finished_at: new Date(now - 31 * day).toISOString(), results_expire_at: new Date(now - day).toISOString() }));
    await store.put(sampleJob(fresh, { state: 'done', finished_at: new Date(now - day).toISOString(), results_expire_at: new Date(now + 29 * day).toISOString() }));
    await store.put(sampleJob(old, { state: 'done', finished_at: new Date(now - 100 * day).toISOString(), results_expire_at: new Date(now - 70 * day).toISOString() }));
    for (const id of [expired, fresh, old]) await store.appendResults(id, 'x\n');
    await store.sweep(now, 90 * day);
    expect(await store.readResults(expired)).toBeUndefined();
    expect((await store.get(expired))?.state).toBe('done');
    expect(await text(await store.readResults(fresh))).toBe('x\n');
    expect(await store.get(old)).toBeUndefined();
    expect(await store.readResults(old)).toBeUndefined();
  });
});

describe('FileJobStore on disk', () => {
  it('survives a new instance on the same directory, with owner-only files, and refuses ids that are not job ids', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ro-address-jobs-'));
    dirs.push(dir);
    const id = newJobId();
    await new FileJobStore(dir).put(sampleJob(id));
    await new FileJobStore(dir).appendResults(id, 'a\n');
    const again = new FileJobStore(dir);
    expect((await again.get(id))?.id).toBe(id);
    expect(await text(await again.readResults(id))).toBe('a\n');
    expect(readdirSync(join(dir, 'jobs'))).toEqual([`${id}.json`]);
    expect(statSync(join(dir, 'jobs', `${id}.json`)).mode & 0o077).toBe(0);
    await expect(async () => again.get('../../etc/passwd')).rejects.toThrow(TypeError);
    await expect(async () => again.appendResults('job_../x', 'a')).rejects.toThrow(TypeError);
  });
});

describe('LocalJobQueue: fair between organizations', () => {
  /** A queue whose runs finish when the test says; records starts and what ran together. */
  function harness(maxRunning: number): { queue: LocalJobQueue; started: string[]; finish: (id: string) => Promise<void>; running: () => string[] } {
    const started: string[] = [];
    const pending = new Map<string, () => void>();
    const queue = new LocalJobQueue(() => undefined, maxRunning);
    queue.start(
      (id) =>
        new Promise((resolve) => {
          started.push(id);
          pending.set(id, () => resolve('finished'));
        }),
    );
    return {
      queue,
      started,
      running: () => [...pending.keys()],
      finish: async (id) => {
        pending.get(id)?.();
        pending.delete(id);
        // Let the queue's promise chain start the next jobs.
        for (let i = 0; i < 5; i++) await Promise.resolve();
      },
    };
  }

  it('takes turns between organizations (round robin), each one job at a time in the order added', async () => {
    const h = harness(1);
    for (const [id, org] of [['a1', 'a'], ['a2', 'a'], ['a3', 'a'], ['b1', 'b'], ['c1', 'c'], ['b2', 'b']] as const) await h.queue.add(id, org);
    for (const id of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await h.finish(h.running()[0]!);
    expect(h.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('runs jobs of different organizations side by side, never two of one organization, never more than maxRunning', async () => {
    const h = harness(2);
    for (const [id, org] of [['a1', 'a'], ['a2', 'a'], ['b1', 'b'], ['c1', 'c']] as const) await h.queue.add(id, org);
    expect(h.running()).toEqual(['a1', 'b1']);
    await h.finish('a1');
    // c waited longer than a for a turn.
    expect(h.running()).toEqual(['b1', 'c1']);
    await h.finish('b1');
    expect(h.running()).toEqual(['c1', 'a2']);
    // A job already held is not queued twice; after close nothing new starts.
    await h.queue.add('a2', 'a');
    await h.queue.add('d1', 'd');
    const closing = h.queue.close();
    await h.finish('c1');
    expect(h.running()).toEqual(['a2']);
    await h.finish('a2');
    await closing;
    expect(h.started).toEqual(['a1', 'b1', 'c1', 'a2']);
  });

  it('property: whatever the order jobs are added and finished in, each runs once, at most maxRunning at once and one per organization, in its organization\'s order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 25 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { maxLength: 40 }), async (orgs, maxRunning, picks) => {
        const h = harness(maxRunning);
        const orgOf = new Map(orgs.map((org, i) => [`j${i}`, org]));
        for (const [id, org] of orgOf) await h.queue.add(id, org);
        for (let step = 0; h.running().length > 0; step++) {
          const running = h.running();
          expect(running.length).toBeLessThanOrEqual(maxRunning);
          expect(new Set(running.map((id) => orgOf.get(id))).size).toBe(running.length);
          await h.finish(running[(picks[step] ?? 0) % running.length]!);
        }
        expect([...h.started].sort()).toEqual([...orgOf.keys()].sort());
        for (const org of new Set(orgs)) {
          const mine = h.started.filter((id) => orgOf.get(id) === org);
          expect(mine).toEqual([...orgOf.keys()].filter((id) => orgOf.get(id) === org));
        }
      }),
      { numRuns: 100 },
    );
  });
});
