#!/usr/bin/env node
/** Entry point of the `ro-address` executable. */
import { main } from './main.js';

declare const __VERSION__: string | undefined;
const version = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';

process.exitCode = await main(process.argv.slice(2), version);
