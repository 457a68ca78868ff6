/**
 * A second address or a second number written after the first (`…; Strada Corod nr. 5`, `nr. 5
 * și nr. 7`, `16 + 18`): the first is read.
 */
import { DESTINATION_ARROWS, DESTINATION_MARKERS, FIELD_LABELS, LANDMARK_WORDS, OBJECT_ADDRESS_LABELS, OBJECT_ADDRESS_LINKS, OTHER_ADDRESS_LABELS, OTHER_PLACE_LABELS, TRIP_MOST_WORDS_BEFORE_MARKER, TRIP_WORDS, WORKPLACE_WORDS } from '../../shared/vocabulary.js';
import { sentenceMarkIn, type Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { activityOfPlace } from './labels.js';
import { partyMarkerKind } from './parties.js';
import { utilityReferenceEnd } from './utilities.js';
import { colonAfterWord, mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type TextPass, type WordRule } from './rule.js';

/**
 * A second address (`… Giurgiu; Strada Corod nr. 5, București`, `… s2 și prel. București nr. 227`,
 * `Corespondență: …`): after a conjunction or a `;`, `/` or `|`, a street type word or label starts
 * it, to the end of the text. Only once the first address has its street: `Satu Mare; str.
 * Cloșca; nr. 7` and `Localitate: Giurgiu / Strada: Tineretului` are one address written in fields,
 * and so is a field's label (`… | City: Oradea`: `FIELD_LABELS`).
 */
export const SECOND_ADDRESS: WordRule = {
  weight: 'secondAddress',
  kind: 'second_address',
  example: { text: 'Str. Lungă nr. 5, Giurgiu; Strada Corod nr. 5, București', leftOut: 'strada corod nr 5 bucuresti' },
  opens: { roles: ['conjunction'], afterSeparator: true },
  at(c: LeaveOutText, i: number): number {
    const { text, words, used } = c;
    const n = words.length;
    const conjunction = words[i]!.roles.conjunction;
    if (i < 2 || !(conjunction || holdsSeparator(text, words[i - 1]!.end, words[i]!.start)) || !hasStreetBefore(words, used, i)) return NOT_HERE;
    // `lângă Profi și stația de autobuz`: a `și` between two landmarks of a note ties them.
    if (conjunction && LANDMARK_WORDS.has(words[i - 1]!.folded) && LANDMARK_WORDS.has(words[i + 1]?.folded ?? '')) return NOT_HERE;
    const at = conjunction ? i + 1 : i;
    const starts = at < n && (words[at]!.roles.streetType !== undefined || (words[at]!.roles.label && !FIELD_LABELS.has(words[at]!.folded)) || (WORKPLACE_WORDS.has(words[at]!.folded) && words[at + 1]?.folded === 'de'));
    // (A type word opening a utility's reference, `…; POD 89002645`, is the bill's supply point, no street.)
    if (!starts || utilityReferenceEnd(c, at) !== NOT_HERE) return NOT_HERE;
    mark(used, i, n, 'second_address');
    return n;
  },
};

/** True when `text[from, to)` holds a `;`, `/` or `|`: what may start a second address. */
export function holdsSeparator(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 59 || c === 47 || c === 124) return true;
  }
  return false;
}

/** True when a street type word comes before word `i` (not left out): the address so far has its street. */
function hasStreetBefore(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  for (let k = 0; k < i; k++) if (!used[k] && words[k]!.roles.streetType !== undefined) return true;
  return false;
}

/**
 * `nr. 63 , 65 Arad`: a bare number opening a field right after a marked one is a second number
 * (before a month it is a date naming a place: `nr. 12, 23 August, jud. Caraș-Severin`).
 */
export const SECOND_FIELD_NUMBER: WordRule = {
  weight: 'secondFieldNumber',
  kind: 'second_address',
  example: { text: 'Str. Lungă nr. 63, 65, Arad', leftOut: '65' },
  opens: { roles: ['digitFirst'] },
  at({ words, used }: LeaveOutText, i: number): number {
    if (i < 2 || !words[i]!.breakBefore || !/^\d{1,4}[a-z]?$/.test(words[i]!.folded) || !words[i - 1]!.roles.digitFirst || !words[i - 2]!.roles.numberMarker
      || (words[i + 1] !== undefined && !words[i + 1]!.breakBefore && words[i + 1]!.roles.month)) return NOT_HERE;
    used[i] = 'second_address';
    return i + 1;
  },
};

