/**
 * Text damaged by encodings (the twenty-first typist's set, eval/verify-forms-typed-twenty-first.json,
 * issue 24, nineteenth session):
 *
 * - UTF-8 read as a single-byte code page and saved again, once or twice (`MureČ™` as Windows-1250,
 *   `BucureÈ™ti` as Windows-1252, `OneÃˆâ„¢ti` twice): re-encoded in the code page and decoded as
 *   UTF-8, while that gives only letters an address writes (src/shared/text-repair.ts);
 * - JSON's `\u0103` left as text, Excel's `_x000D_` for a cell's line break.
 *
 * Properties (fast-check, fixed seed, counting what they checked): any text of Romanian letters so
 * damaged is repaired to itself; text not so damaged, the Hungarian and German letters and capitals
 * with cedillas (`PĂŞUNII`, `RÂŞNOV`) included, is never changed. Examples (each failed before): the
 * typist's records get their code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { repairMisdecodedUtf8, repairText } from '../src/shared/text-repair.js';
import type { VerifyInput } from '../src/types.js';
import { builtIndex } from './helpers/index.js';

/** Windows-1252's bytes 0x80-0x9F as published (Node 20's TextDecoder reads `windows-1252` as ISO 8859-1). */
const WINDOWS_1252_0X80 = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
type Page = 'windows-1252' | 'windows-1250' | 'iso-8859-1' | 'iso-8859-2';
const PAGES: readonly Page[] = ['windows-1252', 'windows-1250', 'iso-8859-1', 'iso-8859-2'];

/** `text` saved as UTF-8 and read back as `page`, as the tools do it. */
function readAs(text: string, page: Page): string {
  const bytes = new TextEncoder().encode(text);
  if (page !== 'windows-1252') return new TextDecoder(page).decode(bytes);
  return [...bytes].map((b) => (b >= 0x80 && b < 0xa0 ? WINDOWS_1252_0X80[b - 0x80]! : String.fromCharCode(b))).join('');
}

/** A word: Romanian letters (comma and cedilla forms), digits; lower case, capitalised or in capitals. */
const word = fc.tuple(fc.array(fc.constantFrom(...'aăâbcdeiîlmnorsșştțţuz0123456789'.split('')), { minLength: 1, maxLength: 12 }), fc.constantFrom<'lower' | 'title' | 'upper'>('lower', 'title', 'upper'))
  .map(([cs, kind]) => {
    const w = cs.join('');
    return kind === 'lower' ? w : kind === 'upper' ? w.toLocaleUpperCase('ro') : w.charAt(0).toLocaleUpperCase('ro') + w.slice(1);
  });
/** Text as people type it: such words, an address's punctuation between them. */
const romanianText = fc.array(fc.tuple(word, fc.constantFrom(' ', ', ', '. ', '-', '/', ' nr. ')), { minLength: 1, maxLength: 8 }).map((ws) => ws.map(([w, sep]) => w + sep).join('').trimEnd());
/**
 * `repaired` is `t`; after ISO 8859-2, whose `Ž` (0xAE) Windows-1250 writes at 0x8E, `î` and `Î` are
 * two exact readings of one text, and a word's first letter may come back in the other case.
 */
const expectBack = (repaired: string, t: string, pages: readonly Page[]): void => {
  if (pages.includes('iso-8859-2')) expect(repaired.toLocaleLowerCase('ro')).toBe(t.toLocaleLowerCase('ro'));
  else expect(repaired).toBe(t);
};
/** Text no tool damaged: besides the Romanian letters, Hungarian and German ones, typographic punctuation, symbols. */
const undamagedText = fc.array(fc.constantFrom(...'aăâiîsșştțţAĂÂIÎSȘŞTȚŢáéíóöőúüűÁÉÍÓÖŐÚÜŰäÄßçñøØèàê²½№„”–«»°· ,.-/1'.split('')), { minLength: 1, maxLength: 40 }).map((cs) => cs.join(''));

