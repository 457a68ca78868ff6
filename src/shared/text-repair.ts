/**
 * What copy-paste leaves in address text, taken out before the text is read: the text as it was
 * meant, for verify's request fields (`verify-input.ts`). Each kind is a table here, as data:
 *
 * - format characters, invisible (zero-width space, soft hyphen, word joiner, byte order mark,
 *   direction marks): dropped, so that a word they split is one word again (`Glad\u00ADiolelor`);
 * - compatibility forms (full-width digits `４６`, ligatures): their plain letters and digits (NFKC);
 * - HTML from web forms and e-mails: character references (`Bac&#259;u`, `&icirc;`, `&amp;`)
 *   decoded, line-breaking tags (`<br>`, `</p>`, `</div>`) a line break, inline tags (`<b>`) dropped;
 * - text decoded with the wrong code page (`GalaÈ›i`, `Bucureºti`): the Romanian letters it stood for;
 * - line breaks and tabs written as escapes by an export (`\n`, `\r\n`, `\t`, a backslash and a letter):
 *   the characters they stand for.
 *
 * Text without `&`, `<`, `\` or any character beyond printable ASCII and the Romanian letters (nearly
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
 * The Romanian letters as UTF-8 text decoded as Windows-1252 (`GalaÈ›i`, `BacÄƒu`, `MureÈ™`) or as
 * Latin-1 (the second byte then a control character): each letter by the two characters it became.
 * Also the cedilla letters (`ÅŸ` for ş) that older UTF-8 text writes.
 */
export const UTF8_READ_AS_WINDOWS_1252: Readonly<Record<string, string>> = {
  'Ä\u0192': 'ă', 'Ä\u0083': 'ă', 'Ä\u201a': 'Ă', 'Ä\u0082': 'Ă',
  'Ã¢': 'â', 'Ã\u201a': 'Â', 'Ã\u0082': 'Â',
  'Ã®': 'î', 'Ã\u017d': 'Î', 'Ã\u008e': 'Î',
  'È\u2122': 'ș', 'È\u0099': 'ș', 'È\u02dc': 'Ș', 'È\u0098': 'Ș',
  'È\u203a': 'ț', 'È\u009b': 'ț', 'È\u0161': 'Ț', 'È\u009a': 'Ț',
  'Å\u0178': 'ş', 'Å\u009f': 'ş', 'Å\u017e': 'Ş', 'Å\u009e': 'Ş', 'Å£': 'ţ', 'Å¢': 'Ţ',
};

/**
 * The Romanian letters of Windows-1250 or ISO 8859-2/16 text decoded as Latin-1 (`Bucureºti`,
 * `Piaþa Gãrii`, `ªugag`): each letter by the one character it became (`â`, `î` stay themselves).
 * None of these is a Romanian letter, but `º` and `ª` also write ordinals (`Nº 5`): they are read
 * as letters only inside a word (see `SINGLE_MOJIBAKE`).
 */
export const WINDOWS_1250_READ_AS_LATIN1: Readonly<Record<string, string>> = {
  'º': 'ș', 'ª': 'Ș', 'þ': 'ț', 'Þ': 'Ț', 'ã': 'ă', 'Ã': 'Ă',
};

/** Any sequence of {@link UTF8_READ_AS_WINDOWS_1252}. */
const DOUBLE_MOJIBAKE = new RegExp(Object.keys(UTF8_READ_AS_WINDOWS_1252).join('|'), 'g');
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
/** Nothing to repair: printable ASCII but `&`, `<` and `\`, the Romanian letters, and the spaces and line breaks of text. */
const CLEAN = /^[\t\n\r\x20-\x25\x27-\x3b\x3d-\x5b\x5d-\x7e\u00a0ăâîșşțţĂÂÎȘŞȚŢ]*$/;

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
  let out = withoutFormatCharacters(text);
  if (out.includes('\\')) out = out.replace(ESCAPE, (_m, letter: string | undefined) => (letter === undefined ? '\n' : ESCAPED_CONTROLS[letter]!));
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
  out = out.replace(DOUBLE_MOJIBAKE, (m) => UTF8_READ_AS_WINDOWS_1252[m]!).replace(SINGLE_MOJIBAKE, (m) => WINDOWS_1250_READ_AS_LATIN1[m]!);
  return out.normalize('NFKC');
}
