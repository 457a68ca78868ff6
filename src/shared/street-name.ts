/**
 * The words of street names that readers of addresses need at run time: street types with
 * their abbreviations, person titles (`arh.`, `g-ral.`, `Sf.`) and given names with their short
 * forms and other spellings. The index build uses the same lists to canonicalise the streets of
 * the Poșta Română data (`data-build/canonical-street.ts`), so that what people type and what the
 * index holds agree.
 *
 * @module
 */

import { fold, foldWithoutRomanianLetters } from './normalize.js';
import { PLACE_LIKE_TYPE_WORDS } from './vocabulary.js';

// ---------------------------------------------------------------------------
// Street types
// ---------------------------------------------------------------------------

/** A street type (artery kind) of the Poșta Română data. */
export interface StreetType {
  /** Stable small integer id (1-38); 0 is reserved for "no or unknown type". */
  readonly id: number;
  /** Dictionary form with correct diacritics, as the data writes it: `Stradă`, `Șosea`. */
  readonly word: string;
  /** Articulated form used before a name: `Strada`, `Șoseaua`. */
  readonly article: string;
  /**
   * Folded forms people type for this type, including the folded word and
   * article: `str`, `st`, `strada`; multi-token forms are space-separated (`b dul`).
   */
  readonly forms: readonly string[];
}

function st(id: number, word: string, article: string, abbreviations: string[]): StreetType {
  const forms = new Set<string>([fold(word), fold(article), ...abbreviations]);
  return Object.freeze({ id, word, article, forms: Object.freeze([...forms]) });
}

/** The id of `Stradă`, the type people leave out: a street written with no type is most often a Strada. */
export const STRADA_TYPE_ID = 1;

/**
 * Every street type word of the infocod data (sheet `Bucuresti` and sheet
 * `Localitati peste 50.000 loc`, column `Tip artera`) with its stable id. The ids
 * are part of the index format: never renumber, only append.
 */
export const STREET_TYPES: readonly StreetType[] = Object.freeze([
  st(STRADA_TYPE_ID, 'Stradă', 'Strada', ['str', 'st', 'strd', 'strada', 'street', 'utca', 'u', 'strasse', 'gasse', 'via', 'viale', 'calle', 'rue']),
  st(2, 'Bulevard', 'Bulevardul', ['bd', 'b dul', 'bdul', 'bld', 'blvd', 'bvd', 'bul', 'bulev', 'boulevard', 'avenue', 'ave', 'avenida']),
  st(3, 'Cale', 'Calea', ['cal', 'ut']),
  st(4, 'Șosea', 'Șoseaua', ['sos', 'sos ua', 'soseaua']),
  st(5, 'Alee', 'Aleea', ['al', 'ale', 'lane', 'fasor']),
  st(6, 'Intrare', 'Intrarea', ['int', 'intr', 'koz']),
  st(7, 'Splai', 'Splaiul', ['spl']),
  st(8, 'Piață', 'Piața', ['pta', 'p ta', 'piata', 'pt', 'square', 'ter', 'platz', 'piazza']),
  st(9, 'Piațetă', 'Piațeta', ['pteta']),
  st(10, 'Drum', 'Drumul', ['drm', 'road']),
  st(11, 'Prelungire', 'Prelungirea', ['prel', 'prelung']),
  st(12, 'Pasaj', 'Pasajul', ['psj']),
  st(13, 'Fundătură', 'Fundătura', ['fdt', 'fund', 'fnd']),
  st(14, 'Fundac', 'Fundacul', []),
  st(15, 'Stradelă', 'Stradela', ['strla']),
  st(16, 'Uliță', 'Ulița', []),
  st(17, 'Trecătoare', 'Trecătoarea', ['trec']),
  st(18, 'Parc', 'Parcul', []),
  st(19, 'Colonie', 'Colonia', []),
  st(20, 'Șir', 'Șirul', []),
  st(21, 'Vad', 'Vadul', []),
  st(22, 'Scuar', 'Scuarul', []),
  st(23, 'Pod', 'Podul', []),
  st(24, 'Pietonal', 'Pietonalul', []),
  st(25, 'Hotar', 'Hotarul', []),
  st(26, 'Variantă', 'Varianta', []),
  st(27, 'Stația', 'Stația', ['statie', 'statiei']),
  st(28, 'Esplanadă', 'Esplanada', []),
  st(29, 'Suiș', 'Suișul', []),
  st(30, 'Rampa', 'Rampa', ['rampa', 'rampă']),
  st(31, 'Potecă', 'Poteca', []),
  st(32, 'Poligon', 'Poligonul', []),
  st(33, 'Platou', 'Platoul', []),
  st(34, 'Câmp', 'Câmpul', []),
  st(35, 'Curte', 'Curtea', []),
  st(36, 'Cartier', 'Cartierul', ['cart']),
  st(37, 'Canton', 'Cantonul', []),
  st(38, 'Canal', 'Canalul', []),
]);

