/**
 * What copy-paste leaves in address text, taken out before the text is read: the text as it was
 * meant, for verify's request fields (`verify-input.ts`). Each kind is a table here, as data:
 *
 * - format characters, invisible (zero-width space, soft hyphen, word joiner, byte order mark,
 *   direction marks): dropped, so that a word they split is one word again (`Glad\u00ADiolelor`);
 * - compatibility forms (full-width digits `４６`, ligatures): their plain letters and digits (NFKC);
 * - HTML from web forms and e-mails: character references (`Bac&#259;u`, `&icirc;`, `&amp;`)
 *   decoded, line-breaking tags (`<br>`, `</p>`, `</div>`) a line break, inline tags (`<b>`) dropped;
 * - UTF-8 text read as a single-byte code page and saved again, once or more (`GalaÈ›i`, `MureČ™`,
 *   `OneÃˆâ„¢ti`): undone exactly, the code pages' tables as data; Windows-1250 text read as Latin-1
 *   (`Bucureºti`): the Romanian letters it stood for;
 * - line breaks and tabs written as escapes by an export (`\n`, `\r\n`, `\t`, a backslash and a letter;
 *   Excel's `_x000D_`), JSON's `\u0103`: the characters they stand for.
 *
 * Text without `&`, `<`, `\`, `_` or any character beyond printable ASCII and the Romanian letters (nearly
 * every address) is returned as it is, at the cost of one scan.
 */
import { withoutFormatCharacters } from './normalize.js';

/** Named HTML character references that occur in Romanian addresses: the letters, spaces, punctuation and separators. */
export const HTML_NAMED_CHARACTERS: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', shy: '',
  ndash: '\u2013', mdash: '\u2014', minus: '-', bull: '\u2022', middot: '\u00b7', raquo: '\u00bb', laquo: '\u00ab', rarr: '\u2192',
  rsquo: '\u2019', lsquo: '\u2018', sbquo: '\u201a', rdquo: '\u201d', ldquo: '\u201c', bdquo: '\u201e', hellip: '\u2026', deg: '\u00b0', numero: '\u2116',
  acirc: 'â', Acirc: 'Â', icirc: 'î', Icirc: 'Î', abreve: 'ă', Abreve: 'Ă', scedil: 'ş', Scedil: 'Ş', tcedil: 'ţ', Tcedil: 'Ţ',
  scomma: 'ș', Scomma: 'Ș', tcomma: 'ț', Tcomma: 'Ț', atilde: 'ã', Atilde: 'Ã', auml: 'ä', ouml: 'ö', uuml: 'ü', eacute: 'é', aacute: 'á', iacute: 'í', oacute: 'ó',
};

