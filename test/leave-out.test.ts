/**
 * The leave-out rules (src/text/leave-out): each rule of a word reads its own example, leaving out
 * exactly the words it says as its kind; the rules are listed once each, and the order they are
 * listed in changes nothing (their weights decide); what they leave out never depends on the rule's
 * place in a text's words beyond what the rule reads (a fast-check property: an address followed by
 * a rule's example leaves the address's words in).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWords } from '../src/text/address-tokens.js';
import { joinCommaNames, joinTypeColumns } from '../src/text/runs.js';
import { LEAVE_OUT_RULES, leaveOutNotes, TEXT_RULES, WEIGHED_LEFT_OUT, weighedSpans, WORD_RULES, type LeaveOutOptions, type LeaveOutText, type TextPass, type WordRule } from '../src/text/leave-out/index.js';
import { NOT_HERE } from '../src/text/leave-out/rule.js';
import { LEAVE_OUT_WEIGHT } from '../src/engines/ranking.js';
import type { LeftOutKind, WordUse } from '../src/text/reading.js';
import { readAddressText } from '../src/text/address-parser.js';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;

/** The words of `text` as the reader sees them before leaving out, and what leaving out marks. */
function leftOut(text: string, options: LeaveOutOptions = {}): { folded: string[]; used: WordUse[] } {
  const words = readWords(text);
  joinCommaNames(words);
  joinTypeColumns(words);
  const used = new Array<WordUse>(words.length).fill(false);
  leaveOutNotes(text, words, used, options);
  return { folded: words.map((w) => w.folded), used };
}

