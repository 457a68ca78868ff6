/**
 * The gate of eval:forms in `npm test`: each generated shape's accuracy, each
 * typist's set's right answers, and per set the wrong answers at confidence
 * >= 0.9 and the `valid` verdicts given to wrong answers, against
 * eval/gates.json (see eval/gates.ts). A failure names the shape or set and
 * lists its failing cases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { failures, formsChecks, readGates, type Check } from '../eval/gates.js';
import { EXTRA_SHAPES, SHAPES } from '../eval/verify-forms-cases.js';
import { describeOutcome, runFormsAsync, typedSets, type FormsRun } from '../eval/verify-forms-measure.js';
import { builtIndex } from './helpers/index.js';

/** The measuring runs about 12,000 verifies; on a loaded machine it may take minutes. */
const MEASURE_TIMEOUT_MS = 300_000;

describe('eval:forms gates (eval/gates.json)', () => {
  const gates = readGates();
  let run: FormsRun;
  let checks: Check[];

  beforeAll(async () => {
    const index = builtIndex() as LoadedIndex;
    index.prepare();
    run = await runFormsAsync(index, gates.forms.per_shape);
    checks = formsChecks(run, gates.forms);
  }, MEASURE_TIMEOUT_MS);

  it('generates every shape, and runs the eight typists\' sets whole', () => {
    expect(new Set(run.generated.map((o) => o.shape))).toEqual(new Set([...SHAPES, ...EXTRA_SHAPES]));
    expect(run.generated.length).toBeGreaterThan(0.9 * gates.forms.per_shape * (SHAPES.length + EXTRA_SHAPES.length));
    const sets = typedSets(run);
    expect(sets.map((s) => s.key)).toEqual(['first', 'fresh', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first', 'thirty-second', 'thirty-third', 'thirty-fourth', 'thirty-fifth', 'thirty-sixth', 'thirty-seventh', 'thirty-eighth', 'thirty-ninth', 'fortieth', 'forty-first', 'forty-second', 'forty-third', 'forty-fourth', 'forty-fifth', 'forty-sixth', 'forty-seventh', 'forty-eighth', 'forty-ninth', 'fiftieth']);
    for (const s of sets) expect(s.outcomes.length).toBeGreaterThanOrEqual(200);
  });

  it('each generated shape holds its floor', () => {
    expect(failures(checks.filter((c) => c.name.startsWith('eval:forms generated shape')))).toEqual([]);
  });

  it("each typist's set keeps its right answers", () => {
    expect(failures(checks.filter((c) => c.name.startsWith("eval:forms typist's set")))).toEqual([]);
  });

  it('no set gets more wrong answers at confidence >= 0.9 or more valid-but-wrong answers', () => {
    expect(failures(checks.filter((c) => c.direction === 'ceiling'))).toEqual([]);
  });

  it('a shape below its gate fails, naming the shape and its failing cases', () => {
    const wrong = run.generated.find((o) => !o.right);
    const shape = wrong?.shape ?? SHAPES[0];
    const strict = structuredClone(gates.forms);
    strict.generated[shape] = 101;
    const messages = failures(formsChecks(run, strict));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`eval:forms generated shape ${shape} `);
    expect(messages[0]).toMatch(/failing cases \(\d+\):/);
    if (wrong) expect(messages[0]).toContain(describeOutcome(wrong));
  });

  it('a shape or set without a gate fails', () => {
    const { S05_name_forms: _dropped, ...rest } = gates.forms.generated;
    const messages = failures(formsChecks(run, { ...gates.forms, generated: rest }));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('S05_name_forms');
    expect(messages[0]).toContain('has no gate');
  });
});