/**
 * Street type words of another language (an international checkout's `Street`, `Avenue`, `Road`; the
 * Hungarian and German ones of Transylvania's records, `utca`, `tér`, `Straße`):
 * they say that a street is meant, not which of the data's types, since a writer translating
 * `Bulevardul Unirii` or `Calea Victoriei` writes `Street` or `Avenue` as readily as for a Strada.
 * Verify reads them as a type word that every street type satisfies (the index judges which street
 * of the name it is), each still its own type for the correction it reports.
 */
export const ANY_TYPE_FORMS: ReadonlySet<string> = new Set([
  'street', 'avenue', 'ave', 'boulevard', 'road', 'square', 'lane',
  // Hungarian and German: `utca`, `út`, `tér`, `köz`, `fasor`, `Straße`, `Gasse`, `Platz`. (Not `sugárút`: `1848 sugárút 20` is read with the year as the house number, as `1848 Street 20` is.)
  'utca', 'ut', 'ter', 'koz', 'fasor', 'strasse', 'gasse', 'platz',
  // `u.`, utca's abbreviation (`Eminescu u. 44`).
  'u',
  // Italian, Spanish and French, as forms filled abroad write them (`Via Teilor`, `Calle Mihai Bravu`, `C/` read as `calle`,
  // `rue Săvenilor`, `Piazza Unirii`, `Avenida`): no Romanian street's name holds one. (Not `Plaza`: a mall's name, `Sun Plaza`.)
  'via', 'viale', 'calle', 'rue', 'piazza', 'avenida',
]);

const TYPE_BY_ID = new Map<number, StreetType>(STREET_TYPES.map((t) => [t.id, t]));
/** First folded token → every form (as token lists) starting with it, longest first. */
const TYPE_FORMS_BY_FIRST = new Map<string, Array<{ parts: string[]; type: StreetType }>>();
for (const t of STREET_TYPES) {
  for (const form of t.forms) {
    const parts = form.split(' ');
    const [first = ''] = parts;
    const list = TYPE_FORMS_BY_FIRST.get(first) ?? [];
    list.push({ parts, type: t });
    TYPE_FORMS_BY_FIRST.set(first, list);
  }
}
for (const list of TYPE_FORMS_BY_FIRST.values()) list.sort((a, b) => b.parts.length - a.parts.length);

/**
 * Type words as whole addresses leave them, beside the forms people type (verify's reader only: in a
 * query being typed a word cut short is a prefix anyway): the word or its article as an export to
 * plain ASCII writes it, without ă â î ș ț (`Strad`, `Pia`, `Piaa`, `oseaua`: the place names' habit,
 * `foldWithoutRomanianLetters`), and the article that lost its last letter (`Bulevardu`, `Soseau`,
 * `Splaiu`). Not the types whose words begin places' names (`Podu Lacului`, `Vadu Roșca`, `Câmpu
 * Părului`: `PLACE_LIKE_TYPE_WORDS`), nor forms shorter than three letters (`ir` of Șir).
 */