/**
 * `nr. 5 și 7`, `nr. 5 și nr. 7`, `19 / nr. 21`, `16 + 18`, `Calea Giulești 48, nr. 50`: a second
 * number after a first goes, with its marker. `Ștefan cel Mare și Sfânt` keeps its `și`: no number
 * before it. A marked number after a bare one goes unless that one ends a name (`1918`, `1 Mai`), is
 * a building detail's value (`bl. 3, ap. 12, nr. 7`) or a sector's (`sect. 3, nr. 10`).
 */
export const SECOND_NUMBER: WordRule = {
  weight: 'secondNumber',
  kind: 'second_address',
  example: { text: 'Str. Lungă nr. 5 și nr. 7, Brașov', leftOut: 'si nr 7' },
  opens: { afterNumber: true },
  at({ text, words, used }: LeaveOutText, i: number): number {
    if (i === 0 || !words[i - 1]!.roles.digitFirst) return NOT_HERE;
    const n = words.length;
    const roles = words[i]!.roles;
    const between = text.slice(words[i - 1]!.end, words[i]!.start);
    const previousIsHouse = Number.parseInt(words[i - 1]!.folded, 10) < 1000 && !(i > 1 && words[i - 2]!.roles.month)
      && i > 1 && !words[i - 2]!.roles.digitFirst && !words[i - 2]!.roles.typeWord && !words[i - 2]!.roles.houseMarker && !words[i - 2]!.roles.sectorWord;
    const slash = (roles.numberMarker && (/[/+&]/.test(between) || (previousIsHouse && words[i]!.breakBefore)))
      || (roles.digitFirst && (/[+&]/.test(between) || /^\s+\/\s+$/.test(between)));
    if (slash && roles.digitFirst) {
      // `16 + 18`: the second number alone.
      used[i] = 'second_address';
      return i + 1;
    }
    if (!(slash || roles.conjunction) || words[i + 1] === undefined || words[i + 1]!.breakBefore || !(words[i + 1]!.roles.digitFirst || words[i + 1]!.roles.houseMarker)) return NOT_HERE;
    used[i] = 'second_address';
    for (let k = i + 1; k < n && !words[k]!.breakBefore && (words[k]!.roles.digitFirst || words[k]!.roles.houseMarker
      || (words[k]!.folded.length === 1 && words[k - 1]!.roles.digitFirst)); k++) used[k] = 'second_address';
    return i + 1;
  },
};

/** The first words of the {@link OBJECT_ADDRESS_LABELS}: a text holding none skips {@link OBJECT_ADDRESS}. */
const OBJECT_LABEL_FIRST_WORDS: ReadonlySet<string> = new Set(OBJECT_ADDRESS_LABELS.map((p) => p[0]!));

/** The first words of the {@link OTHER_ADDRESS_LABELS}: where none opens the text, no other address is labelled first. */
const OTHER_LABEL_FIRST_WORDS: ReadonlySet<string> = new Set(OTHER_ADDRESS_LABELS.map((p) => p[0]!));

/** The end of a label of `labels` (by default {@link OBJECT_ADDRESS_LABELS}) at word `i` and its link (the address's first word), or {@link NOT_HERE}. */
function objectLabelEnd(c: LeaveOutText, i: number, labels: readonly (readonly string[])[] = OBJECT_ADDRESS_LABELS): number {
  const { words } = c;
  for (const phrase of labels) {
    if (!phraseAt(words, phrase, i)) continue;
    let k = i + phrase.length;
    if (k >= words.length - 1) return NOT_HERE;
    if (/^[\s.]*:/.test(textAfter(c, k - 1))) return k;
    if (!words[k]!.breakBefore && OBJECT_ADDRESS_LINKS.has(words[k]!.folded)) {
      // `situat în`: a link may take a second.
      k++;
      if (k < words.length && !words[k]!.breakBefore && OBJECT_ADDRESS_LINKS.has(words[k]!.folded)) k++;
      return k < words.length ? k : NOT_HERE;
    }
    if (words[k]!.roles.streetType !== undefined || words[k]!.roles.localityKind !== undefined) return k;
  }
  return NOT_HERE;
}

