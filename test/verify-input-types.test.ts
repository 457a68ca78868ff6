/**
 * The published type of `verify`'s input: the TypeScript compiler accepts the
 * shapes the specification allows and refuses the others
 * (test/fixtures/verify-input-types.ts, whose `@ts-expect-error` lines must all
 * be errors).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from './helpers/index.js';

describe('verify input type', () => {
  it('accepts the specification\'s shapes and refuses others at compile time', () => {
    const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!config) throw new Error('tsconfig.json could not be read');
    const program = ts.createProgram([resolve(ROOT, 'test', 'fixtures', 'verify-input-types.ts')], { ...config.options, noEmit: true });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual([]);
  }, 60_000);
});