const LEFT_TYPE_FORMS: ReadonlyMap<string, StreetType> = (() => {
  const known = new Set(STREET_TYPES.flatMap((t) => t.forms));
  const out = new Map<string, StreetType>();
  const taken = new Set<string>();
  for (const t of STREET_TYPES) {
    if (PLACE_LIKE_TYPE_WORDS.has(fold(t.word)) || PLACE_LIKE_TYPE_WORDS.has(fold(t.article))) continue;
    for (const form of [foldWithoutRomanianLetters(t.word), foldWithoutRomanianLetters(t.article), fold(t.article).slice(0, -1)]) {
      if (form.length < 3 || known.has(form)) continue;
      // (A form two types leave says neither.)
      if (out.has(form) && out.get(form) !== t) taken.add(form);
      out.set(form, t);
    }
  }
  for (const form of taken) out.delete(form);
  return out;
})();

/** Every word a street type written in an address starts with: {@link matchStreetTypeInAddress} finds none at any other word. */
export const ADDRESS_TYPE_FIRST_WORDS: ReadonlySet<string> = new Set([...TYPE_FORMS_BY_FIRST.keys(), ...LEFT_TYPE_FORMS.keys()]);

/**
 * {@link matchStreetTypePrefix}, and the type words as whole addresses leave them (`Strad`, `Pia`,
 * `Bulevardu`: `LEFT_TYPE_FORMS`), one word long. For verify's reader of address text.
 */
export function matchStreetTypeInAddress(foldedTokens: readonly string[], start: number): { typeId: number; length: number } | undefined {
  const typed = matchStreetTypePrefix(foldedTokens, start);
  if (typed !== undefined) return typed;
  const left = LEFT_TYPE_FORMS.get(foldedTokens[start] ?? '');
  return left === undefined ? undefined : { typeId: left.id, length: 1 };
}

/** The street type with this id, or undefined (id 0 and unknown ids). */
export function streetTypeById(id: number): StreetType | undefined {
  return TYPE_BY_ID.get(id);
}

/**
 * Recognises a street type word or abbreviation at `foldedTokens[start]`
 * (tokens as made by `tokens()` of the normalizer): `str`, `strada`, `bd`,
 * `b dul` (two tokens, from `b-dul`), `sos`, `calea`, `al`, `intr`, `pta`,
 * `p ta`... The longest form wins. Undefined when none starts there.
 */