/**
 * Two addresses in one text, the one meant labelled as the paper's object (`…, domiciliat în sat Horia, com. Horia;
 * locuința închiriată: str. Grădinarilor nr. 67, Sibiu`, `încărcare: sat Balaci, …; descărcare: Iași, …`): what is
 * before the last such label, not left out yet, is the other address (a domicile, a loading place), and goes; so does,
 * after the address meant, a `;`-field holding the other address's label (`…; încărcare: …`, `…; chiriaș domiciliat
 * în …`), to the end.
 */
export const OBJECT_ADDRESS: TextPass = {
  weight: 'objectAddress',
  name: 'the address a paper is about',
  hint: /nchiri|apartamentului|imobilului|spa[tț]iului|locuin[tț]ei|casei|desc[aă]rc|[iî]nc[aă]rc|instal[aă]r|montaj|livrare|consum|destinatar|destina[tțţ]i|expeditor|factur|coresponden|domicili/i,
  run(c: LeaveOutText): void {
    const { text, words, used } = c;
    const n = words.length;
    let start = NOT_HERE;
    let label = NOT_HERE;
    for (let i = 0; i < n; i++) {
      // (A label's word inside the label found, `instalare` of `Adresa instalare:`, starts none.)
      // (Another rule may have read it as a plain label already: `Adresa de livrare:` is one.)
      if ((used[i] && used[i] !== 'label') || i < start || !OBJECT_LABEL_FIRST_WORDS.has(words[i]!.folded)) continue;
      const end = objectLabelEnd(c, i);
      if (end !== NOT_HERE) {
        label = i;
        start = end;
      }
    }
    if (start === NOT_HERE) {
      otherAddressFirst(c);
      return;
    }
    // The address meant says it is one (a street type, a locality kind or a county marker before the next `;`): `Loc
    // descărcare: Budapest, HU`, `descărcare la ferma după ora 14` name no address of the index's, the other one is meant.
    // (Up to the other address's label opening a sentence, which the pass below cuts: `Adresa de livrare: Internare …,
    // Spitalul Județean Piatra-Neamț. Domiciliul: Piatra-Neamț, Str. …` says nothing before `Domiciliul`.)
    let said = false;
    for (let k = start; k < n && !said && (k === start || !holdsSeparator(text, words[k - 1]!.end, words[k]!.start)); k++) {
      if (k > start && sentenceMarkIn(text, words[k - 1]!.end, words[k]!.start, true) && OTHER_ADDRESS_LABELS.some((p) => phraseAt(words, p, k))) break;
      // (Nor does another place's field: `Adresa de livrare: Loc. nașterii: Focșani; Domiciliul: Brăila, …` labels a
      // birthplace there, its `Loc.` no locality's kind of the address; the domicile after the `;` is the address.)
      if (OTHER_PLACE_LABELS.some((p) => phraseAt(words, p, k))) break;
      const r = words[k]!.roles;
      said = r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker;
    }
    if (!said) return;
    // And the words before the label hold another address (a street type, a locality kind, a county marker): `Aviz de
    // însoțire seria BRV nr. 5521 - Loc descărcare: …` names a paper, no other address, and the other rules read it.
    // (`Loc descărcare:`, `Locul de descărcare:`: the place's word before the activity is the label's.)
    if (activityOfPlace(words, label)) label -= words[label - 1]!.folded === 'de' ? 2 : 1;
    // (Nothing before it: the object written first, `Locuința închiriată: …; chiriaș …, domiciliat în …`.)
    let before = false;
    let other = false;
    for (let k = 0; k < label && !other; k++) {
      if (used[k]) continue;
      before = true;
      const r = words[k]!.roles;
      other = r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker;
    }
    if (before && !other) return;
    for (let k = 0; k < label; k++) if (!used[k]) used[k] = 'second_address';
    mark(used, label, start, 'label');
    // `Locuința închiriată: …, Sibiu; chiriaș domiciliat în sat Horia, …`: the other address's field, after a `;`; or
    // its label opening a sentence (`Adresa instalare: …, jud. Olt. Adresa facturare: …`).
    for (let k = start + 1; k < n; k++) {
      const field = holdsSeparator(text, words[k - 1]!.end, words[k]!.start);
      if (!field && !sentenceMarkIn(text, words[k - 1]!.end, words[k]!.start, true)) continue;
      // To the next `;`: `…; chiriaș Ion Pop, domiciliat în …` names the person before the label.
      let to = field ? k + 1 : k;
      while (to < n && !holdsSeparator(text, words[to - 1]!.end, words[to]!.start)) to++;
      if (!field) to = Math.min(to, k + 1);
      for (let m = k; m < to; m++) {
        if (!OTHER_ADDRESS_LABELS.some((p) => phraseAt(words, p, m))) continue;
        mark(used, k, n, 'second_address');
        return;
      }
    }
  },
};

