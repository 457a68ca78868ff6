/**
 * Runs a synchronous, heavy function of a module (a workbook read with SheetJS,
 * say) in a child process and resolves to its JSON result. In the test worker
 * such a call holds the event loop for seconds, for a minute on a loaded
 * machine, and vitest's messages to the worker then time out ("Timeout calling
 * onTaskUpdate") although every test passed.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT } from './index.js';

/**
 * `(await import(modulePath))[name](...args)`, computed in a child process.
 *
 * @param modulePath an absolute path (TypeScript sources are run through tsx)
 * @returns the value, as JSON carries it (no Map, no undefined)
 */
export function inChild<T>(modulePath: string, name: string, args: readonly unknown[] = []): Promise<T> {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(modulePath).href)});
const value = await m[${JSON.stringify(name)}](...${JSON.stringify(args)});
process.stdout.write(JSON.stringify(value));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`${name} of ${modulePath} failed in a child process (exit ${code}): ${err}`));
      else resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as T);
    });
  });
}
