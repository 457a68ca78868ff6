/**
 * `npx tsx bench/http-drain.ts`: what a client without credentials can push
 * into the server after its early 401, and what that costs other clients.
 *
 * 1. One attacker per body kind (chunked, endless; `Content-Length: 15 GiB`)
 *    writes as fast as the socket takes it, for `--seconds` (default 5): bytes
 *    the client could write before the server closed (they include what the
 *    kernel's socket buffers absorbed, a few MiB on loopback), and whether the
 *    server closed.
 * 2. Postal-code lookups from 10 keep-alive connections for `--seconds`,
 *    without and then with 3 attackers streaming chunked bodies (reconnecting
 *    whenever the server closes): p50/p99 latency and requests served.
 *
 * The server and the attackers run in child processes, the measuring client in
 * this one. Figures are printed as Markdown lines for bench/RESULTS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { percentile } from './report.js';

const self = fileURLToPath(import.meta.url);
const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** Streams a body after a keyless POST until the server closes or `ms` pass; resolves with the bytes written. */
function attack(port: number, kind: 'chunked' | 'declared', ms: number): Promise<{ bytes: number; closedByServer: boolean; status: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let bytes = 0;
    let status = '';
    let finished = false;
    const finish = (closedByServer: boolean): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ bytes, closedByServer, status });
    };
    const timer = setTimeout(() => finish(false), ms);
    socket.on('data', (d: Buffer) => {
      if (status === '') status = /^HTTP\/1\.1 (\d{3})/.exec(d.toString('latin1'))?.[1] ?? '?';
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    const piece = kind === 'chunked' ? Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]) : CHUNK;
    const head =
      kind === 'chunked'
        ? 'POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'
        : `POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${15 * 2 ** 30}\r\n\r\n`;
    socket.on('connect', () => {
      socket.write(head);
      const pump = (): void => {
        while (!finished) {
          bytes += CHUNK.length;
          if (!socket.write(piece)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
  });
}

if (process.argv.includes('--server')) {
  const { loadIndexSync } = await import('../src/index.js');
  const { createServer, MemoryKeyStore } = await import('../src/http/index.js');
  const keys = new MemoryKeyStore();
  const { key } = keys.createKey({ org: 'bench', env: 'test', allow: ['postal_codes', 'verify'] });
  const server = createServer({ index: loadIndexSync(), keys, rateLimit: { limit: 1e9, windowMs: 60_000 }, logger: { error: () => undefined } });
  // Bytes the server read from the attackers' connections (POSTs), counted by the kernel socket, not by the client.
  const posting = new Set<import('node:net').Socket>();
  let closedBytes = 0;
  server.on('request', (req) => {
    if (req.method === 'POST' && !posting.has(req.socket)) {
      const socket = req.socket;
      posting.add(socket);
      socket.on('close', () => {
        closedBytes += socket.bytesRead;
        posting.delete(socket);
      });
    }
  });
  process.stdin.on('data', () => {
    let live = 0;
    for (const socket of posting) live += socket.bytesRead;
    process.stdout.write(`${JSON.stringify({ bytesRead: closedBytes + live })}\n`);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, key })}\n`);
  });
} else if (process.argv.includes('--attackers')) {
  const port = Number(process.argv[process.argv.indexOf('--attackers') + 1]);
  const until = Date.now() + seconds * 1000 + 2000;
  let total = 0;
  await Promise.all(
    [0, 1, 2].map(async () => {
      while (Date.now() < until) total += (await attack(port, 'chunked', until - Date.now())).bytes;
    }),
  );
  process.stdout.write(`${JSON.stringify({ total })}\n`);
} else {
  const server = spawn(process.execPath, ['--import', 'tsx', self, '--server'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const { port, key } = await new Promise<{ port: number; key: string }>((resolve) => server.stdout!.once('data', (d: Buffer) => resolve(JSON.parse(d.toString()))));
  /** Bytes the server has read so far from POSTing connections. */
  const serverRead = (): Promise<number> =>
    new Promise((resolve) => {
      server.stdout!.once('data', (d: Buffer) => resolve((JSON.parse(d.toString()) as { bytesRead: number }).bytesRead));
      server.stdin!.write('report\n');
    });
  const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

  const lines: string[] = [];
  for (const kind of ['chunked', 'declared'] as const) {
    const before = await serverRead();
    const r = await attack(port, kind, seconds * 1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const read = (await serverRead()) - before;
    lines.push(
      `| keyless POST, ${kind === 'chunked' ? 'endless chunked body' : 'body declared as 15 GiB'}, one connection, ${seconds} s | server read ${mib(read)} (client wrote ${mib(r.bytes)}) | answered ${r.status || 'nothing readable'}; connection closed by the server: ${r.closedByServer ? 'yes' : 'no'} |`,
    );
  }

  /** Lookups from 10 keep-alive connections for `seconds`: latencies in ms. */
  const measure = async (): Promise<number[]> => {
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    const until = performance.now() + seconds * 1000;
    const times: number[] = [];
    const one = (): Promise<void> =>
      new Promise((resolve, reject) => {
        const t0 = performance.now();
        const req = request({ host: '127.0.0.1', port, path: '/v1/postal-codes/011421', agent, headers: { authorization: `Bearer ${key}` } }, (res) => {
          res.resume();
          res.on('end', () => {
            times.push(performance.now() - t0);
            resolve();
          });
        });
        req.on('error', reject);
        req.end();
      });
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (performance.now() < until) await one();
      }),
    );
    agent.destroy();
    return times;
  };
  const row = (label: string, times: number[]): string =>
    `| lookups, 10 conn, ${label} | p50 ${percentile(times, 50).toFixed(2)} / p99 ${percentile(times, 99).toFixed(2)} ms | ${Math.round(times.length / seconds)} req/s |`;
  lines.push(row('alone', await measure()));
  const attackers: ChildProcess = spawn(process.execPath, ['--import', 'tsx', self, '--attackers', String(port), '--seconds', String(seconds)], { stdio: ['ignore', 'pipe', 'inherit'] });
  // Let the attackers connect and start streaming first.
  await new Promise((r) => setTimeout(r, 1500));
  const before = await serverRead();
  const under = await measure();
  const read = (await serverRead()) - before;
  await new Promise<void>((resolve) => attackers.stdout!.once('data', () => resolve()));
  lines.push(row(`while 3 keyless clients stream chunked bodies, reconnecting (server read ${mib(read)} of them meanwhile)`, under));
  server.kill();
  process.stdout.write(`${lines.join('\n')}\n`);
}