export function matchStreetTypePrefix(
  foldedTokens: readonly string[],
  start: number,
): { typeId: number; length: number } | undefined {
  const first = foldedTokens[start];
  if (first === undefined) return undefined;
  const candidates = TYPE_FORMS_BY_FIRST.get(first);
  if (!candidates) return undefined;
  for (const { parts, type } of candidates) {
    let ok = true;
    for (let i = 1; i < parts.length; i++) {
      if (foldedTokens[start + i] !== parts[i]) {
        ok = false;
        break;
      }
    }
    if (ok) return { typeId: type.id, length: parts.length };
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Person titles
// ---------------------------------------------------------------------------

/** How a title behaves inside a street name. */
type TitleKind =
  /** A modern rank or profession: moved to the front even when it trails the name without a comma. */
  | 'rank'
  /** A saint or a church title: the rest of the name is never reordered. */
  | 'sacred'
  /** An old boyar rank or an ambiguous word (`Maior`): a title only after a comma or at the start. */
  | 'epithet'
  /** A qualifier of another title (`major`, `universitar`): never starts a title phrase on its own. */
  | 'qualifier';

/** A person title that appears in street names. */
export interface PersonTitle {
  /** Full form as written in canonical names: `Arhitect`, `Căpitan`, `Sfântul`. */
  readonly display: string;
  /** Folded full form, the canonical folded title: `arhitect`, `capitan`. */
  readonly folded: string;
  /**
   * Folded single-token keys that stand for it, the full form first: `arhitect`,
   * `arh`. Hyphenated abbreviations are joined: `g-ral.` gives `gral`, `c-dor.` `cdor`.
   */
  readonly keys: readonly [string, ...string[]];
  readonly kind: TitleKind;
}

function title(display: string, kind: TitleKind, ...abbreviations: string[]): PersonTitle {
  const folded = fold(display);
  const keys: readonly [string, ...string[]] = Object.freeze([folded.replace(/ /g, ''), ...abbreviations] as const);
  return Object.freeze({ display, folded, keys, kind });
}

/**
 * Person titles seen in the street names of the data (after a comma, like
 * `Mincu Ion, arh.`, or inside the name, like `Muzeul Dr. Minovici`), with the
 * abbreviations used for them.
 */
export const PERSON_TITLES: readonly PersonTitle[] = Object.freeze([
  // Military ranks
  title('General', 'rank', 'gral', 'gen', 'gl', 'generalul'),
  title('Mareșal', 'rank', 'mar', 'maresalul'),
  title('Amiral', 'rank', 'amiralul'),
  title('Viceamiral', 'rank', 'vamiral'),
  title('Contraamiral', 'rank', 'camiral', 'ctramiral'),
  title('Colonel', 'rank', 'col', 'colonelul'),
  title('Comandor', 'rank', 'cdor', 'cmdor', 'comandorul'),
  title('Maior', 'epithet', 'mr', 'maiorul'),
  title('Căpitan', 'rank', 'cpt', 'capt', 'capitanul'),
  title('Locotenent', 'rank', 'lt', 'lct', 'locotenentul'),
  title('Sublocotenent', 'rank', 'slt', 'sublt', 'sublocotenentul'),
  title('Plutonier', 'rank', 'plt', 'plutonierul'),
  title('Adjutant', 'qualifier', 'adj'),
  title('Sergent', 'rank', 'serg', 'sg', 'sgt', 'sergentul'),
  title('Major', 'qualifier', 'maj', 'mj'),
  title('Caporal', 'rank', 'cap', 'cpl', 'caporalul'),
  title('Fruntaș', 'rank', 'frt', 'fruntasul'),
  title('Soldat', 'rank', 'sold', 'sld', 'soldatul'),
  title('Brigadier', 'rank', 'brig'),
  title('Aviator', 'rank', 'av', 'aviatorul'),
  title('Pilot', 'rank', 'pilotul'),
  title('Comisar', 'rank', 'comisarul'),
  title('Erou', 'rank'),
  title('Eroul', 'rank'),
  title('Martir', 'rank', 'martirul'),
  title('Veteran', 'rank', 'veteranul'),
  // Professions and academic titles
  title('Arhitect', 'rank', 'arh', 'arhitectul'),
  title('Doctor', 'rank', 'dr', 'doct', 'doctorul'),
  title('Medic', 'rank', 'med'),
  title('Docent', 'qualifier', 'doc'),
  title('Profesor', 'rank', 'prof', 'profesorul'),
  title('Profesoară', 'rank', 'profa'),
  title('Universitar', 'qualifier', 'univ'),
  title('Academician', 'rank', 'acad', 'academicianul'),
  title('Inginer', 'rank', 'ing', 'inginerul'),
  title('Învățător', 'rank', 'inv', 'invatatorul'),
  title('Învățătoare', 'rank'),
  title('Avocat', 'rank', 'av', 'avocatul'),
  title('Istoric', 'rank', 'ist', 'istoricul'),
  title('Matematician', 'rank', 'mat'),
  title('Fizician', 'rank'),
  title('Chimist', 'rank'),
  title('Astronom', 'rank'),
  title('Sociolog', 'rank'),
  title('Filolog', 'rank'),
  title('Lingvist', 'rank'),
  title('Filozof', 'rank', 'filosof'),
  title('Economist', 'rank'),
  title('Scriitor', 'rank', 'scriitorul'),
  title('Poet', 'rank', 'poetul'),
  title('Poetă', 'rank', 'poeta'),
  title('Dramaturg', 'rank'),
  title('Cronicar', 'rank', 'cronicarul'),
  title('Publicist', 'rank'),
  title('Ziarist', 'rank'),
  title('Jurnalist', 'rank'),
  title('Pictor', 'rank', 'pict', 'pictorul'),
  title('Sculptor', 'rank', 'sculpt', 'sculptorul'),
  title('Grafician', 'rank'),
  title('Artist', 'rank'),
  title('Actor', 'rank', 'actorul'),
  title('Actriță', 'rank', 'actrita'),
  title('Regizor', 'rank'),
  title('Compozitor', 'rank', 'comp', 'compozitorul'),
  title('Dirijor', 'rank'),
  title('Muzician', 'rank'),
  title('Violonist', 'rank'),
  title('Tenor', 'rank'),
  title('Maestrul', 'rank', 'maestru'),
  title('Meșter', 'rank', 'mesterul'),
  title('Atletă', 'rank', 'atleta'),
  title('Elev', 'rank', 'elevul'),
  title('Cercetaș', 'rank', 'cercetasul'),
  title('Prefect', 'rank', 'prefectul'),
  title('Primar', 'rank', 'primarul'),
  title('Senator', 'rank'),
  title('Deputat', 'rank'),
  // Church
  title('Sfântul', 'sacred', 'sf', 'sfantu', 'sfintul', 'sfint'),
  title('Sfânta', 'sacred', 'sfinta'),
  title('Sfinții', 'sacred', 'sfintii', 'sfinti'),
  title('Preot', 'sacred', 'pr', 'preotul'),
  title('Părinte', 'sacred'),
  title('Părintele', 'sacred'),
  title('Protopop', 'sacred', 'protopopul'),
  title('Diacon', 'sacred', 'diaconul'),
  title('Arhimandrit', 'sacred', 'arhimandritul'),
  title('Episcop', 'sacred', 'ep', 'episc', 'episcopul'),
  title('Arhiepiscop', 'sacred', 'arhiepiscopul'),
  title('Mitropolit', 'sacred', 'mitr'),
  title('Mitropolitul', 'sacred'),
  title('Patriarh', 'sacred', 'patriarhul'),
  title('Cardinal', 'sacred', 'cardinalul'),
  title('Vicar', 'sacred', 'vicarul'),
  // Old boyar ranks, written after the name as epithets (`Milescu Nicolae Spătarul`)
  title('Ban', 'epithet'),
  title('Banul', 'epithet'),
  title('Vornic', 'epithet'),
  title('Vornicul', 'epithet'),
  title('Spătar', 'epithet'),
  title('Spătarul', 'epithet'),
  title('Spătaru', 'epithet'),
  title('Hatman', 'epithet'),
  title('Hatmanul', 'epithet'),
  title('Logofăt', 'epithet'),
  title('Logofătul', 'epithet'),
  title('Stolnic', 'epithet'),
  title('Stolnicul', 'epithet'),
  title('Armaș', 'epithet'),
  title('Armașu', 'epithet'),
  title('Armașul', 'epithet'),
  title('Comis', 'epithet'),
  title('Comisul', 'epithet'),
  title('Paharnic', 'epithet'),
  title('Paharnicul', 'epithet'),
  title('Clucer', 'epithet'),
  title('Clucerul', 'epithet'),
  title('Postelnic', 'epithet'),
  title('Postelnicul', 'epithet'),
  title('Serdar', 'epithet'),
  title('Serdarul', 'epithet'),
]);

/**
 * Key → title. When an abbreviation is shared (`av` is aviator and avocat), the
 * first definition wins (aviator, the one the data uses).
 */
const TITLE_BY_KEY = new Map<string, PersonTitle>();
for (const t of PERSON_TITLES) {
  for (const key of t.keys) if (!TITLE_BY_KEY.has(key)) TITLE_BY_KEY.set(key, t);
}

/**
 * Multi-token title abbreviations as folded tokens: `g-ral` folds to `g ral`,
 * `c-dor` to `c dor`, `sg.mj.` to `sg mj`.
 */
const MULTI_TOKEN_TITLES: ReadonlyArray<{ parts: readonly [string, ...string[]]; title: string }> = [
  { parts: ['g', 'ral'], title: 'general' },
  { parts: ['c', 'dor'], title: 'comandor' },
  { parts: ['lt', 'cdor'], title: 'locotenent comandor' },
  { parts: ['lt', 'c', 'dor'], title: 'locotenent comandor' },
  { parts: ['cpt', 'cdor'], title: 'capitan comandor' },
  { parts: ['cpt', 'c', 'dor'], title: 'capitan comandor' },
  { parts: ['lt', 'col'], title: 'locotenent colonel' },
  { parts: ['serg', 'maj'], title: 'sergent major' },
  { parts: ['sg', 'mj'], title: 'sergent major' },
  { parts: ['prof', 'dr'], title: 'profesor doctor' },
  { parts: ['prof', 'univ'], title: 'profesor universitar' },
];

/**
 * The canonical folded title a folded token stands for: `arh` → `arhitect`,
 * `dr` → `doctor`, `gral` → `general`, `cpt` → `capitan`, `sf` → `sfantul`,
 * `general` → `general`. Undefined for other words.
 */
export function titleOf(foldedToken: string): string | undefined {
  return TITLE_BY_KEY.get(foldedToken)?.folded;
}

/** The {@link PersonTitle} a folded token stands for, or undefined. */
export function personTitle(foldedToken: string): PersonTitle | undefined {
  return TITLE_BY_KEY.get(foldedToken);
}

/** Every word a person title starts with (see {@link titleMayStart}). */
export const TITLE_FIRST_WORDS: ReadonlySet<string> = new Set([...MULTI_TOKEN_TITLES.map((t) => t.parts[0]), ...TITLE_BY_KEY.keys()]);

/** True when a person title may start with this folded word (`g` of `g ral`, `arh`): {@link matchTitle} finds none otherwise. */
export function titleMayStart(foldedToken: string): boolean {
  return TITLE_FIRST_WORDS.has(foldedToken);
}

/**
 * The longest multi-token title abbreviation at `foldedTokens[start]` ({@link MULTI_TOKEN_TITLES}: `g ral`,
 * `lt col`), or undefined: what {@link matchTitle} finds first, for callers that join only those (a street
 * search's words, where a title of one token is left as written and needs no look-up).
 */
export function multiTokenTitle(foldedTokens: readonly string[], start: number): { title: string; length: number } | undefined {
  let best: { title: string; length: number } | undefined;
  for (const { parts, title: t } of MULTI_TOKEN_TITLES) {
    if (best && best.length >= parts.length) continue;
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      if (foldedTokens[start + i] !== parts[i]) {
        ok = false;
        break;
      }
    }
    if (ok) best = { title: t, length: parts.length };
  }
  return best;
}

/**
 * Recognises a title at `foldedTokens[start]`, including the multi-token
 * abbreviations (`g ral` from `g-ral.`, `c dor`, `lt col`, `serg maj`,
 * `prof dr`). `title` is the canonical folded title, possibly several words
 * (`locotenent colonel`); `length` the number of tokens used.
 */
export function matchTitle(
  foldedTokens: readonly string[],
  start: number,
): { title: string; length: number } | undefined {
  const best = multiTokenTitle(foldedTokens, start);
  if (best) return best;
  const single = foldedTokens[start];
  const found = single === undefined ? undefined : titleOf(single);
  return found === undefined ? undefined : { title: found, length: 1 };
}

// ---------------------------------------------------------------------------
// Given names
// ---------------------------------------------------------------------------

/**
 * Curated given names (folded), used to recognise person names stored surname
 * first (by the build's canonical street names) and typed in any order (by the street matcher). Romanian, then Hungarian, German and other names common in street
 * names. Deliberately left out: given names that are also common place or street
 * words (`Roman`, `Severin`, `Victoria`, `Constanța`), so `Drobeta Turnu Severin`
 * is never read as a person.
 */
const GIVEN_NAME_LIST = `
adam adi adrian agripina alecu alexandra alexandrina alexandru alexe alin amalia
amza ana anastase anastasia anastasie ancuta andrei aneta angela angelica anghel
anica anton antonie antim antoniu aristide aristotel aron artur atanase augustin
aura aurel aurela aurelia aurelian aurica avram axente barbu bartolomeu bazil
beniamin bianca bogdan calinic calistrat camelia camil carmen carol casian catalin
catinca catrina cezar ciprian claudia claudiu codrin corina cornel
cornelia corneliu costache costea costel costica costin cristea cristian cristina
cristofor damian dan dana daniel daniela david decebal demetriu demostene didina
dimitrie dinu dionisie doina domnica dora dorel dorin dorina doru dragomir dragos
dumitrache dumitru ecaterina efrem eftimie elena eleonora elisabeta eliza elvira
emanoil emanuel emil emilia emilian ene epaminonda eremia ermil eufrosina eugen
eugenia eugeniu eusebiu ezechil fabian felix filaret filip filofteia flavia flaviu
florea florentin florentina florian florica florin floriana gabriel gabriela gavril
gavrila george georgeta georgel gheorghe gheorghita gherasim ghita grigore grigorie
haralambie horatiu horia iacob iancu iani ignat ignatie ilarie ilarion ileana ilie
ioachim ioan ioana ion ionel ionela ionita iordache iorgu iosif iov irina isaia
iulia iulian iuliana iuliu iustin iustinian lascar laura laurentiu lazar
leon leonard leonida lia lidia liliana liviu livia luca lucia lucian luciana lucretia
ludovic magdalena manole manuela marcel marcela marcu margareta maria marian mariana
marin marioara marius marta matei medeea melania mihaela mihai mihail mihaita mihnea
mircea miron mitica mitrita moise natalia nae neculai neculae nectarie nelu nichifor
nichita nicodim nicolae nicolai nicu niculae nifon octav octavia octavian olga
olimpia onisifor otilia ovidiu pamfil panait pantelimon paraschiv paraschiva paul
paula pavel petrache petre petrica petronela petru pompiliu procopie radu rares
raluca remus rodica romeo romulus ruxandra sabin sabina safta samuel samuil sandu
sava scarlat sebastian septimiu serafim serban sergiu sever sextil silvestru silvia
silviu simion simona smaranda sofia sofronie spiridon spiru stan stanca stefan
stefania stelian stroe tache tanase tatiana teodor teodora teodosie teofil tereza
theodor tiberiu timotei titus toader toma traian tudor tudora tudorache valentin
valentina valer valeria valerian valeriu vasile vasilica veronica vintila viorel
viorica virgil virgiliu vlad vladimir voichita zaharia zamfir zamfira zenovie zoe
akos andras antal arpad attila balazs balint bela bence csaba denes dezso domokos
ede elek endre erno erzsebet ferenc gabor gergely geza gusztav gyorgy gyula ilona
imre istvan janos jeno jozsef kalman karoly katalin lajos laszlo lorand marton
matyas miklos mihaly mozes nandor pal peter sandor tamas tibor vilmos zoltan
zsigmond zsofia
adolf albert alfred august bernhard carl christian conrad ernst franz friedrich
fritz georg gottfried gustav hans heinrich hermann jakob johann johannes josef
joseph karl konrad ludwig martin mathias matthias michael oskar oscar otto rudolf
stephan thomas walter werner wilhelm wolfgang amadeus
charles henri jean louis luigi giuseppe giacomo giaccomo gioacchino georges pierre
jacques francois rene honore jules emile frederic robert victor william john james
edgar alphonse andre gustave auguste dante piotr lev maxim taras nikolai
sergei ivan vuk janko
constantin eduard ernest coriolan ladislau nicolaus nikolaus maximilian francisc
valter elie iordan daniil antonin henry dina cecilia armand atanasie nistor ferencz
livius jan caius duiliu herman nicolaie titel eufrosin jose pandele arthur bernard
amilcar alajos teohari calist enric anatol vicentiu andor leontina antonache stepan
patriciu alimpiu lipot radian odon erich alexiu hector rasvan razvan mauriciu arsenie
giovanni oszkar alice iozsef vince iftimie agatha scipione leopoldina enrico
stanislav andreas sonia eleodor marcius veniamin hadrian emmanuel despina demetru
elenca gaetano melentie alexandre valerica athanasie ambrozie chesarie camile camille
marchian anatole benjamin cosmin narcis galileo benone leontin dorinel nicusor emanuil
abram carlo francesco iohann etienne solomon lukas henrich eva apollonia simon johanes
eudoxiu darie garabet henrik magda samoil mor margit samu aladar romul abraham jack
iren ignac pietro florimund harald inocentiu niculaie cristache luiza firmilian
varlaam nicoara leonte baptiste viktor cassian gavriil candid gellu martian costachi
isaac edmond nicola augustus anisoara waldemar niccolo nicolo hortensia lehel gina
cincinat teo hristofor leo alan clement dariu anca savin eusebie eraclie aglae tivadar
lucretiu felicia ronald samoila romain iulius gioachino pelaghia naum polixenia iosef
visarion frosa achile lorinc frantz theofil herbert eustatiu alex orest blanka anibal
sorin andronic miroslav sigismund alexei vincent zeno vasia hugo gelu nestor richard
johnny arcadie melchisedec vitalie luis tudorica ferdinand take ienachita enachita
grigoras matache pache nita spirache johan diana treboniu danny
`;

/** Curated given names, folded (see {@link GIVEN_NAME_LIST}). */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  GIVEN_NAME_LIST.split(/\s+/).filter((w) => w !== ''),
);

