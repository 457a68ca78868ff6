#!/usr/bin/env node
/** Entry point of the `ro-address` executable. */
import { isServeCommand, main } from './main.js';

declare const __VERSION__: string | undefined;
const version = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';

const argv = process.argv.slice(2);
const code = await main(argv, version);
if (isServeCommand(argv)) {
  // A stopped server has flushed its log and let go of Redis: exit now rather than wait for timers or
  // sockets a library may still hold (stdout and stderr are synchronous for files and pipes).
  process.exit(code);
}
// Short commands end on their own once their output streams have drained.
process.exitCode = code;
