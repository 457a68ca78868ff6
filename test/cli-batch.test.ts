/**
 * The command line's part of batch jobs: `serve --batch-allow-host` and
 * `--batch-dir` (a job end to end against a local file server on 127.0.0.1),
 * and `keys callback-secret`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, runCli } from '../src/cli/main.js';
import { runKeys, serve } from '../src/cli/serve.js';
import { FileJobStore } from '../src/http/index.js';
import { INDEX_PATH } from './helpers/index.js';
import { send } from './helpers/http.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ro-address-cli-batch-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function capture(): { out: string[]; err: string[]; io: { stdout: (t: string) => void; stderr: (t: string) => void } } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (t) => out.push(t), stderr: (t) => err.push(t) } };
}

describe('ro-address serve --batch-allow-host --batch-dir', () => {
  it('runs a job against a local file server it is allowed to reach, and keeps it in the batch directory', async () => {
    const csv = 'Adresa\n"Calea Victoriei 120, București"\n';
    const files = createHttpServer((_req, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(csv));
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    const filePort = (files.address() as AddressInfo).port;
    const batchDir = tempDir();
    const { out, io } = capture();
    const serving = await serve({ port: 0, host: '127.0.0.1', environment: 'sandbox', indexPath: INDEX_PATH, batchAllowHosts: ['127.0.0.1'], batchDir }, io);
    try {
      expect(out.join('')).toMatch(/callback signing secret of organization "sandbox": whsec_[A-Za-z0-9_-]{43}\n/);
      const port = Number(new URL(serving.url).port);
      const headers = { authorization: `Bearer ${serving.key}`, 'content-type': 'application/json' };
      const submitted = await send(port, '/v1/addresses/batch', { method: 'POST', headers, body: JSON.stringify({ file_url: `http://127.0.0.1:${filePort}/a.csv` }) });
      expect(submitted.status).toBe(202);
      const id = submitted.json.id as string;
      let state = '';
      for (let i = 0; i < 500 && state !== 'done' && state !== 'failed'; i++) {
        state = (await send(port, `/v1/addresses/batch/${id}`, { headers })).json.state as string;
        if (state !== 'done') await new Promise((r) => setTimeout(r, 20));
      }
      expect(state).toBe('done');
      const results = await send(port, `/v1/addresses/batch/${id}/results`, { headers });
      expect(results.text.split('\n')[0]).toBe('Adresa,postal_code,verdict,confidence,street,house_number,locality,county,corrections,error');
      expect(results.text).toContain('010093');
      expect((await new FileJobStore(batchDir).get(id))?.state).toBe('done');
      // A host not named is still refused.
      const refused = await send(port, '/v1/addresses/batch', { method: 'POST', headers, body: JSON.stringify({ file_url: `http://localhost:${filePort}/a.csv` }) });
      expect(refused.error?.code).toBe('invalid_file_url');
    } finally {
      serving.server.close();
      await serving.closed;
      files.close();
    }
  });

  it('refuses a --batch-allow-host value that is not a host, with exit code 2', async () => {
    const { err, io } = capture();
    expect(await main(['serve', '--batch-allow-host', 'a b/c', '--port', '0'], '0.0.0', io)).toBe(2);
    expect(err.join('')).toContain('--batch-allow-host');
  });
});

describe('ro-address keys callback-secret', () => {
  it('creates and rotates the secret of an organization in the key file, printed once', () => {
    const file = join(tempDir(), 'keys.json');
    expect(runKeys(['create', '--org', 'acme', '--keys', file]).code).toBe(0);
    const first = runKeys(['callback-secret', '--org', 'acme', '--keys', file]);
    expect(first.code).toBe(0);
    const secret = first.stdout.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { organizations: Array<{ id: string; callback_secret?: string }> };
    expect(stored.organizations.find((o) => o.id === 'acme')?.callback_secret).toBe(secret);
    const second = runKeys(['callback-secret', '--org', 'acme', '--keys', file]);
    expect(second.stdout.trim()).not.toBe(secret);
    expect(runKeys(['callback-secret', '--keys', file]).code).toBe(2);
    expect(runKeys(['callback-secret', '--org', 'bad org!', '--keys', file]).code).toBe(2);
  });
});