/** HTML tags that end a line (`<br>`, `<br/>`, `</p>`, `<div>`, `<li>`, table cells and rows): a line break. */
export const HTML_LINE_TAGS: ReadonlySet<string> = new Set(['br', 'p', 'div', 'li', 'tr', 'td', 'th', 'ul', 'ol', 'table', 'address', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** HTML tags within a line (`<b>`, `<span class="…">`): dropped. */
export const HTML_INLINE_TAGS: ReadonlySet<string> = new Set(['b', 'i', 'u', 'em', 'strong', 'span', 'font', 'small', 'big', 'a', 'sup', 'sub']);

/** Escapes of an export that wrote control characters as two (`\n`): the character each stands for. */
export const ESCAPED_CONTROLS: Readonly<Record<string, string>> = { n: '\n', r: '\n', t: '\t' };

/**
 * The upper half (bytes 0x80-0xFF, in order) of each single-byte code page that UTF-8 text is
 * wrongly decoded with by spreadsheets, databases and web pages: byte `0x80 + i` is character `i`.
 * A byte a code page leaves undefined is the C1 control of the same number, as Windows' and the
 * WHATWG decoders map it (`Ä\u0083` for `ă` read as Windows-1250). ISO 8859-1 is Windows-1252's
 * upper half with the C1 controls at 0x80-0x9F, which every encoder below also takes.
 */
export const CODE_PAGE_UPPER_HALVES: Readonly<Record<'windows-1252' | 'windows-1250' | 'iso-8859-2', string>> = {
  'windows-1252': '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ\u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ',
  'windows-1250': '€\u0081‚\u0083„…†‡\u0088‰Š‹ŚŤŽŹ\u0090‘’“”•–—\u0098™š›śťžź\u00a0ˇ˘Ł¤Ą¦§¨©Ş«¬\u00ad®Ż°±˛ł´µ¶·¸ąş»Ľ˝ľżŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢßŕáâăäĺćçčéęëěíîďđńňóôőö÷řůúűüýţ˙',
  'iso-8859-2': '\u0080\u0081\u0082\u0083\u0084\u0085\u0086\u0087\u0088\u0089\u008a\u008b\u008c\u008d\u008e\u008f\u0090\u0091\u0092\u0093\u0094\u0095\u0096\u0097\u0098\u0099\u009a\u009b\u009c\u009d\u009e\u009f\u00a0Ą˘Ł¤ĽŚ§¨ŠŞŤŹ\u00adŽŻ°ą˛ł´ľśˇ¸šşťź˝žżŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢßŕáâăäĺćçčéęëěíîďđńňóôőö÷řůúűüýţ˙',
};

/**
 * The characters that text repaired from a wrong code page may hold (see {@link repairMisdecodedUtf8}):
 * the Romanian letters, cedilla forms too, the Hungarian and German letters of Transylvania's names,
 * and the punctuation of typed text; and the other letters the official names write (`čČǎŕ`: the lists'
 * own misreadings, `Strada Moličre`, `Strada Zola Čmile`, `Strada Mǎlinului`), which text copied from them
 * and then misdecoded holds (`Zola Ä\u008cmile`); none of them is what a Romanian text's letters make
 * when read back (each is `Ä`, `Ç` or `Å`/`Ĺ` before a character no word writes after it). A decoding that
 * gives anything else (`ê` from `PĂŞUNII` read back as Windows-1250, `ª` from `RÂŞNOV`) is no repair: the
 * text was not damaged.
 */
export const REPAIRED_CHARACTERS = 'ăâîșşțţĂÂÎȘŞȚŢáéíóöőúüűÁÉÍÓÖŐÚÜŰäÄßčČǎŕ\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u201e\u2026«»°·';

/**
 * The Romanian letters of Windows-1250 or ISO 8859-2/16 text decoded as Latin-1 (`Bucureºti`,
 * `Piaþa Gãrii`, `ªugag`): each letter by the one character it became (`â`, `î` stay themselves).
 * None of these is a Romanian letter, but `º` and `ª` also write ordinals (`Nº 5`): they are read
 * as letters only inside a word (see `SINGLE_MOJIBAKE`).
 */
export const WINDOWS_1250_READ_AS_LATIN1: Readonly<Record<string, string>> = {
  'º': 'ș', 'ª': 'Ș', 'þ': 'ț', 'Þ': 'Ț', 'ã': 'ă', 'Ã': 'Ă',
};

/** Each code page's bytes by character: its upper half, and the C1 controls as themselves (ISO 8859-1 and undefined bytes). */
const ENCODERS: readonly ReadonlyMap<number, number>[] = Object.values(CODE_PAGE_UPPER_HALVES).map((half) => {
  const bytes = new Map<number, number>();
  for (let i = 0; i < 128; i++) bytes.set(half.charCodeAt(i), 0x80 + i);
  for (let c = 0x80; c < 0xa0; c++) if (!bytes.has(c)) bytes.set(c, c);
  return bytes;
});

/**
 * The screen: a character that is a UTF-8 lead byte (0xC2-0xF4) in one of the code pages, then any
 * character beyond ASCII. Every letter beyond ASCII, once read with a wrong code page, leaves one
 * (`Č™`, `Ä\u0083`, `Ãˆâ„¢`); text without it is not so damaged and pays one scan.
 */
const MISDECODED = new RegExp(`[${[...new Set(ENCODERS.flatMap((bytes) => [...bytes].filter(([, b]) => b >= 0xc2 && b <= 0xf4).map(([c]) => c)))]
  .map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')}][\\u0080-\\uffff]`);
/** A run of characters beyond ASCII: UTF-8's bytes of one letter are all beyond ASCII, and so are the characters they became. */
const NON_ASCII_RUN = /[\u0080-\uffff]+/g;
/** Only {@link REPAIRED_CHARACTERS}. */
const ONLY_REPAIRED = new RegExp(`^[${REPAIRED_CHARACTERS}]*$`);
/** How many times text may have been read with a wrong code page and saved again (twice is the worst seen: a latin1 database column). */
const MAX_MISDECODINGS = 3;

/**
 * `run` with each sequence of characters whose bytes in the code page (`encoder`) are a UTF-8
 * sequence decoded as it; the other characters as they are. Undefined when there is none.
 */
function decodedOnce(run: string, encoder: ReadonlyMap<number, number>): string | undefined {
  const n = run.length;
  let out = '';
  let decoded = false;
  let i = 0;
  while (i < n) {
    const lead = encoder.get(run.charCodeAt(i)) ?? 0;
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length > 0 && i + length <= n) {
      let code = lead & (length === 2 ? 0x1f : length === 3 ? 0x0f : 0x07);
      let k = 1;
      for (; k < length; k++) {
        const b = encoder.get(run.charCodeAt(i + k)) ?? 0;
        if (b < 0x80 || b > 0xbf) break;
        code = (code << 6) | (b & 0x3f);
      }
      // (Only the shortest form of a code point, and no surrogate: what a UTF-8 decoder accepts.)
      const shortest = length === 2 || (length === 3 ? code >= 0x800 : code >= 0x10000 && code <= 0x10ffff);
      if (k === length && shortest && (code < 0xd800 || code > 0xdfff)) {
        out += String.fromCodePoint(code);
        decoded = true;
        i += length;
        continue;
      }
    }
    out += run.charAt(i);
    i++;
  }
  return decoded ? out : undefined;
}

/**
 * The orders of code pages to undo, fewest readings first, and among as many those with fewest changes
 * of code page: one tool twice (a latin1 database column) before two tools (`ÃŽ` of `Ž` could be
 * Windows-1250's 0x8E or ISO 8859-2's 0xAE: both decode, and the likelier reading wins).
 */
const DECODING_PATHS: readonly (readonly number[])[] = (() => {
  const paths: number[][] = [];
  const grow = (path: number[]): void => {
    if (path.length > 0) paths.push(path);
    if (path.length < MAX_MISDECODINGS) for (let page = 0; page < ENCODERS.length; page++) grow([...path, page]);
  };
  grow([]);
  const changes = (path: readonly number[]): number => path.filter((page, i) => i > 0 && page !== path[i - 1]).length;
  return paths.sort((a, b) => a.length - b.length || changes(a) - changes(b));
})();

/**
 * A run that Windows-1250 text read as Latin-1 makes (`Ãº` for `Ăș`, see {@link WINDOWS_1250_READ_AS_LATIN1}):
 * read so, not as UTF-8 (`ú`); UTF-8's Romanian letters so read always leave another character.
 */
const WINDOWS_1250_AS_LATIN1_RUN = /^[ºªþÞãÃâîÂÎ]+$/;

/** The number of changes of code page along a path (see {@link DECODING_PATHS}). */
const pageChanges = (path: readonly number[]): number => path.filter((page, i) => i > 0 && page !== path[i - 1]).length;
const UPPER = /\p{Lu}/gu;
const LOWER_LETTER = /\p{Ll}/u;
const UPPER_LETTER = /\p{Lu}/u;
const LETTER = /\p{L}/u;

/**
 * `run` as it was before it was read with a wrong code page, once or more (`Č™` gives `ș`,
 * `Ãˆâ„¢` gives `È™` then `ș`): the decoding along the first of {@link DECODING_PATHS} that gives only
 * {@link REPAIRED_CHARACTERS}; `run` as it is when none does (text not so damaged). When paths as
 * likely give other letters, they differ in case only (`ĂŽ` is `î` read as ISO 8859-2, `Î` as
 * Windows-1250): the case of the letter after the run inside a word (`near`) decides, the first path's at a word's start.
 */
function repairedRun(run: string, near: string): string {
  if (ONLY_REPAIRED.test(run) || WINDOWS_1250_AS_LATIN1_RUN.test(run)) return run;
  // (Each path's text by the path's key: a path goes on from its prefix's text.)
  const texts = new Map<string, string | undefined>([['', run]]);
  let found: string | undefined;
  let tier: readonly number[] | undefined;
  for (const path of DECODING_PATHS) {
    if (tier !== undefined && (path.length !== tier.length || pageChanges(path) !== pageChanges(tier))) break;
    const from = texts.get(path.slice(0, -1).join());
    const decoded = from === undefined ? undefined : decodedOnce(from, ENCODERS[path[path.length - 1]!]!);
    texts.set(path.join(), decoded);
    if (decoded === undefined || !ONLY_REPAIRED.test(decoded) || decoded === found) continue;
    if (found === undefined) {
      found = decoded;
      tier = path;
      if (!LOWER_LETTER.test(near) || !UPPER_LETTER.test(decoded)) continue;
    }
    const upper = (t: string): number => t.match(UPPER)?.length ?? 0;
    if (LOWER_LETTER.test(near) ? upper(decoded) < upper(found) : upper(decoded) > upper(found)) found = decoded;
  }
  return found ?? run;
}

/**
 * `text` with what UTF-8 read as a single-byte code page and saved again did to it undone, once or
 * more (`MureČ™` as Windows-1250, `BucureÈ™ti` as Windows-1252, `OneÃˆâ„¢ti` twice): each run of
 * characters beyond ASCII re-encoded in the code page and decoded as UTF-8, repeated; a run whose
 * decoding gives a character no address writes, or that is no UTF-8, stays as it is.
 */
export function repairMisdecodedUtf8(text: string): string {
  if (!MISDECODED.test(text)) return text;
  // (The letter after the run tells its case inside a word: `Tîrgu`, `TÎRGU`; at a word's start, `Înfrățirii`, none does.)
  return text.replace(NON_ASCII_RUN, (run: string, at: number) => repairedRun(run, LETTER.test(text.charAt(at - 1)) ? text.charAt(at + run.length) : ''));
}
/**
 * A character of {@link WINDOWS_1250_READ_AS_LATIN1} inside a word: between two letters (`Piaþa`),
 * after two (`Argeº`) or before two (`ªugag`); not after one letter alone (`Nº`, `nº5`).
 */
const SINGLE_MOJIBAKE = /(?<=\p{L}\p{M}*)[ºªþÞãÃ](?=\p{L})|(?<=\p{L}\p{M}*\p{L}\p{M}*)[ºªþÞãÃ]|[ºªþÞãÃ](?=\p{L}\p{M}*\p{L})/gu;

/** A character reference: `&#259;`, `&#x103;`, `&icirc;` (the `;` may be missing after a number). */
const REFERENCE = /&(?:#(\d{1,7});?|#[xX]([0-9a-fA-F]{1,6});?|([A-Za-z][A-Za-z0-9]{1,9});)/g;
/** A tag of the tables above, opening, closing or both (`<br>`, `<br />`, `</p>`, `<span class="x">`). */
const TAG = /<\/?([A-Za-z][A-Za-z0-9]*)\b[^<>]{0,120}?\/?>/g;
/** A backslash escape of a control character (`\r\n` once). */
const ESCAPE = /\\r\\n|\\([nrt])/g;
/** JSON's escapes of characters (`\u0103`), a run of them at once: a letter beyond the first plane is two. */
const UNICODE_ESCAPES = /(?:\\u[0-9a-fA-F]{4})+/g;
/**
 * An Office Open XML (.xlsx) escape of a character (`_x000D_`, the carriage return Excel keeps of a
 * cell's line break; any character so), the line break after a carriage return's with it.
 */
const XLSX_ESCAPE = /_x([0-9A-Fa-f]{4})_(?:(?<=_x000[dD]_)\r?\n)?/g;
/** A lone surrogate: half of a letter, no character. */
const LONE_SURROGATE = /\p{Cs}/u;
/** A carriage return, with the line feed after it: a line break. */
const CARRIAGE_RETURN = /\r\n?/g;
/** Nothing to repair: printable ASCII but `&`, `<`, `\` and `_`, the Romanian letters, and the spaces and line breaks of text. */
const CLEAN = /^[\t\n\r\x20-\x25\x27-\x3b\x3d-\x5b\x5d\x5e\x60-\x7e\u00a0ăâîșşțţĂÂÎȘŞȚŢ]*$/;

/** The characters `units` (UTF-16 code units) write, a carriage return a line break; undefined when they split a letter. */
function fromCodeUnits(units: readonly number[]): string | undefined {
  const text = String.fromCharCode(...units);
  if (LONE_SURROGATE.test(text)) return undefined;
  return text.includes('\r') ? text.replace(CARRIAGE_RETURN, '\n') : text;
}

/** The characters a run of JSON escapes (see {@link UNICODE_ESCAPES}) writes, or the run as written when it splits a letter. */
function unescapedUnicode(whole: string): string {
  const units: number[] = [];
  for (let i = 0; i < whole.length; i += 6) units.push(Number.parseInt(whole.slice(i + 2, i + 6), 16));
  return fromCodeUnits(units) ?? whole;
}

/** The character an .xlsx escape (see {@link XLSX_ESCAPE}) writes, or the escape as written when it is half a letter. */
function unescapedXlsx(whole: string, hex: string): string {
  return fromCodeUnits([Number.parseInt(hex, 16)]) ?? whole;
}

/** The character a reference names, or the reference as written when it names none. */
function referenced(whole: string, decimal: string | undefined, hex: string | undefined, name: string | undefined): string {
  if (name !== undefined) return HTML_NAMED_CHARACTERS[name] ?? whole;
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
}

/**
 * A cell a spreadsheet was told to keep as text, exported with the mark that told it: a formula
 * giving the text (`="2"`, `="Giurgiu"`), or the apostrophe before it (`'38`, `'Cluj`). The text
 * inside; an empty text inside is left as sent (nothing to unwrap).
 */
const SPREADSHEET_TEXT_CELL = /^\s*(?:=\s*"([^"]*)"|'(?!\s|')(.*))\s*$/s;

/** A field's `text` without a spreadsheet's text mark around the whole of it (see {@link SPREADSHEET_TEXT_CELL}); `text` when none. */
export function withoutSpreadsheetTextMark(text: string): string {
  if (!text.includes("'") && !text.includes('=')) return text;
  const m = SPREADSHEET_TEXT_CELL.exec(text);
  if (m === null) return text;
  const inner = m[1] ?? m[2] ?? '';
  return inner.trim() === '' ? text : inner;
}

/**
 * `text` without what copy-paste left in it (see the module's comment): invisible format
 * characters, compatibility forms, HTML references and tags, escaped line breaks. Line breaks
 * stay line breaks, which separate fields as a comma does.
 */
export function repairText(text: string): string {
  if (CLEAN.test(text)) return text;
  // (Invisible characters first of all: one inside a reference, a tag or an escape must not hide it,
  // `Arge&​#351;`; and again after the references, which may name one, `&#8203;`.)
  let out = repairMisdecodedUtf8(withoutFormatCharacters(text));
  if (out.includes('\\')) {
    out = out.replace(ESCAPE, (_m, letter: string | undefined) => (letter === undefined ? '\n' : ESCAPED_CONTROLS[letter]!));
    if (out.includes('\\u')) out = out.replace(UNICODE_ESCAPES, unescapedUnicode);
  }
  if (out.includes('_x')) out = out.replace(XLSX_ESCAPE, unescapedXlsx);
  if (out.includes('<')) {
    out = out.replace(TAG, (whole, name: string) => {
      const tag = name.toLowerCase();
      if (HTML_LINE_TAGS.has(tag)) return '\n';
      return HTML_INLINE_TAGS.has(tag) ? '' : whole;
    });
  }
  // (After the tags: `&lt;br&gt;` is text that shows a tag, not one.)
  if (out.includes('&')) out = out.replace(REFERENCE, referenced);
  // (Invisible characters first: one inside a word must not hide its letters, `Bac\u200bãu`; the
  // compatibility forms last: NFKC would write `º` and `ª` as `o` and `a`.)
  out = withoutFormatCharacters(out);
  out = out.replace(SINGLE_MOJIBAKE, (m) => WINDOWS_1250_READ_AS_LATIN1[m]!);
  // (A no-break space is kept as written: the reader takes it for a space already, and a correction's
  // `from` quotes it as typed whether or not something else in the text needed repair; NFKC alone
  // would write it as a plain space.)
  return out.includes('\u00a0') ? out.split('\u00a0').map((piece) => piece.normalize('NFKC')).join('\u00a0') : out.normalize('NFKC');
}