/**
 * The other address labelled first, the one meant after it with no label (`Adresa facturare: Str. Lacului nr. 28,
 * Miercurea-Ciuc; Str. Decebal nr. 19, Turda`): one label settles both addresses, whichever it labels. An
 * {@link OTHER_ADDRESS_LABELS} label opening the text (nothing before it but words already left out), the other
 * address after it up to a `;`, `/` or `|`, then a whole address (a street type word or a locality's kind opening it, a
 * street type word and a number after it) holding no label of either kind: the first address goes as `second_address`,
 * its label as a label, and the second is read. (`Adresa facturare: A` alone, or `…; Adresa de livrare: B`, are read
 * as before: the one address, or the object's label after the separator.)
 */
function otherAddressFirst(c: LeaveOutText): void {
  const { text, words, used } = c;
  const n = words.length;
  let label = 0;
  while (label < n && used[label] && used[label] !== 'label') label++;
  if (label >= n || !OTHER_LABEL_FIRST_WORDS.has(words[label]!.folded)) return;
  const start = objectLabelEnd(c, label, OTHER_ADDRESS_LABELS);
  if (start === NOT_HERE) return;
  // The first address says it is one, and the second opens after a separator.
  let said = false;
  let second = NOT_HERE;
  for (let k = start; k < n; k++) {
    if (k > start && holdsSeparator(text, words[k - 1]!.end, words[k]!.start)) {
      const r = words[k]!.roles;
      // (A type word closed by a colon is a form's field label, `Localitate: Giurgiu / Strada: Tineretului / Nr: 7`: the
      // fields of one address, labelled as a whole.)
      // (Nor is a utility's reference opened by a type word, `…; POD 89002645`: the bill's supply point, no street.)
      if (said && (r.streetType !== undefined || r.localityKind !== undefined) && !colonAfterWord(c, k) && utilityReferenceEnd(c, k) === NOT_HERE) second = k;
      break;
    }
    const r = words[k]!.roles;
    said ||= r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker;
  }
  if (second === NOT_HERE) return;
  // The second is a whole address of its own, with no label saying whose; and no third field after it opens with a
  // street's type word: streets one after another between separators are a list (`Arondare: str. Mihai Eminescu nr.
  // 1-45; str. Câmpului integral; str. Izvorului nr. 2-18`: a polling station's streets), no second address.
  let street = false;
  let number = false;
  for (let k = second; k < n; k++) {
    if (used[k]) return;
    if (k > second && words[k]!.roles.streetType !== undefined && holdsSeparator(text, words[k - 1]!.end, words[k]!.start)) return;
    if (OTHER_LABEL_FIRST_WORDS.has(words[k]!.folded) && OTHER_ADDRESS_LABELS.some((p) => phraseAt(words, p, k))) return;
    if (OBJECT_LABEL_FIRST_WORDS.has(words[k]!.folded) && OBJECT_ADDRESS_LABELS.some((p) => phraseAt(words, p, k))) return;
    const r = words[k]!.roles;
    if (r.streetType !== undefined) street = true;
    else if (street && r.digitFirst) number = true;
  }
  if (!street || !number) return;
  mark(used, label, start, 'label');
  for (let k = start; k < second; k++) if (!used[k]) used[k] = 'second_address';
}

/** The most words of a trip's destination that is no whole address (`Aeroport Internațional Henri Coandă Otopeni`). */
const MOST_DESTINATION_WORDS = 6;

