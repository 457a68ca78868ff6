/**
 * The party to serve: a legal paper naming two or three parties' addresses, the one it is served at marked by a role
 * word (issue 24, role113).
 */
import { LABEL_VERBS, PARTY_MARKERS, PROSE_TOWN_WORDS, type PartyMarker } from '../../shared/vocabulary.js';
import type { Word } from '../address-tokens.js';
import { colonAfterWord, mark, phraseAt, type LeaveOutText, type TextPass } from './rule.js';

/** The markers by their first word: a text's words are looked up once each. */
const MARKERS_BY_FIRST_WORD: ReadonlyMap<string, readonly PartyMarker[]> = (() => {
  const map = new Map<string, PartyMarker[]>();
  for (const m of PARTY_MARKERS) {
    const list = map.get(m.phrase[0]!);
    if (list === undefined) map.set(m.phrase[0]!, [m]);
    else list.push(m);
  }
  return map;
})();

/**
 * The words without which no marker is found: a marker's first word, or, for a marker read only after a word of its
 * `after` (`de la` and `la` after a move's word), that word. Common words (`la`, `de`) then open the pass only where the
 * text holds the word they need (fix130: `la` opened it on most texts).
 */
const OPENERS: readonly string[] = (() => {
  const words = new Set<string>();
  for (const m of PARTY_MARKERS) {
    if (m.after === undefined) words.add(m.phrase[0]!);
    else for (const w of m.after) words.add(w);
  }
  return [...words];
})();

/** True when `w` says an address is written around it: a street's type, a locality's kind, a county's or a sector's marker. */
function saysAddress(w: Word): boolean {
  const r = w.roles;
  return r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker || r.sectorWord;
}

/**
 * A marker found in the text: its first word, its end (exclusive), whether it marks the address wanted; `names`: it ends
 * in `în`/`din` and a word follows in its field, not a number (`eu stau în Abrud`): that word is a place's name.
 */
interface FoundMarker {
  readonly at: number;
  readonly end: number;
  readonly wanted: boolean;
  readonly trailing: boolean;
  readonly names: boolean;
}

/** The marker of {@link PARTY_MARKERS} at word `i`, or undefined. */
function markerAt(c: LeaveOutText, i: number): FoundMarker | undefined {
  const { words } = c;
  const list = MARKERS_BY_FIRST_WORD.get(words[i]!.folded);
  if (list === undefined) return undefined;
  for (const m of list) {
    if (!phraseAt(words, m.phrase, i)) continue;
    const end = i + m.phrase.length;
    if (m.colon === true && !colonAfterWord(c, end - 1)) continue;
    if (m.after !== undefined) {
      let seen = false;
      for (let k = 0; k < i && !seen; k++) seen = m.after.has(words[k]!.folded);
      if (!seen) continue;
    }
    const next = words[end];
    const names = PROSE_TOWN_WORDS.has(m.phrase[m.phrase.length - 1]!) && next !== undefined && !next.breakBefore && !next.roles.digitFirst;
    return { at: i, end, wanted: m.wanted, trailing: m.trailing === true, names };
  }
  return undefined;
}

/**
 * True when a marker of an address set aside starts at word `i` (`domiciliu:` after an elected domicile, `domiciliul
 * real`, a lawyer's `sediul`): a domicile's label there heads another party's address, not the one the words before it
 * are about (`BEFORE_DOMICILE` reads no person before it).
 */
export function setAsideMarkerAt(c: LeaveOutText, i: number): boolean {
  const m = markerAt(c, i);
  return m !== undefined && !m.wanted;
}

/**
 * Whether a marker of {@link PARTY_MARKERS} starts at word `i` (its phrase only, not its colon nor the words it needs
 * before it: {@link SERVED_PARTY} has read those): `wanted`, `set_aside`, or undefined. `unsettledSecondAddress` reads
 * it: a role word settles which of two addresses is meant.
 */
