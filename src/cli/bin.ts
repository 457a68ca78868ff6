#!/usr/bin/env node
/** Entry point of the `ro-address` executable. */
import { runCli } from './main.js';

declare const __VERSION__: string | undefined;
const version = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';

const result = runCli(process.argv.slice(2), version);
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.code;
