/**
 * Words of typed address text, each folded for matching and tied to the exact
 * characters it came from, so that a correction can quote the user's own text.
 */
import { fold } from '../shared/normalize.js';

/** One folded word of the input and where it was written. */
export interface Word {
  /** One folded word: a-z and 0-9 only. */
  folded: string;
  /** Offset of the word's first character in the text. */
  start: number;
  /** Offset just past the word's last character. */
  end: number;
  /** True when a comma, semicolon or line break separates it from the word before. */
  breakBefore: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const BREAK = /[,;\n\r|]/;
/** Building keywords glued to their value (`nr21`, `bl3`, `ap10`), split for the house-number reader. */
const GLUED_KEYWORD = /^(nr|bl|sc|et|ap|apt|km)(\d+[a-z]*)$/;

/** Splits `text` into folded words with their positions. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    const breakBefore = words.length > 0 && BREAK.test(text.slice(last, start));
    last = end;
    const folded = fold(m[0]);
    if (folded === '') continue;
    const parts = folded.split(' ');
    if (parts.length === 1) {
      const glued = GLUED_KEYWORD.exec(folded);
      if (glued && m[0].length === folded.length) {
        const cut = start + glued[1]!.length;
        words.push({ folded: glued[1]!, start, end: cut, breakBefore }, { folded: glued[2]!, start: cut, end, breakBefore: false });
        continue;
      }
    }
    // Rare letters that fold to several words (ligatures): they share the span.
    parts.forEach((part, i) => words.push({ folded: part, start, end, breakBefore: breakBefore && i === 0 }));
  }
  return words;
}

/**
 * The text the user wrote for `words` (first to last), with a trailing dot kept
 * when it closes an abbreviation (`Str.`, `Tg.`), so that `from` is exact.
 */
export function spanText(text: string, words: readonly Word[]): string {
  const first = words[0];
  const lastWord = words[words.length - 1];
  if (!first || !lastWord) return '';
  let end = lastWord.end;
  if (text[end] === '.') end++;
  return text.slice(first.start, end);
}

/** The folded words joined by spaces. */
export function foldedText(words: readonly Word[]): string {
  return words.map((w) => w.folded).join(' ');
}

const COMBINING_MARK = /[\u0300-\u036f]/;
const CEDILLA = /[şţ]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * Comparison key for "the same text up to formatting": case, spacing,
 * punctuation and the cedilla letters (ş ţ) do not count; diacritics do.
 */
export function formatKey(text: string): string {
  // Composing is only needed when combining marks were typed separately.
  const composed = COMBINING_MARK.test(text) ? text.normalize('NFC') : text;
  return composed.toLowerCase().replace(CEDILLA, (c) => (c === 'ş' ? 'ș' : 'ț')).replace(NOT_WORD, ' ').trim();
}
