#!/usr/bin/env node
/** Entry point of the `ro-address` executable. */
import { main } from './main.js';

declare const __VERSION__: string | undefined;
const version = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';

const code = await main(process.argv.slice(2), version);
// Nothing is left to do once main resolves (a stopped server has flushed its log and let go of Redis):
// exit now rather than wait for timers or sockets a library may still hold. Writes to stdout and
// stderr are synchronous for files and pipes, so no output is lost.
process.exit(code);