describe('leave-out rules', () => {
  it('each rule of a word leaves out its example as its kind', () => {
    expect(WORD_RULES.length).toBeGreaterThan(10);
    for (const rule of WORD_RULES) {
      const { folded, used } = leftOut(rule.example.text);
      const marked = folded.filter((_w, k) => used[k] === rule.kind).join(' ');
      expect(marked, `${rule.kind}: ${rule.example.text}`).toBe(rule.example.leftOut);
    }
  });

  it('are each needed: without the rule, its example reads otherwise', () => {
    for (const rule of WORD_RULES) {
      const rules = { text: TEXT_RULES, word: WORD_RULES.filter((r) => r !== rule) };
      expect(leftOut(rule.example.text, { rules }).used, `${rule.kind}: ${rule.example.text}`).not.toEqual(leftOut(rule.example.text).used);
    }
  });

  it('leave out the same when every rule is tried at every word: a rule starts only where its opener says (fast-check)', () => {
    const everyWord = { everyWord: true };
    const { cases } = addressCases(index.catalog);
    const addresses = cases.filter((_c, k) => k % 37 === 0).map((c) => [c.structured.street, c.house.replace(/^nr\. /, 'nr. '), c.structured.locality, c.structured.county].filter((p) => p).join(', '));
    expect(addresses.length).toBeGreaterThan(100);
    const notes = [...WORD_RULES.map((r) => r.example.text), ...WORD_RULES.map((r) => r.example.leftOut), 'Bună ziua,', 'Adresa:', 'SC Alfa SRL,', '(sediu social)', 'et. 2', 'ap. 7'];
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...addresses), fc.constantFrom(...notes), fc.constantFrom(', ', '; ', ' ', ' / ', ' - '), fc.boolean(), (address, note, joint, before) => {
      const text = before ? `${note}${joint}${address}` : `${address}${joint}${note}`;
      expect(leftOut(text).used, text).toEqual(leftOut(text, everyWord).used);
      checked++;
    }), { numRuns: 400 });
    expect(checked).toBe(400);
  });

  it('leave out the same when every text pass runs, whatever its hint and its look at the words say (fast-check)', () => {
    const everyText = { everyText: true };
    const { cases } = addressCases(index.catalog);
    const addresses = cases.filter((_c, k) => k % 41 === 0).map((c) => [c.structured.street, c.house, c.structured.locality, c.structured.county].filter((p) => p).join(', '));
    // Stand-ins for empty columns and the words they share a start or letters with, and the text passes' own finds.
    const fields = ['N/A', 'n / a', 'NULL', 'null', 'None', 'nil', 'undefined', '0', '00', 'x', 'XX', 'fără', 'Fara strada', 'nu este cazul', 'nu', 'na', 'n', 'a', 'nedefinit', 'empty',
      'Nula', 'nord', 'Nuci', 'Fântânele', '0744 123 456', 'Bună ziua,', 'SC Alfa SRL', '(sediu social)', 'bl. -', 'tel. 0721 000 000',
      // (The passes a word opens, `TextPass.opens`: a filler, a hesitation, a lead-in, English prose.)
      'deci', 'aaa', 'mmm', 'stai puțin', 'locul de consum este', 'please deliver to', 'Hi Sarah'];
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...addresses), fc.array(fc.tuple(fc.constantFrom(...fields), fc.constantFrom(', ', '; ', ' ', ' | ', '\t', '\n')), { maxLength: 3 }), fc.nat(), (address, added, at) => {
      const parts = address.split(', ');
      for (const [field, joint] of added) parts.splice(at % (parts.length + 1), 0, field + joint.trim());
      const text = parts.join(added[0]?.[1] ?? ', ');
      expect(leftOut(text).used, text).toEqual(leftOut(text, everyText).used);
      checked++;
    }), { numRuns: 600, seed: 1727 });
    expect(checked).toBe(600);
  });

  it('are listed once each, each with a weight of the ranking table', () => {
    expect(new Set(WORD_RULES).size).toBe(WORD_RULES.length);
    expect(new Set(TEXT_RULES.map((p) => p.name)).size).toBe(TEXT_RULES.length);
    for (const rule of [...WORD_RULES, ...TEXT_RULES]) expect(Object.hasOwn(LEAVE_OUT_WEIGHT, rule.weight), rule.weight).toBe(true);
  });

  it('leave out the same whatever order they are listed in: their weights decide (fast-check)', () => {
    const { cases } = addressCases(index.catalog);
    const addresses = cases.filter((_c, k) => k % 97 === 0).map((c) => [c.structured.street, c.house, c.structured.locality, c.structured.county].filter((p) => p).join(', '));
    const notes = [...WORD_RULES.map((r) => r.example.text), ...WORD_RULES.map((r) => r.example.leftOut), 'Bună ziua,', 'Adresa de livrare:', 'SC Alfa SRL,', '(sediu social)', 'fost sediu', 'tel. 0744 123 456', 'office@scoala5.ro', 'Elev Matei Andrei, cls. a VI-a B, dom.', 'apartamentul nr. 12, situat în'];
    let checked = 0;
    let differentOrders = 0;
    fc.assert(fc.property(fc.constantFrom(...addresses), fc.constantFrom(...notes), fc.constantFrom(...notes), fc.constantFrom(', ', '; ', ' ', ' / ', ' - '),
      fc.shuffledSubarray([...WORD_RULES], { minLength: WORD_RULES.length }), fc.shuffledSubarray([...TEXT_RULES], { minLength: TEXT_RULES.length }), (address, a, b, joint, word, text) => {
        const input = `${a}${joint}${address}${joint}${b}`;
        if (word.some((r, k) => r !== WORD_RULES[k]) || text.some((r, k) => r !== TEXT_RULES[k])) differentOrders++;
        expect(leftOut(input, { rules: { word, text } }).used, input).toEqual(leftOut(input).used);
        checked++;
      }), { numRuns: 300 });
    expect(checked).toBe(300);
    expect(differentOrders).toBeGreaterThan(290);
  });

  it('where two rules would leave out the same words, the surer decides: its weight, passed in', () => {
    // `; Corespondență: Str. …`: a second address opened by a label; the label alone when labels are surer.
    const text = 'Str. Lungă nr. 5, Giurgiu; Corespondență: Strada Corod nr. 5, București';
    const surerLabel = { ...LEAVE_OUT_WEIGHT, label: LEAVE_OUT_WEIGHT.secondAddress + 0.01 };
    const asIs = leftOut(text);
    const swapped = leftOut(text, { weights: surerLabel });
    const corod = asIs.folded.indexOf('corod');
    expect(asIs.used[corod]).toBe('second_address');
    expect(swapped.used[asIs.folded.indexOf('corespondenta')]).toBe('label');
    expect(swapped.used[corod]).toBe(false);
    expect(LEAVE_OUT_RULES.word).toBe(WORD_RULES);
  });

  it('any number of rules: lists of 40 and 70 word rules and text passes build, and each starts only where its opener says (fast-check)', () => {
    // Made-up rules, one a made-up word (`zqa`, `zqb`, …) each, every third opened by a role too (a number):
    // a rule's `at` records the words it was tried at, and a pass runs only when its word is in the text.
    const wordOf = (k: number): string => `zq${String.fromCharCode(97 + (k % 26))}${String.fromCharCode(97 + Math.floor(k / 26))}`;
    let checked = 0;
    for (const count of [40, 70]) {
      const triedAt: number[][] = Array.from({ length: count }, () => []);
      const ran: boolean[] = new Array<boolean>(count).fill(false);
      const word: WordRule[] = Array.from({ length: count }, (_v, k) => ({
        weight: 'note', kind: 'note', example: { text: `Str. Lungă 5, ${wordOf(k)}`, leftOut: wordOf(k) },
        opens: k % 3 === 0 ? { words: [wordOf(k)], roles: ['digitFirst'] } : { words: [wordOf(k)] },
        at({ words, used }: LeaveOutText, i: number): number {
          triedAt[k]!.push(i);
          if (words[i]!.folded !== wordOf(k)) return NOT_HERE;
          used[i] = 'note';
          return i + 1;
        },
      }));
      const text: TextPass[] = Array.from({ length: count }, (_v, k) => ({
        name: `pass ${k}`, weight: 'label', opens: { words: [`${wordOf(k)}x`] },
        run({ words, used }: LeaveOutText): void {
          ran[k] = true;
          words.forEach((w, i) => { if (w.folded === `${wordOf(k)}x`) used[i] = 'label'; });
        },
      }));
      const rules = { word, text };
      fc.assert(fc.property(fc.uniqueArray(fc.nat(count - 1), { minLength: 1, maxLength: 5 }), fc.uniqueArray(fc.nat(count - 1), { maxLength: 3 }), (ruleWords, passWords) => {
        triedAt.forEach((t) => (t.length = 0));
        ran.fill(false);
        const input = `Str. Lungă 5, ${ruleWords.map(wordOf).join(' ')}, ${passWords.map((k) => `${wordOf(k)}x`).join(' ')} Brașov`;
        const { folded, used } = leftOut(input, { rules });
        for (let k = 0; k < count; k++) {
          // Tried only at its own word, or at the number when a role opens it too (at each step: the rules look again after each find).
          const own = folded.indexOf(wordOf(k));
          const expected = [...(k % 3 === 0 ? [folded.indexOf('5')] : []), ...(own >= 0 ? [own] : [])].sort((a, b) => a - b);
          expect([...new Set(triedAt[k])].sort((a, b) => a - b), `${count} rules, rule ${k}: ${input}`).toEqual(expected);
          expect(ran[k], `${count} passes, pass ${k}: ${input}`).toBe(passWords.includes(k));
        }
        expect(folded.filter((_w, i) => used[i] === 'note')).toEqual(ruleWords.map(wordOf));
        expect(folded.filter((_w, i) => used[i] === 'label')).toEqual(passWords.map((k) => `${wordOf(k)}x`));
        // And the same when every rule is tried at every word.
        expect(leftOut(input, { rules, everyWord: true }).used, input).toEqual(used);
        checked++;
      }), { numRuns: 100, seed: 39 });
    }
    expect(checked).toBe(200);
  });

  it('leave the address in when a rule\'s example follows it (fast-check)', () => {
    const addresses = ['Str. Lungă nr. 5, Brașov', 'Calea Victoriei 120, Sector 1, București', 'sat Cicir nr. 12, com. Vladimirescu, jud. Arad', 'Bd. Unirii 3, bl. A2, ap. 7, Iași'];
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...addresses), fc.constantFrom(...WORD_RULES), (address, rule) => {
      // The example's own address part (before its note) stays: only the note is appended.
      const note = rule.example.leftOut;
      const text = `${address}; ${note}`;
      const alone = leftOut(address);
      const { used } = leftOut(text);
      // The address's own words are left out exactly as when written alone.
      expect(used.slice(0, alone.used.length), text).toEqual(alone.used);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBe(60);
  });
});