export function partyMarkerKind(words: readonly Word[], i: number): 'wanted' | 'set_aside' | undefined {
  const list = MARKERS_BY_FIRST_WORD.get(words[i]!.folded);
  if (list === undefined) return undefined;
  for (const m of list) if (!m.trailing && phraseAt(words, m.phrase, i)) return m.wanted ? 'wanted' : 'set_aside';
  return undefined;
}

/**
 * The first word of the last party's marker (a role word heading an address, not trailing, not in brackets) before
 * word `i`, or 0: what is before a domicile's label in a paper naming parties is about the party whose role heads it
 * (`Intimat: X, cu domiciliul în A. Apelanta: Y, cu domiciliul în B`: `Apelanta: Y` before the second label, not `X` and
 * `A`), where another party's address is written before it. A role in brackets after a name (`POP ION (pârât), domiciliat în …`) heads nothing.
 */
export function partyMarkerStartBefore(c: LeaveOutText, i: number): number {
  let start = 0;
  let address = false;
  let depth = 0;
  let at = 0;
  for (let k = 0; k < i; k++) {
    for (; at < c.words[k]!.start; at++) {
      const ch = c.text.charCodeAt(at);
      if (ch === 40 || ch === 91) depth++;
      else if ((ch === 41 || ch === 93) && depth > 0) depth--;
    }
    const before = address;
    address ||= saysAddress(c.words[k]!);
    // (Only after another party's address: the words before the first party's role are the paper's, `Citație … către
    // pârâta …, domiciliată în …`, read before the label as before.)
    if (!before || depth > 0 || !MARKERS_BY_FIRST_WORD.has(c.words[k]!.folded)) continue;
    const m = markerAt(c, k);
    if (m !== undefined && !m.trailing && m.end <= i) start = k;
  }
  return start;
}

/** Most markers a text is read for: a paper names a few parties. */
const MOST_MARKERS = 8;

/**
 * Which segment each word is in: -1 before the first head, else the head's place in `heads`. A head inside brackets
 * (`… (nu mai locuiesc în …)`) heads its brackets only; after them the segment before goes on.
 */
function segmentsOf(text: string, words: readonly Word[], heads: readonly FoundMarker[], owner: Int8Array): void {
  let depth = 0;
  let at = 0;
  let current = -1;
  // The segment a bracketed head interrupted, and the depth its brackets opened at.
  let outer = -1;
  let outerDepth = -1;
  let h = 0;
  for (let i = 0; i < words.length; i++) {
    for (; at < words[i]!.start; at++) {
      const ch = text.charCodeAt(at);
      if (ch === 40 || ch === 91) depth++;
      else if ((ch === 41 || ch === 93) && depth > 0) depth--;
    }
    if (outerDepth >= 0 && depth < outerDepth) {
      current = outer;
      outerDepth = -1;
    }
    if (h < heads.length && heads[h]!.at === i) {
      if (depth > 0 && outerDepth < 0) {
        outer = current;
        outerDepth = depth;
      }
      current = h++;
    }
    owner[i] = current;
  }
}

/**
 * The party to serve (`PÂRÂT: …, cu domiciliul în satul Băzăvani, …; RECLAMANT: …, Al. Narciselor nr. 1, …`, `citare
 * părți: reclamanta … - or. Băbeni, …; pârâta … - or. Câmpulung, … (de citat)`, `Domiciliul procesual ales: …, la SCA …;
 * domiciliu: …`, `Cabinet de avocat …, sediul: … Către: Dl. …, …`, `adresa nouă este …, vechea era …`; issue 24, role113):
 * the text is cut into segments at each {@link PARTY_MARKERS} marker heading an address (a street's type, a locality's
 * kind, a county's or a sector's marker before the next marker; a marker heading none, `Se comunică pârâtului`, `proprietar
 * debitor Ion`, cuts nothing). A segment headed by a marker set aside (the plaintiff's, the creditor's, the real
 * domicile, a lawyer's seat, the old address) goes as a second address whenever another segment holds an address; and
 * when exactly one segment is marked wanted (headed by the defendant's, the respondent's, the debtor's, the recipient's
 * role, the elected domicile, the new address, or ending in `(de citat)`), every other segment holding an address goes
 * too, the text before the first marker included (`X, domiciliat în …, cu domiciliul procesual ales la …`). Whichever
 * order the parties come in: each segment is kept or left out whole, so no reading takes a locality from one party's
 * segment and the street of another's. Two or more wanted segments (two defendants) keep them both.
 */