/** True when `text[from, to)` holds an arrow of {@link DESTINATION_ARROWS} (`65 -> gara`, `Tulcea → Constanța`). */
function holdsArrow(text: string, from: number, to: number): boolean {
  if (to - from < 2 && !(to - from === 1 && text.charCodeAt(from) > 127)) return false;
  const gap = text.slice(from, to);
  for (const arrow of DESTINATION_ARROWS) if (gap.includes(arrow)) return true;
  return false;
}

/** True when word `w` says the words around it are an address: a street's type, a number, a locality's kind, a county's marker. */
function saysAddress(w: Word): boolean {
  const r = w.roles;
  return r.streetType !== undefined || r.digitFirst || r.localityKind !== undefined || r.countyMarker;
}

/**
 * A trip's destination beside its pick-up (`Sector 5, Str. Stâna de Vale 41 -> Aeroport Otopeni`, `… (Alba Iulia) până la
 * Autogara, 4 pers.`, `…, dest. centru`, `Drum Tulcea → Constanța, plecarea din Strada Alba Iulia nr. 8`, `Drum până la
 * Aeroport Henri Coandă; mă luați de la Strada …`; issue 24, shapes106): a destination's marker
 * ({@link DESTINATION_MARKERS}, or an arrow between two words, {@link DESTINATION_ARROWS}) and the place after it, to its
 * field's end (up to a street's type, a number's or a building's marker, a locality's kind or a county's marker, which the
 * address's are, and at most {@link MOST_DESTINATION_WORDS} words), go: where the ride goes is not where it is taken.
 * The address is the pick-up: said before the marker (a street's type, a number, a locality's kind or a county's marker
 * kept there), or, after a trip word opening the text ({@link TRIP_WORDS}, `Drum …`, left out with it), anywhere else
 * in the text (an arrow alone after no address says no trip: `adresa actualizată -> SAT …`). A destination written as a whole address (a street's type after the marker) goes to the
 * text's end as a second address, after a pick-up said before it only; after `destinație` it is the address meant, which
 * {@link OBJECT_ADDRESS} reads. A number after the marker (`nr. 2 până la 18`), or ending the destination's words in
 * their field (`până la data de 5`, `până la ora 14`), is a range's, a date's or an hour's: no destination. A trip word
 * opens the text (after a label at most): `suntem pe drum spre Ghimbav` is a message's way to the address.
 */
export const TRIP_DESTINATION: TextPass = {
  weight: 'tripDestination',
  name: 'a trip\'s destination',
  hint: /->|=>|[\u2192\u21d2\u2794\u279c\u27a1\u27f6]|p[aâ]n[aă] la|dest|spre|drum|curs|traseu|ruta|transfer|c[aă]l[aă]tor/i,
  run(c: LeaveOutText): void {
    const { text, words, used } = c;
    const n = words.length;
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      let at = NOT_HERE;
      const arrow = i > 0 && holdsArrow(text, words[i - 1]!.end, words[i]!.start);
      let labelWord = false;
      if (arrow) at = i;
      else {
        for (const phrase of DESTINATION_MARKERS) {
          if (!phraseAt(words, phrase, i)) continue;
          at = i + phrase.length;
          labelWord = phrase[0] === 'destinatie' || phrase[0] === 'destinatia';
          break;
        }
      }
      if (at === NOT_HERE || at >= n || used[at]) continue;
      const first = words[at]!.roles;
      if (first.digitFirst || first.numberMarker || first.houseMarker) continue;
      // A trip word opening the text, a few words before the marker in its field: `Drum Tulcea → …`, `Drum până la …`.
      let trip = NOT_HERE;
      // (From the nearest word that may open it: a greeting and a label before it are words too.)
      for (let k = Math.max(0, i - TRIP_MOST_WORDS_BEFORE_MARKER); k < i; k++) {
        if (used[k] || !TRIP_WORDS.has(words[k]!.folded)) continue;
        // (Opening the text, or its field or a colon's value after a greeting, a label or a request left out (`Bună ziua,
        // adresa mea este: Drum …`, `Vă rog să trimiteți coletul la: Drum …`), or right after a label: `suntem pe drum spre
        // Ghimbav` is a message's way, its place the address.)
        let open = k === 0 || words[k]!.breakBefore || used[k - 1] === 'label' || colonAfterWord(c, k - 1);
        for (let m = 0; m < k && open; m++) open = used[m] !== false;
        // (The marker itself may open a field: an arrow is written as a dash.)
        for (let m = k + 1; m < i && open; m++) open = !words[m]!.breakBefore && !used[m];
        if (open) trip = k;
        break;
      }
      let before = false;
      for (let k = 0; k < i && !before; k++) before = !used[k] && k !== trip && saysAddress(words[k]!);
      if (first.streetType !== undefined) {
        // A whole address after the marker: the destination's, after a pick-up said before it; `destinație` labels the one meant.
        if (!before || labelWord) continue;
        mark(used, i, n, 'second_address');
        return;
      }
      let end = at;
      while (end < n && end - at < MOST_DESTINATION_WORDS && (end === at || !words[end]!.breakBefore) && !used[end]) {
        const r = words[end]!.roles;
        if (end > at && (r.streetType !== undefined || r.numberMarker || r.houseMarker || r.localityKind !== undefined || r.countyMarker || r.postalWord || r.digitFirst)) break;
        end++;
      }
      // (A number going on the destination's field is a date's, an hour's or a range's: `plătibilă până la data de 5`.)
      if (end === at || (end < n && !words[end]!.breakBefore && words[end]!.roles.digitFirst)) continue;
      let after = false;
      for (let k = end; k < n && !after; k++) after = !used[k] && saysAddress(words[k]!);
      // (An arrow alone says no trip: `adresa actualizată -> SAT …` points to the address, `saltea → Chesler (com. …)` to
      // where goods go; a trip word opening the text does.)
      if (!before && !(trip !== NOT_HERE && after)) continue;
      if (trip !== NOT_HERE) used[trip] = 'label';
      mark(used, i, end, 'note');
      i = end - 1;
    }
  },
};