describe('leaving out settles', () => {
  it('what it leaves out is a fixed point: no text rule, run on its marks, marks anything otherwise (fast-check)', () => {
    // `Str. Mureșului nr. 2A (în spate), Hunedoara`: the bracket's note and the message's `în` after a house number each
    // marked the word the other had, at every step to the bound (speed86). Addresses of the evaluation with a note
    // after the number, in brackets or not, opening with `în`/`din` or another note's word.
    const { cases } = addressCases(index.catalog);
    const streets = cases.filter((c, k) => k % 53 === 0 && c.structured.street).map((c) => [c.structured.street!, c.structured.locality!] as const);
    expect(streets.length).toBeGreaterThan(50);
    let checked = 0;
    let bracketed = 0;
    fc.assert(fc.property(fc.constantFrom(...streets), fc.constantFrom('2', '2A', '14', 'nr. 5', 'NR. 2'), fc.constantFrom('în', 'in', 'IN', 'din', 'lângă', 'spate'), fc.constantFrom('spate', 'curte', 'SPATE', 'blocul 4', 'Brașov'),
      fc.constantFrom(['(', ')'], ['[', ']'], [' ', '']), ([street, town], house, link, note, [open, close]) => {
        const text = `${street} ${house} ${open}${link} ${note}${close}, ${town}`;
        const words = readWords(text);
        joinCommaNames(words);
        joinTypeColumns(words);
        const used = new Array<WordUse>(words.length).fill(false);
        leaveOutNotes(text, words, used);
        for (const rule of TEXT_RULES) {
          const marked = used.slice();
          rule.run({ text, words, used: marked });
          expect(marked, `${rule.name}: ${text}`).toEqual(used);
        }
        checked++;
        if (open !== ' ') bracketed++;
      }), { numRuns: 300 });
    expect(checked).toBe(300);
    expect(bracketed).toBeGreaterThan(150);
  });
});