export const SERVED_PARTY: TextPass = {
  weight: 'servedParty',
  name: 'the party to serve',
  // (An array, not the map's iterator: each list of rules reads the openers again, `openerMasks`, and an iterator is read once.)
  opens: { words: OPENERS },
  run(c: LeaveOutText): void {
    const { text, words, used } = c;
    const n = words.length;
    const found: FoundMarker[] = [];
    for (let i = 0; i < n && found.length < MOST_MARKERS; i++) {
      // (A marker's words may be left out already: `CREDITOR: SC Alfa SRL` read as the company's; it still heads its party.)
      const m = markerAt(c, i);
      if (m === undefined) continue;
      found.push(m);
      i = m.end - 1;
    }
    if (found.length === 0) return;
    let heads = found.filter((m) => !m.trailing);
    const owner = new Int8Array(n);
    const holds = new Uint8Array(MOST_MARKERS + 1);
    // Drop the heads whose segment holds no address, then cut again (at most once a head).
    for (let round = 0; round <= MOST_MARKERS; round++) {
      segmentsOf(text, words, heads, owner);
      holds.fill(0);
      for (let i = 0; i < n; i++) if (!used[i] && saysAddress(words[i]!)) holds[owner[i]! + 1] = 1;
      // A place named right after its marker (`eu stau în Abrud, dar …`) is an address though no kind word says so: a
      // town is written bare as often as not.
      heads.forEach((m, h) => { if (m.names && !used[m.end]) holds[h + 1] = 1; });
      const kept = heads.filter((_, h) => holds[h + 1] === 1);
      if (kept.length === heads.length) break;
      heads = kept;
    }
    if (heads.length === 0) return;
    // The segments' roles: 1 wanted, 2 set aside, 0 neither (the text before the first head).
    const role = new Uint8Array(heads.length + 1);
    heads.forEach((m, h) => { role[h + 1] = m.wanted ? 1 : 2; });
    for (const m of found) if (m.trailing && owner[m.at]! >= 0) role[owner[m.at]! + 1] = 1;
    let wanted = 0;
    let wantedSegment = -1;
    let others = 0;
    for (let s = 0; s <= heads.length; s++) {
      if (holds[s] !== 1) continue;
      if (role[s] === 1) {
        wanted++;
        wantedSegment = s;
      } else if (role[s] === 0) others++;
    }
    // A segment set aside goes only where an address is left to read; and something goes (one party's address alone, its
    // role word before it, is read as the other rules read it: `somație către debitorul …, sat …`).
    const one = wanted === 1;
    let setAside = false;
    for (let s = 0; s <= heads.length && !setAside; s++) setAside = holds[s] === 1 && (role[s] === 2 || (one && s !== wantedSegment));
    if (!setAside || (wanted === 0 && others === 0)) return;
    for (let i = 0; i < n; i++) {
      const s = owner[i]! + 1;
      if (holds[s] !== 1 || (used[i] && used[i] !== 'label')) continue;
      if (role[s] === 2 || (one && s !== wantedSegment)) used[i] = 'second_address';
    }
    // What is before the first party's role and holds no address (`Dosar 19447/255/2025 —`, `În dosarul … având ca obiect
    // divorț,`) is the paper's, as the domicile rule read it: a note.
    if (one) for (let i = 0; i < n && owner[i] === -1 && holds[0] !== 1; i++) if (!used[i]) used[i] = 'note';
    if (one && wantedSegment > 0) {
      const head = heads[wantedSegment - 1]!;
      // (With its verb: `adresa nouă este …`, as the label rule reads it.)
      let end = head.end;
      if (end < n && !words[end]!.breakBefore && LABEL_VERBS.has(words[end]!.folded)) end++;
      mark(used, head.at, end, 'label');
    }
  },
};