describe('repairing UTF-8 read as a single-byte code page', () => {
  it('gives back any text of Romanian letters read once as any of the code pages', () => {
    let checked = 0;
    fc.assert(fc.property(romanianText, fc.constantFrom(...PAGES), (t, page) => {
      expectBack(repairText(readAs(t, page)), t, [page]);
      checked++;
    }), { numRuns: 3000, seed: 29 });
    expect(checked).toBe(3000);
  });

  // (One tool twice, or any then Windows-1252 (a latin1 database column, Excel): the chains that occur.
  // Other chains can be read two exact ways, `ÃŽ` as Windows-1250's `Ž` or ISO 8859-2's; the likelier wins.)
  const CHAINS: readonly (readonly [Page, Page])[] = [...PAGES.map((p) => [p, p] as const), ...PAGES.map((p) => [p, 'windows-1252'] as const)];
  it('gives back any text of Romanian letters read twice', () => {
    let checked = 0;
    fc.assert(fc.property(romanianText, fc.constantFrom(...CHAINS), (t, [first, second]) => {
      expectBack(repairText(readAs(readAs(t, first), second)), t, [first, second]);
      checked++;
    }), { numRuns: 3000, seed: 2929 });
    expect(checked).toBe(3000);
  });

  it('never changes text that was not so damaged', () => {
    let checked = 0;
    fc.assert(fc.property(undamagedText, (t) => {
      expect(repairMisdecodedUtf8(t)).toBe(t);
      checked++;
    }), { numRuns: 5000, seed: 290 });
    expect(checked).toBe(5000);
    for (const t of ['STR. PĂŞUNII 4, RÂŞNOV', 'ÎŞI', 'Petőfi Sándor utca', 'Schäßburg', 'Nº 5', 'Piaţa Gãrii', 'Bucureºti']) expect(repairMisdecodedUtf8(t)).toBe(t);
  });

  it('repairs the typist\'s spellings', () => {
    expect(repairText('Strada DensuČ™ianu Aron')).toBe('Strada Densușianu Aron');
    expect(repairText('Str. SolidaritÄ\u0083Č›ii')).toBe('Str. Solidarității');
    expect(repairText('Str. Č\u0098tefan cel Mare Č™i SfĂ˘nt')).toBe('Str. Ștefan cel Mare și Sfânt');
    expect(repairText('Str. PÃ„Æ’cii nr. 4, OneÃˆâ„¢ti, BacÃ„Æ’u')).toBe('Str. Păcii nr. 4, Onești, Bacău');
    expect(repairText('Sat ÃˆËœopÃƒÂ¢rleni')).toBe('Sat Șopârleni');
    expect(repairText('STR. MOÈšILOR NR. 9, BÃ‚RLAD')).toBe('STR. MOȚILOR NR. 9, BÂRLAD');
    // A Hungarian name so damaged too.
    expect(repairText('Varadi JÃ³zsef')).toBe('Varadi József');
  });
});

describe('escapes left as text', () => {
  it('decodes JSON\'s \\u escapes, letters beyond the first plane as two, and leaves half a letter as written', () => {
    let checked = 0;
    fc.assert(fc.property(romanianText, (t) => {
      const escaped = t.replace(/[^\x00-\x7f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
      expect(repairText(escaped)).toBe(t);
      checked++;
    }), { numRuns: 2000, seed: 2901 });
    expect(checked).toBe(2000);
    expect(repairText('Re\\u0219i\\u021Ba')).toBe('Reșița');
    expect(repairText('Str. \\ud835\\udc00')).toBe('Str. A');
    expect(repairText('Str. \\ud835 1')).toBe('Str. \\ud835 1');
  });

  it('reads Excel\'s _x000D_ as a line break, the line feed after it with it', () => {
    expect(repairText('Sat Vârtopu_x000D_\nCom. Ciuperceni_x000D_\nJud. Gorj')).toBe('Sat Vârtopu\nCom. Ciuperceni\nJud. Gorj');
    expect(repairText('Str. Minulescu Ion 15_x000D_Dr. Tr. Severin_x000D_MH')).toBe('Str. Minulescu Ion 15\nDr. Tr. Severin\nMH');
    expect(repairText('Str_x0020_Olari')).toBe('Str Olari');
    // An underscore of a name stays.
    expect(repairText('Str. Olari_7')).toBe('Str. Olari_7');
  });
});

describe('verify: text damaged by encodings, examples', () => {
  const index = builtIndex() as LoadedIndex;
  const code = (input: VerifyInput): string | undefined => {
    try {
      return index.verify(input).address.postal_code;
    } catch {
      return undefined;
    }
  };
  it.each([
    [{ street: 'Str. AluniČ™ului', house_number: '11', locality: 'Turda', county: 'Cluj' }, { street: 'Str. Alunișului', house_number: '11', locality: 'Turda', county: 'Cluj' }],
    [{ locality: 'TicuČ™u Vechi', county: 'BraČ™ov' }, { locality: 'Ticușu Vechi', county: 'Brașov' }],
    [{ freeform: 'ForÃ„Æ’Ãˆâ„¢ti, comuna GropniÃˆâ€ºa, IaÃˆâ„¢i' }, { freeform: 'Forăști, comuna Gropnița, Iași' }],
    [{ locality: 'Aluni\\u0219ul', county: 'Mehedin\\u021bi' }, { locality: 'Alunișul', county: 'Mehedinți' }],
    [{ freeform: 'Sat Vârtopu_x000D_\nCom. Ciuperceni_x000D_\nJud. Gorj' }, { freeform: 'Sat Vârtopu\nCom. Ciuperceni\nJud. Gorj' }],
  ] as Array<[VerifyInput, VerifyInput]>)('%j reads as %j', (damaged, plain) => {
    const want = code(plain);
    expect(want).toMatch(/^\d{6}$/);
    expect(code(damaged)).toBe(want);
  });
});