/** True when a folded token is a given name of {@link GIVEN_NAMES}. */
export function isGivenName(foldedToken: string): boolean {
  return GIVEN_NAMES.has(foldedToken);
}

/** Abbreviated given names of the data (`Gh.`, `Al.`, `D-tru`), joined-folded → full folded name. */
export const GIVEN_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['gh', 'gheorghe'],
  ['al', 'alexandru'],
  ['th', 'theodor'],
  ['dem', 'demetriu'],
  ['dtru', 'dumitru'],
  ['ctin', 'constantin'],
  ['fr', 'friedrich'],
  ['st', 'stefan'],
  ['chr', 'christian'],
  ['alex', 'alexandru'],
]);

/**
 * Short forms of given names that people type (beyond those the data writes):
 * `Const.`, `C-tin` (folded `c tin`, joined `ctin`), `Ghe.`, `Gr.`, `N.` is an
 * initial and not listed.
 */
const TYPED_GIVEN_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ...GIVEN_ABBREVIATIONS,
  ['const', 'constantin'],
  ['ghe', 'gheorghe'],
  ['gheo', 'gheorghe'],
  ['gr', 'grigore'],
  ['gri', 'grigore'],
  ['nic', 'nicolae'],
  ['dum', 'dumitru'],
  ['vas', 'vasile'],
  ['mih', 'mihai'],
  ['tr', 'traian'],
]);