describe('left-out words weighed by the index', () => {
  it('a note, reference, person or company left out right after a street type is read as the address too (fast-check)', () => {
    const phrases = [...WORD_RULES.filter((r) => WEIGHED_LEFT_OUT.has(r.kind)).map((r) => r.example.leftOut), 'comanda nr 48', 'factura nr 12', 'corp B', 'camera 4', 'CF nr. 1234'];
    let strandedChecked = 0;
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom('Str.', 'Strada', 'Aleea', 'Calea', 'Bd.', 'Intrarea'), fc.constantFrom(...phrases), fc.constantFrom('Brașov', 'Strehaia', 'Cluj-Napoca'), (type, phrase, town) => {
      const text = `${type} ${phrase}, ${town}`;
      checked++;
      const words = readWords(text);
      const used = new Array<WordUse>(words.length).fill(false);
      leaveOutNotes(text, words, used);
      const spans = weighedSpans(words, used);
      if (!used.some((u, k) => k > 0 && typeof u === 'string' && WEIGHED_LEFT_OUT.has(u as LeftOutKind) && !used[k - 1])) {
        expect(spans, text).toEqual([]);
        return;
      }
      strandedChecked++;
      expect(spans.length, text).toBe(1);
      const [from, to] = spans[0]!;
      const readings = readAddressText(text);
      // One reading leaves the span out, as the rule said; another reads its words as the address's.
      expect(readings.some((r) => r.uses?.[from] === used[from]), text).toBe(true);
      expect(readings.some((r) => r.uses !== undefined && r.uses.slice(from, to).every((u) => u === false || u === 'part')), text).toBe(true);
    }), { numRuns: 200 });
    expect(checked).toBe(200);
    expect(strandedChecked).toBeGreaterThan(40);
  });

  it('Str. Comanda nr. 48, Strehaia is Strada Comanda, not an order number', () => {
    const r = index.verify({ freeform: 'Str. Comanda nr. 48 Strehaia' });
    expect(r.address?.postal_code).toBe('225302');
    expect(r.ignored ?? []).not.toContainEqual(expect.objectContaining({ as: 'registry' }));
  });
});