/**
 * True when the words left out as a second address hold a whole address (a street type word and a number after it:
 * `…, jud. Cluj; Str. Izvoarelor nr. 79, Vaslui`) and no label settled which of the two is meant: no
 * {@link OBJECT_ADDRESS_LABELS} label read before the address answered (`Adresa de livrare: …`), no
 * {@link OTHER_ADDRESS_LABELS} label opening the one left out (`…; Adresa de facturare: …`). The reader reads the first
 * address, as a sender's or an old address written first is as likely as a recipient's: the answer is then not sure
 * (`CONFIDENCE.secondAddressUnsettled`). A second number alone (`nr. 5 și nr. 7`) or a street with no number is no
 * whole address.
 */
export function unsettledSecondAddress(words: readonly Word[], uses: readonly WordUse[]): boolean {
  const n = Math.min(words.length, uses.length);
  let whole = false;
  for (let k = 0; k < n; k++) {
    const use = uses[k];
    // (In its brackets, `LA (destinație) Str …`, the label is read as the brackets' note: it says the same.)
    if ((use === 'label' || use === 'note') && OBJECT_LABEL_FIRST_WORDS.has(words[k]!.folded) && OBJECT_ADDRESS_LABELS.some((p) => phraseAt(words, p, k))) return false;
    // (A party's role read as the label of the address served: `Pârât: …`, `Domiciliul procesual ales: …`; SERVED_PARTY.)
    if (use === 'label' && partyMarkerKind(words, k) === 'wanted') return false;
    if (use !== 'second_address' || whole) continue;
    // One span of the second address: its words to the next word used otherwise.
    let end = k;
    while (end < n && uses[end] === 'second_address') end++;
    let street = false;
    let number = false;
    // (A span right after the other address's label is labelled by it: `Adresa facturare: A; B`, B answered.)
    let labelled = false;
    for (let m = k - 1; m >= 0 && uses[m] === 'label' && !labelled; m--) labelled = OTHER_LABEL_FIRST_WORDS.has(words[m]!.folded) && OTHER_ADDRESS_LABELS.some((p) => phraseAt(words, p, m));
    for (let m = k; m < end; m++) {
      const r = words[m]!.roles;
      if (r.streetType !== undefined) street = true;
      else if (street && r.digitFirst) number = true;
      if (OTHER_ADDRESS_LABELS.some((p) => phraseAt(words, p, m)) || partyMarkerKind(words, m) === 'set_aside') labelled = true;
    }
    whole = street && number && !labelled;
    k = end - 1;
  }
  return whole;
}