/**
 * The full given name a typed short form stands for (`gh` → `gheorghe`, `ctin`
 * → `constantin`, `const` → `constantin`), if any. Single letters are
 * initials, not short forms: the street matcher credits them to the given name
 * they begin.
 */
export function expandGivenAbbreviation(foldedToken: string): string | undefined {
  return TYPED_GIVEN_ABBREVIATIONS.get(foldedToken);
}

/** The other spellings of common given names, all folded. */
const GIVEN_VARIANT_GROUPS: ReadonlyArray<readonly string[]> = [
  ['ion', 'ioan'],
  ['mihai', 'mihail'],
  ['petre', 'petru'],
  ['nicolae', 'niculae', 'nicolai', 'neculai', 'neculae'],
  ['gheorghe', 'george'],
  ['teodor', 'theodor', 'toader'],
  ['grigore', 'grigorie'],
  ['emanoil', 'emanuel'],
  ['dimitrie', 'demetriu'],
  ['vasile', 'vasilie'],
  ['iosif', 'josif'],
  ['samuel', 'samuil'],
  ['ilie', 'ilia'],
  ['iuliu', 'iulius'],
];
const GIVEN_VARIANTS = new Map<string, string[]>();
for (const group of GIVEN_VARIANT_GROUPS) {
  for (const name of group) {
    const list = GIVEN_VARIANTS.get(name) ?? [];
    for (const other of group) if (other !== name && !list.includes(other)) list.push(other);
    GIVEN_VARIANTS.set(name, list);
  }
}

/** Other spellings of a folded given name (`ion` → `['ioan']`), possibly empty. */
export function givenNameVariants(foldedToken: string): readonly string[] {
  return GIVEN_VARIANTS.get(foldedToken) ?? [];
}
