import { describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import fc from 'fast-check';
import { builtIndex, INDEX_PATH, isPostalCodeOrPartial } from './helpers/index.js';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { AddressError, isErrorCode } from '../src/shared/errors.js';
import { TokenIndex } from '../src/matchers/token-index.js';
import { analyzeLocalityTokens } from '../src/shared/aliases.js';
import { fold } from '../src/shared/normalize.js';
import { MAX_QUERY_WORDS, needsLocalityAnalysis, readQuery } from '../src/engines/query.js';
import { splitWords } from '../src/text/address-tokens.js';
import { likelyMistake } from '../src/autocomplete/autocomplete-words.js';
import { namesFirst, TopList, type Ranked } from '../src/autocomplete/autocomplete-rank.js';
import { AUTOCOMPLETE } from '../src/engines/ranking.js';
import type { AutocompleteOptions, Suggestion } from '../src/types.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

const texts = (q: string, options?: AutocompleteOptions): string[] => index.autocomplete(q, options).suggestions.map((s) => s.text);
const first = (q: string, options?: AutocompleteOptions): Suggestion => {
  const s = index.autocomplete(q, options).suggestions[0];
  if (!s) throw new Error(`no suggestion for ${JSON.stringify(q)}`);
  return s;
};
const codeOf = (q: string): string => first(q).postal_code;

function expectError(run: () => unknown, code: string): void {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AddressError);
    expect((err as AddressError).code).toBe(code);
    expect((err as AddressError).status).toBe(400);
    return;
  }
  throw new Error(`expected AddressError ${code}`);
}

describe('autocomplete: what it suggests', () => {
  it('writes a village with its administrative unit and county', () => {
    expect(texts('buciumeni buftea')).toEqual(['Buciumeni, Buftea, Ilfov']);
    expect(first('buciumeni buftea')).toEqual({ text: 'Buciumeni, Buftea, Ilfov', locality: 'Buciumeni', county: 'Ilfov', postal_code: '070001' });
  });

  it('writes a street with its sector, or its city and county', () => {
    expect(first('calea victoriei').text).toBe('Calea Victoriei, Sector 1, București');
    expect(first('calea victoriei')).toMatchObject({ locality: 'București', county: 'București' });
    expect(first('strada ploiesti cluj')).toMatchObject({ text: 'Strada Ploiești, Cluj-Napoca, Cluj', locality: 'Cluj-Napoca', county: 'Cluj', postal_code: '400157' });
  });

  it('gives every answer its own lines: a line a caller changes is not the next answer\'s', () => {
    // The lines of places and streets are worked out once per index (suggestion-text.ts): callers get copies.
    for (const q of ['buftea', 'calea victoriei', 'calea victoriei 12']) {
      const before = index.autocomplete(q).suggestions;
      const kept = before.map((s) => ({ ...s }));
      for (const s of before) Object.assign(s, { text: 'changed', locality: 'x', county: 'y', postal_code: '000000' });
      const again = index.autocomplete(q).suggestions;
      expect(again).toEqual(kept);
      expect(again[0]).not.toBe(before[0]);
    }
  });

  it('suggests sectors, București, towns and communes', () => {
    expect(first('sector 3')).toMatchObject({ text: 'Sector 3, București', locality: 'București', postal_code: '03xxxx' });
    expect(first('bucuresti')).toMatchObject({ text: 'București', county: 'București' });
    expect(first('buftea').text).toBe('Buftea, Ilfov');
    expect(first('berca').text).toBe('Berca, Buzău');
    expect(first('cergau').text).toBe('Comuna Cergău, Alba');
  });

  it('can suggest every place and every street (sampled), from its own line', () => {
    // Each sampled place's own name brings it among the suggestions (a suggestion of that place,
    // not just any suggestion); the sample is counted so that an empty loop cannot pass.
    let places = 0;
    for (let p = 0; p < catalog.placeCount; p += 97) {
      const name = catalog.placeName(p);
      const own = fold(name);
      const found = index.autocomplete(name, { limit: 25 }).suggestions.some((s) => {
        const head = fold(s.text.split(',')[0]!).replace(/^(comuna|oras|municipiul) /, '');
        return head === own;
      });
      expect(found, name).toBe(true);
      places++;
    }
    expect(places).toBeGreaterThan(100);
    let streets = 0;
    for (let s = 0; s < catalog.streetCount; s += 211) {
      streets++;
      const place = catalog.streetPlace(s);
      const line = `${catalog.streetName(s)}, ${catalog.isSector(place) ? `${catalog.placeName(place)}, București` : `${catalog.placeName(place)}, ${catalog.countyName(catalog.placeCounty(place))}`}`;
      expect(texts(line, { limit: 5 })).toContain(line);
    }
    expect(streets).toBeGreaterThan(100);
  });
});

describe('autocomplete: tolerance', () => {
  const olteniței = 'Șoseaua Olteniței, Sector 4, București';

  it('ignores case, missing diacritics, and cedilla or comma letters', () => {
    for (const q of ['Șoseaua Olteniței', 'Şoseaua Olteniţei', 'soseaua oltenitei', 'SOSEAUA OLTENITEI']) expect(first(q).text).toBe(olteniței);
  });

  it('completes a half-typed last word', () => {
    expect(texts('calea vict')).toContain('Calea Victoriei, Sector 1, București');
    expect(first('soseaua olten').text).toBe(olteniței);
    expect(first('buciumeni buft').text).toBe('Buciumeni, Buftea, Ilfov');
  });

  it('tolerates one typing mistake from 4 characters and two from 8', () => {
    expect(first('calea victorei').text).toBe('Calea Victoriei, Sector 1, București'); // deletion
    expect(first('calea vitcoriei').text).toBe('Calea Victoriei, Sector 1, București'); // swap
    expect(first('calea victoraei').text).toBe('Calea Victoriei, Sector 1, București'); // substitution
    expect(first('soseaua olteniteei').text).toBe(olteniței); // insertion
    expect(first('calea vctorie').text).toBe('Calea Victoriei, Sector 1, București'); // two, in 9 letters
    expect(first('strada ion neculce buzua').text).toBe('Strada Ion Neculce, Buzău, Buzău');
    expect(first('srtada ion neculce buzau').text).toBe('Strada Ion Neculce, Buzău, Buzău'); // in the street type
    expect(texts('calea vctr')).not.toContain('Calea Victoriei, Sector 1, București'); // too many
  });

  it('reads the words in any order', () => {
    expect(first('mincu ion').text).toBe(first('ion mincu').text);
    expect(first('ilfov buciumeni').text).toBe('Buciumeni, Buftea, Ilfov');
    expect(first('cluj ploiesti strada').text).toBe('Strada Ploiești, Cluj-Napoca, Cluj');
  });

  it('knows person titles in full or abbreviated', () => {
    const mincu = 'Strada Arhitect Ion Mincu, Sector 1, București';
    for (const q of ['arh. ion mincu', 'arhitect ion mincu', 'str arh mincu ion']) expect(first(q).text).toBe(mincu);
    expect(first('dr iacob felix').text).toBe('Strada Doctor Iacob Felix, Sector 1, București');
    expect(first('doctor iacob felix').text).toBe('Strada Doctor Iacob Felix, Sector 1, București');
    expect(first('g-ral magheru bucuresti').text).toBe('Bulevardul General Gheorghe Magheru, Sector 1, București');
    expect(first('general magheru bucuresti').text).toBe('Bulevardul General Gheorghe Magheru, Sector 1, București');
  });

  it('knows street type abbreviations', () => {
    const cases: Array<[string, string]> = [
      ['str ploiesti cluj', 'Strada Ploiești, Cluj-Napoca, Cluj'],
      ['str. ploiesti cluj', 'Strada Ploiești, Cluj-Napoca, Cluj'],
      ['bd magheru', 'Bulevardul General Gheorghe Magheru, Sector 1, București'],
      ['b-dul magheru', 'Bulevardul General Gheorghe Magheru, Sector 1, București'],
      ['bld magheru', 'Bulevardul General Gheorghe Magheru, Sector 1, București'],
      ['cal victoriei', 'Calea Victoriei, Sector 1, București'],
      ['sos oltenitei', olteniței],
      ['șos. olteniței', olteniței],
      ['pța unirii bucuresti', 'Piața Unirii, Sector 3, București'],
      // The splai crosses three sectors; the part with most postal codes comes first (the ranking prior).
      ['spl independentei', 'Splaiul Independenței, Sector 5, București'],
    ];
    for (const [q, want] of cases) expect(first(q).text, q).toBe(want);
    expect(first('al. baiculesti').text).toBe('Aleea Băiculești, Sector 1, București');
    expect(first('aleea baiculesti').text).toBe('Aleea Băiculești, Sector 1, București');
    expect(first('int. amzei').text).toBe('Intrarea Amzei, Sector 1, București');
    expect(first('int vlaicu voda').text).toBe('Intrarea Vlaicu Vodă, Sector 3, București');
  });

  it('knows the locality abbreviations people use', () => {
    expect(first('tg mures').text).toBe('Târgu Mureș, Mureș');
    expect(first('tg. jiu').text).toBe('Târgu Jiu, Gorj');
    expect(first('rm valcea').text).toBe('Râmnicu Vâlcea, Vâlcea');
    expect(first('buc calea victoriei').text).toBe('Calea Victoriei, Sector 1, București');
    expect(first('calea victoriei bucuresti').text).toBe('Calea Victoriei, Sector 1, București');
    expect(first('mun. iasi').text).toBe('Iași, Iași');
    expect(first('sat buciumeni ilfov').text).toBe('Buciumeni, Buftea, Ilfov');
    expect(first('com. berca').text).toBe('Berca, Buzău');
    expect(first('str unirii tg mures').text).toMatch(/, Târgu Mureș, Mureș$/);
  });

  it('reads sectors in every form', () => {
    for (const q of ['bd unirii sector 3', 'bd unirii sect. 3', 'bd unirii s3', 's3 bd unirii', 'sectorul 3 bulevardul unirii']) {
      expect(first(q).text, q).toBe('Bulevardul Unirii, Sector 3, București');
    }
    expect(texts('bd unirii sector 4').every((t) => t.endsWith('Sector 4, București'))).toBe(true);
  });

  it('reads a county as name or code anywhere', () => {
    for (const q of ['buciumeni ilfov', 'ilfov buciumeni', 'buciumeni IF', 'IF buciumeni', 'jud. ilfov buciumeni', 'buciumeni judetul ilfov']) {
      expect(first(q).text, q).toBe('Buciumeni, Buftea, Ilfov');
    }
    expect(first('valea mare DB').county).toBe('Dâmbovița');
    expect(first('calea victoriei CJ').text).toBe('Calea Victoriei, Turda, Cluj');
  });

  it('reads names with digits', () => {
    expect(first('bd 1 decembrie 1918 alba iulia').text).toBe('Bulevardul 1 Decembrie 1918, Alba Iulia, Alba');
    expect(first('13 septembrie').text).toBe('Calea 13 Septembrie, Sector 5, București');
    expect(first('23 august').text).toBe('23 August, Constanța');
  });

  it('combines them', () => {
    expect(first('Mincu Ion arh sect 1 bucurest').text).toBe('Strada Arhitect Ion Mincu, Sector 1, București');
    expect(first('sos. oltenitie 5 s4').text).toBe('Șoseaua Olteniței 5, Sector 4, București');
  });
});

describe('autocomplete: ranking', () => {
  it('puts exact words above prefixes, and prefixes above typing mistakes', () => {
    const sadu = texts('sadu');
    expect(fold(sadu[0]!.split(',')[0]!).endsWith('sadu')).toBe(true);
    const partial = texts('victori', { limit: 25 });
    expect(partial.slice(0, 10).every((t) => /victori/i.test(fold(t)))).toBe(true);
  });

  it('puts matches in the named county or locality first', () => {
    const cluj = texts('unirii cluj');
    // The square before the street of the same name (the ranking prior: street type).
    expect(cluj.slice(0, 2)).toEqual(['Piața Unirii, Cluj-Napoca, Cluj', 'Strada Unirii, Cluj-Napoca, Cluj']);
    expect(cluj.every((t) => t.endsWith(', Cluj'))).toBe(true);
    expect(first('valea mare dambovita').county).toBe('Dâmbovița');
    expect(first('strada unirii buzau').text).toBe('Strada Unirii, Buzău, Buzău');
  });

  it('puts larger places first among equals', () => {
    expect(first('slobozia').text).toBe('Slobozia, Ialomița');
    expect(first('victoriei').text).toBe('Calea Victoriei, Sector 1, București');
    const buciumeni = index.autocomplete('buciumeni').suggestions;
    // The commune seats before the villages.
    expect(buciumeni.slice(0, 2).map((s) => s.text.split(', ').length)).toEqual([2, 2]);
  });

  it('puts places first for a name, streets first for a street type or a number', () => {
    expect(first('ploiesti').text).toBe('Ploiești, Prahova');
    expect(first('str ploiesti').text).toMatch(/^Strada Ploiești, /);
    expect(first('ploiesti 5').text).toMatch(/^(Strada|Calea) Ploiești 5, /);
  });

  it('orders otherwise equal matches by the ranking prior: a boulevard in București before lanes of the same name elsewhere', () => {
    // People leave out the given name (Gheorghe) as they leave out titles.
    expect(first('g-ral magheru').text).toBe('Bulevardul General Gheorghe Magheru, Sector 1, București');
    expect(first('magheru bd').text).toBe('Bulevardul General Gheorghe Magheru, Sector 1, București');
    // Among equals of one size, the name covered in full first, then a street of the type typed.
    expect(first('crisan arad').text).toBe('Strada Crișan, Arad, Arad');
    expect(first('prelungirea independentei calarasi').text).toBe('Prelungirea Independenței, Călărași, Călărași');
    // The prior never lifts a worse match: an exact name stays above a mistyped one of a larger place.
    expect(first('furesti').text).toBe('Furești, Dobrești, Argeș');
  });

  it('finds a misspelled place the way people misspell them, without pushing exact matches down', () => {
    const cases: Array<[string, string]> = [
      ['Tirgoviste', 'Târgoviște, Dâmbovița'],
      ['Tîrgovişte', 'Târgoviște, Dâmbovița'],
      ['Bucurețti', 'București'],
      ['Piatra Neamt', 'Piatra-Neamț, Neamț'],
      ['Piatra Neamtz', 'Piatra-Neamț, Neamț'],
      ['Rm Valcea', 'Râmnicu Vâlcea, Vâlcea'],
      ['Campulung Mold', 'Câmpulung Moldovenesc, Suceava'],
      ['Sf Gheorghe covasna', 'Sfântu Gheorghe, Covasna'],
      ['Brashov', 'Brașov, Brașov'],
      ['Sigishoara', 'Sighișoara, Mureș'],
      ['Ploeisti', 'Ploiești, Prahova'],
      ['Timisoaraa', 'Timișoara, Timiș'],
      // A mistyped word that is also a mistyped street type (`Câmp`) is still read as the name.
      ['Câmup Mare', 'Câmpu Mare, Bala, Mehedinți'],
      ['alea Scurta covasna', 'Valea Scurtă, Estelnic, Covasna'],
    ];
    for (const [q, want] of cases) expect(texts(q, { limit: 5 }), q).toContain(want);
    for (const [q, want] of cases.slice(0, 10)) expect(first(q).text, q).toBe(want);
    // A name that exists as typed comes first; the nearly equal names it may be a mistake for fill the list after it.
    const furesti = texts('furesti', { limit: 5 });
    expect(furesti[0]).toBe('Furești, Dobrești, Argeș');
    expect(furesti).toContain('Făurești, Vâlcea');
    // So for any one word that names a few places exactly: `Luna` may be a mistyped Lunca.
    const luna = texts('Luna', { limit: 5 });
    expect(luna[0]).toMatch(/^Luna, /);
    expect(luna.some((t) => t.startsWith('Lunca, '))).toBe(true);
    // The places a mistake away fill it, not streets: Craiova and Criva for `Craiva`, before any Strada Craiova.
    const craiva = texts('Craiva', { limit: 10 });
    expect(craiva[0]).toMatch(/^Craiva, /);
    expect(craiva).toContain('Craiova, Dolj');
    expect(craiva.some((t) => t.startsWith('Criva, '))).toBe(true);
    expect(craiva.filter((t) => t.startsWith('Strada '))).toEqual([]);
    // Two words that name a place exactly are taken as typed: no mistyped readings fill the list.
    const sasului = texts('Valea Sasului', { limit: 5 });
    expect(sasului.length).toBeGreaterThan(0);
    expect(sasului.every((t) => t.startsWith('Valea Sasului, '))).toBe(true);
  });

  it('knows the mistakes people make most in names', () => {
    const likely: Array<[string, string]> = [
      ['tirgoviste', 'targoviste'], ['brashov', 'brasov'], ['neamtz', 'neamt'], ['dollesti', 'dolesti'],
      ['ploeisti', 'ploiesti'], ['suarash', 'suaras'], ['aaron', 'aron'], ['galatti', 'galati'],
    ];
    for (const [typed, token] of likely) expect(likelyMistake(typed, token), `${typed} ${token}`).toBe(true);
    expect(likelyMistake('dolesti', 'dollesti')).toBe(true); // a double letter written once
    // Any letter left out, the first one included.
    for (const [typed, token] of [['slmnic', 'slimnic'], ['etea', 'letea'], ['balsesti', 'balosesti'], ['brasv', 'brasov']]) expect(likelyMistake(typed!, token!), `${typed} ${token}`).toBe(true);
    const other: Array<[string, string]> = [['bucurexti', 'bucuresti'], ['dolhesti', 'dolesti'], ['burnesti', 'buresti'], ['oradxa', 'oradea'], ['slmnic', 'slanic']];
    for (const [typed, token] of other) expect(likelyMistake(typed, token), `${typed} ${token}`).toBe(false);
    // A name typed bare is a place's first: a likely mistake from a street's name does not put the street before a
    // place a mistake away; with a street type the streets come first.
    expect(first('Surduu').text).toMatch(/^Surduc, /);
    expect(first('Pinea').text).toBe('Pipea, Nadeș, Mureș');
    expect(first('strada surduu').text).toBe('Strada Poet George Surdu, Mediaș, Sibiu');
    // So a letter left out comes before a letter changed, even of a larger place (Slănic and Onești are towns).
    expect(first('Slmnic').text).toBe('Slimnic, Sibiu');
    expect(first('unesti').text).toMatch(/^Bunești, /);
  });

  it('shows each name a mistyped word is equally close to before repeating one', () => {
    // `Ngureni` is a letter short of a dozen villages Ungureni and of one Negureni.
    const got = texts('Ngureni', { limit: 5 });
    expect(got[0]).toMatch(/^Ungureni, /);
    expect(got[1]).toBe('Negureni, Băneasa, Constanța');
    expect(got.slice(2).every((t) => t.startsWith('Ungureni, '))).toBe(true);
    // An exact name keeps its namesakes first.
    expect(texts('Popeni', { limit: 5 }).every((t) => t.startsWith('Popeni, '))).toBe(true);
  });

  it('gives the last suggestion to a mistyped whole word when only completions explain the query', () => {
    // `patra` only starts names (Pătrăuți...): the last of five is Piatra, a letter left out.
    const patra = texts('Patra', { limit: 5 });
    expect(patra.slice(0, 4).every((t) => t.startsWith('Pătr'))).toBe(true);
    expect(patra[4]).toMatch(/^Piatra, /);
    // A finished word (a space after it) is read whole anyway.
    expect(texts('Patra ', { limit: 5 })[0]).toMatch(/^Piatra, /);
    // A word of the index as typed keeps every place for its own names.
    expect(texts('Bucur', { limit: 5 }).every((t) => /Bucur,/.test(t))).toBe(true);
  });

  it('orders names before namesakes only within equal penalties', () => {
    const r = (id: number, penalty: number, street = false): Ranked => ({ street, id, penalty, areaOnly: 0, viaUnit: 0, rank: 6, left: 0, typed: 0, prior: 0, house: -1 });
    const names = ['A', 'A', 'B', 'A', 'C', 'C'];
    const ranked = [r(0, 7), r(1, 7), r(2, 7), r(3, 8), r(4, 8), r(5, 8), r(9, 8, true)];
    const flat = (): number => 0;
    const out = namesFirst(ranked, (p) => names[p]!, flat).map((x) => x.id);
    expect(out).toEqual([0, 2, 1, 3, 4, 5, 9]);
    // Streets keep their places in the list.
    expect(namesFirst([r(9, 0, true), r(0, 0), r(1, 0), r(2, 0)], (p) => names[p]!, flat).map((x) => x.id)).toEqual([9, 0, 2, 1]);
  });

  it('orders the names a mistyped word is equally close to by the people of each name, only for readings with a mistake', () => {
    const r = (id: number, penalty: number, street = false): Ranked => ({ street, id, penalty, areaOnly: 0, viaUnit: 0, rank: 6, left: 0, typed: 0, prior: 0, house: -1 });
    const names = ['A', 'B', 'C', 'B', 'D'];
    const weights = [10, 30, 20, 30, 30];
    const weightOf = (p: number): number => weights[p]!;
    // B and D weigh most (B first, as found), then C, then A; B's namesake after the other names; the street keeps its slot.
    const typo = AUTOCOMPLETE.namePriorFromPenalty;
    expect(namesFirst([r(0, typo), r(1, typo), r(9, typo, true), r(2, typo), r(3, typo), r(4, typo)], (p) => names[p]!, weightOf).map((x) => x.id)).toEqual([1, 4, 9, 2, 0, 3]);
    // Below a mistake's cost (exact words, prefixes) the order found stands, names before namesakes.
    expect(namesFirst([r(0, typo - 1), r(1, typo - 1), r(2, typo - 1), r(3, typo - 1), r(4, typo - 1)], (p) => names[p]!, weightOf).map((x) => x.id)).toEqual([0, 1, 2, 4, 3]);
    // A run of a higher penalty never moves above a lower one.
    expect(namesFirst([r(0, typo), r(2, typo), r(4, typo), r(1, typo + 1), r(3, typo + 1)], (p) => names[p]!, weightOf).map((x) => x.id)).toEqual([4, 2, 0, 1, 3]);
  });

  it('gives first, of the names one likely mistake away, the one more people live in', () => {
    // `etea` is one letter short of Zetea (a commune), Cetea, Petea, Hetea, Letea (villages).
    expect(first('etea').text).toBe('Zetea, Harghita');
    const weight = index.context.tokens.tables.nameWeight;
    const place = (name: string): number => [...Array(catalog.placeCount).keys()].find((p) => catalog.placeName(p) === name)!;
    expect(weight[place('Zetea')]!).toBeGreaterThan(weight[place('Cetea')]!);
  });

  it('reads `i` for `a` as a likely mistake only where the name writes â or î', () => {
    // Târgoviște writes `â` where `tirgoviste` has `i`; Băcești writes `ă`, Târnavei a plain `a`, where these have `i`/`a`.
    expect(likelyMistake('tirgoviste', 'targoviste', (at) => at === 1)).toBe(true);
    expect(likelyMistake('bicesti', 'bacesti', () => false)).toBe(false);
    expect(likelyMistake('tarnavea', 'tarnavei', () => false)).toBe(false);
    // The other likely kinds do not depend on how the name writes its letters.
    expect(likelyMistake('slmnic', 'slimnic', () => false)).toBe(true);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,10}$/), fc.nat(), fc.boolean(), (word, k, circumflex) => {
        const at = [...word].flatMap((c, i) => (c === 'a' || c === 'i' ? [i] : []));
        if (at.length === 0) return;
        const i = at[k % at.length]!;
        const typed = `${word.slice(0, i)}${word[i] === 'a' ? 'i' : 'a'}${word.slice(i + 1)}`;
        expect(likelyMistake(typed, word, (j) => circumflex && j === i)).toBe(circumflex);
      }),
    );
    expect(first('Tirgoviste').text).toBe('Târgoviște, Dâmbovița');
    // So Târnava (a letter added) is no longer behind the streets Târnavei (an `a` for an `i`).
    expect(first('Tarnavea').text).toBe('Târnava, Sibiu');
    // And Bichești (a letter left out) is no longer behind the villages Băcești.
    expect(texts('Bicești', { limit: 5 })).toContain('Bichești, Boghești, Vrancea');
  });

  it('covers a whole name only with a word that alone is an alias of it', () => {
    // `cluj`, `severin`, `sighet` name the city alone; `turnu` leaves two words of Drobeta-Turnu Severin uncovered.
    const firsts: Array<[string, string]> = [
      ['cluj', 'Cluj-Napoca, Cluj'], ['Severin', 'Drobeta-Turnu Severin, Mehedinți'], ['sighet', 'Sighetu Marmației, Maramureș'],
      ['Turnu', 'Turnu, Pecica, Arad'], ['Tunru', 'Turnu, Pecica, Arad'], ['Turnu Severin', 'Drobeta-Turnu Severin, Mehedinți'],
    ];
    for (const [q, want] of firsts) expect(first(q).text, q).toBe(want);
  });

  it('reads a kind word also as the first word of a name', () => {
    expect(first('Satul Vechi').text).toBe('Satul Vechi, Drăcșenei, Teleorman');
    // A mistake in the word after it no longer turns `Satul` into a kind word only.
    expect(first('Satul Veci').text).toBe('Satul Vechi, Drăcșenei, Teleorman');
    // The kind still counts: the commune Bicaz for `com`, the town for `oras`.
    expect(first('com Bicaz').text).toBe('Bicaz, Maramureș');
    expect(first('oras Bicaz').text).toBe('Bicaz, Neamț');
  });

  it('puts a place its own name explains before one some word names only through its unit', () => {
    expect(first('Mihailesti-Popesti').text).toBe('Mihăilești-Popești, Scornicești, Olt');
    expect(texts('Mihailesti-Popesti')).toContain('Popești, Mihăilești, Giurgiu');
    expect(first('Dud-Epureni').text).toBe('Comuna Duda-Epureni, Vaslui');
    // Only among equals: the order by penalty first, then a place the words name before one only in the area named.
    const item = fc.record({ penalty: fc.integer({ min: 0, max: 12 }), areaOnly: fc.integer({ min: 0, max: 1 }), viaUnit: fc.integer({ min: 0, max: 1 }), rank: fc.integer({ min: 0, max: 6 }), id: fc.nat(1000) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), fc.integer({ min: 1, max: 13 }), (items, keep) => {
        const top = new TopList(keep, false, false);
        for (const x of items) top.add({ street: false, ...x, left: 0, typed: 0, prior: 0, house: -1 });
        const out = namesFirst(top.items(), (p) => String(p % 7), () => 0);
        expect(out.length).toBe(Math.min(keep, items.length));
        for (let i = 1; i < out.length; i++) {
          const [a, b] = [out[i - 1]!, out[i]!];
          expect(a.penalty).toBeLessThanOrEqual(b.penalty);
          if (a.penalty === b.penalty) expect(a.areaOnly).toBeLessThanOrEqual(b.areaOnly);
          if (a.penalty === b.penalty && a.areaOnly === b.areaOnly) expect(a.viaUnit).toBeLessThanOrEqual(b.viaUnit);
        }
      }),
    );
  });

  it('is deterministic and never repeats a line', () => {
    for (const q of ['calea', 'valea mare', 'pop', 'str', 'unirii', 'bu']) {
      const a = index.autocomplete(q, { limit: 25 });
      expect(index.autocomplete(q, { limit: 25 })).toEqual(a);
      expect(new Set(a.suggestions.map((s) => s.text)).size).toBe(a.suggestions.length);
    }
  });
});

describe('autocomplete: house numbers', () => {
  it('gives the exact code of the number, by side of the street', () => {
    expect(first('calea victoriei 120')).toMatchObject({ text: 'Calea Victoriei 120, Sector 1, București', postal_code: '010093' });
    expect(codeOf('calea victoriei 121')).toBe('010071');
    expect(codeOf('calea victoriei nr. 122')).toBe('010093');
    expect(codeOf('calea victoriei 111')).toBe('010071');
  });

  it('reads `T` as the end of the street', () => {
    expect(codeOf('calea victoriei 999')).toBe('010074'); // 157-T, odd
    expect(codeOf('calea victoriei 1000')).toBe('010099'); // 216-T, even
    expect(codeOf('strada abrud 501')).toBe('011315'); // 1-T
    expect(codeOf('strada abrud 500')).toBe('011318'); // 116-T
  });

  it('reads letters after the number', () => {
    expect(first('strada oituz arad 119A')).toMatchObject({ text: 'Strada Oituz 119A, Arad, Arad', postal_code: '310055' });
    expect(codeOf('strada oituz arad 119')).toBe('310046');
    expect(codeOf('strada oituz 119 a arad')).toBe('310055');
    expect(codeOf('strada oituz arad 47B')).toBe('310038');
    expect(codeOf('strada padurii arad 27')).toBe('310040');
    expect(codeOf('strada padurii arad 27a')).toBe('310049');
  });

  it('gives a partial code for a street of several codes, never a six-digit code wrong for part of it', () => {
    const whole = first('calea victoriei');
    expect(whole.postal_code).toMatch(/^\d{1,5}x+$/);
    expect(isPostalCodeOrPartial(whole.postal_code)).toBe(true);
    // A number outside every range gets the street's partial code too.
    expect(codeOf('strada oituz arad 47C')).toMatch(/x$/);
    for (let s = 0; s < catalog.streetCount; s += 37) {
      const { from, to } = catalog.streetSegments(s);
      const codes = new Set(Array.from({ length: to - from }, (_, i) => catalog.segmentPostalCode(from + i)));
      const place = catalog.streetPlace(s);
      const line = `${catalog.streetName(s)}, ${catalog.isSector(place) ? `${catalog.placeName(place)}, București` : `${catalog.placeName(place)}, ${catalog.countyName(catalog.placeCounty(place))}`}`;
      const found = index.autocomplete(line, { limit: 3 }).suggestions.find((x) => x.text === line);
      if (!found) continue;
      if (/^\d{6}$/.test(found.postal_code)) expect([...codes]).toEqual([found.postal_code]);
      else for (const c of codes) expect(c.startsWith(found.postal_code.replace(/x+$/, ''))).toBe(true);
    }
  });
});

describe('autocomplete: options', () => {
  it('respects limit', () => {
    expect(index.autocomplete('valea', { limit: 1 }).suggestions).toHaveLength(1);
    expect(index.autocomplete('valea', { limit: 25 }).suggestions).toHaveLength(25);
    expect(index.autocomplete('valea').suggestions).toHaveLength(10);
  });

  it('restricts to a county given as name or code', () => {
    for (const county of ['IF', 'Ilfov', 'jud. Ilfov']) expect(texts('buciumeni', { county })).toEqual(['Buciumeni, Buftea, Ilfov']);
    expect(texts('victoriei', { county: 'B' }).every((t) => t.endsWith('București'))).toBe(true);
  });

  it('restricts to a locality', () => {
    expect(texts('buciumeni', { locality: 'Buftea' })).toEqual(['Buciumeni, Buftea, Ilfov']);
    expect(texts('victoriei', { locality: 'București' }).every((t) => t.endsWith(', București'))).toBe(true);
    expect(texts('unirii', { locality: 'cluj' }).every((t) => t.endsWith('Cluj-Napoca, Cluj'))).toBe(true);
    expect(texts('unirii', { locality: 'tg mures' }).every((t) => t.includes('Târgu Mureș'))).toBe(true);
    expect(texts('unirii', { locality: 'Atlantida' })).toEqual([]);
  });
});

describe('autocomplete: errors', () => {
  it('rejects a query of fewer than 2 characters', () => {
    for (const q of ['', ' ', 'a', ' a ', '\n']) expectError(() => index.autocomplete(q), 'invalid_query');
    for (const q of [undefined, null, 42, {}, ['ab']]) expectError(() => index.autocomplete(q as unknown as string), 'invalid_query');
  });

  it('rejects a query longer than 256 characters', () => {
    expectError(() => index.autocomplete('a'.repeat(257)), 'field_too_long');
    expect(index.autocomplete(`calea victoriei${' '.repeat(241)}`).suggestions.length).toBeGreaterThan(0);
  });

  it('rejects a limit that is not an integer from 1 to 25, and bad options', () => {
    for (const limit of [0, 26, -1, 1.5, Number.NaN, '5', null]) expectError(() => index.autocomplete('valea', { limit } as unknown as AutocompleteOptions), 'invalid_parameter');
    expectError(() => index.autocomplete('valea', { county: 'Atlantida' }), 'invalid_parameter');
    expectError(() => index.autocomplete('valea', { county: 7 } as unknown as AutocompleteOptions), 'invalid_parameter');
    expectError(() => index.autocomplete('valea', 'limit=5' as unknown as AutocompleteOptions), 'invalid_parameter');
    expectError(() => index.autocomplete('valea', { locality: 'x'.repeat(257) }), 'field_too_long');
  });
});

describe('prepare()', () => {
  it('is nearly free: the search tables come with the index, and the first queries build none', () => {
    const arrayBuffers = (): number => process.memoryUsage().arrayBuffers;
    const before = arrayBuffers();
    const prepared = loadIndexSync(INDEX_PATH);
    const loaded = arrayBuffers();
    // The file itself, nothing more.
    expect(loaded - before).toBeLessThan(statSync(INDEX_PATH).size + 2 ** 18);
    prepared.prepare();
    const afterPrepare = arrayBuffers();
    // Only the search's scratch marks (one u32 per place and per street).
    expect(afterPrepare - loaded).toBeLessThan(2 ** 19);
    prepared.prepare();
    const queries = ['calea victoriei', 'Stefan cel Mare Suceava', 'zorilor cluj', 'alexa', 'Tirgoviste', 'ploiesit'];
    const answers = queries.map((q) => prepared.autocomplete(q));
    expect(arrayBuffers() - afterPrepare).toBeLessThan(2 ** 18);
    const verified = prepared.verify({ freeform: 'Calea Victoriei 12, București' });
    // An index that was not prepared answers the same.
    const lazy = loadIndexSync(INDEX_PATH);
    expect(queries.map((q) => lazy.autocomplete(q))).toEqual(answers);
    expect(lazy.verify({ freeform: 'Calea Victoriei 12, București' })).toEqual(verified);
  });
});

describe('per-index state', () => {
  it('belongs to its index: two indexes in one process share nothing, and prepare() fills it', () => {
    const a = loadIndexSync(INDEX_PATH) as LoadedIndex;
    const b = loadIndexSync(INDEX_PATH) as LoadedIndex;
    expect(a.context.state).not.toBe(b.context.state);
    expect(a.context.state.search).toBeUndefined();
    expect(a.context.state.relations).toBeUndefined();
    a.autocomplete('calea victoriei');
    a.verify({ freeform: 'Str. Gării 12, Deva' });
    // What one index worked out stays with it.
    expect(a.context.state.search).toBeDefined();
    expect(a.context.state.streetCodes.size + a.context.state.placeCodes.size).toBeGreaterThan(0);
    expect(a.context.state.placeKeys?.some((key) => key !== undefined)).toBe(true);
    expect(b.context.state.search).toBeUndefined();
    expect(b.context.state.placeCodes.size + b.context.state.streetCodes.size).toBe(0);
    expect(b.context.state.placeKeys).toBeUndefined();
    b.prepare();
    expect(b.context.state.search).toBeDefined();
    expect(b.context.state.relations).toBeDefined();
    expect(b.autocomplete('calea victoriei')).toEqual(a.autocomplete('calea victoriei'));
  });
});

describe('autocomplete: any input', () => {
  const piece = fc.oneof(
    fc.constantFrom('calea', 'victoriei', 'str', 'bd', 'sector', '3', 's2', 'nr', '12A', 'bl', 'cluj', 'CJ', 'jud', 'ilfov', 'tg', 'mureș', 'Şos.', 'ion', 'arh.', 'g-ral', '1', 'decembrie', '1918', 'valea', 'mare', 'x', '-', ',', '.'),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
  );
  const query = fc.oneof(fc.string({ maxLength: 300 }), fc.array(piece, { maxLength: 40 }).map((p) => p.join(' ')), fc.string({ unit: 'binary', maxLength: 300 }));
  const limit = fc.option(fc.integer({ min: -2, max: 30 }), { nil: undefined });

  it('returns a valid response or throws a catalogued AddressError', () => {
    fc.assert(
      fc.property(query, limit, (q, n) => {
        let response;
        try {
          response = index.autocomplete(q, n === undefined ? undefined : { limit: n });
        } catch (err) {
          expect(err).toBeInstanceOf(AddressError);
          expect(isErrorCode((err as AddressError).code)).toBe(true);
          return;
        }
        expect(response.suggestions.length).toBeLessThanOrEqual(n ?? 10);
        const seen = new Set<string>();
        for (const s of response.suggestions) {
          for (const field of [s.text, s.locality, s.county, s.postal_code]) expect(typeof field).toBe('string');
          expect(isPostalCodeOrPartial(s.postal_code)).toBe(true);
          expect(seen.has(s.text)).toBe(false);
          seen.add(s.text);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('query analysis', () => {
  it('runs the locality analysis whenever it could find something', () => {
    const tokens = new TokenIndex(catalog.data);
    for (let t = 0; t < tokens.size; t++) {
      const word = tokens.text(t);
      if (needsLocalityAnalysis([word])) continue;
      for (const next of [[], ['x'], ['3'], ['cluj']]) {
        const a = analyzeLocalityTokens([word, ...next]);
        const acted = a.tokens[0] !== word || a.kinds.some((k) => k.start === 0) || a.sectors.some((s) => s.start === 0) || a.counties.some((c) => c.start === 0);
        expect(acted, word).toBe(false);
      }
    }
  });

  it('reads the words of address-like text as the one reader does, whether it folds the text whole or word by word (property)', () => {
    // Plain text is folded whole; a letter beside a digit (`nr12`, `2ap`), a tab or any other letter sends it to the reader.
    const pieces = ['Str', 'str.', 'nr', 'nr12', '12', '2ap', 'bl', '3', 'sc', 'B', 'Iași', 'ȘTEFAN', 'Şcoala', 'țară', 'î', 'Tîrgu', 'ß', 'ﬁ', 'é', '-', ', ', '. ', ' ', ' - ', '\t', '/', '(', ')', 'a', 'Z', 'x9', '9x', '0'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 20 }), (parts) => {
      const q = parts.join('');
      // (The reader's words without verify's glued columns, `StrStr`: a query keeps them whole.)
      expect(readQuery(q).tokens, JSON.stringify(q)).toEqual(splitWords(q).slice(0, MAX_QUERY_WORDS).map((w) => w.folded));
    }), { numRuns: 2000 });
  });
});

describe('a house number typed before the name is finished', () => {
  const index = builtIndex();

  it('still completes the last name word and gives the exact code', () => {
    for (const q of ['calea vict 120', 'calea vict 120 ']) {
      const [first] = index.autocomplete(q).suggestions;
      expect(first).toMatchObject({ text: 'Calea Victoriei 120, Sector 1, București', postal_code: '010093' });
    }
    expect(index.autocomplete('emanoil porum 21').suggestions[0]).toMatchObject({ text: 'Strada Emanoil Porumbaru 21, Sector 1, București', postal_code: '011421' });
  });
});

describe('autocomplete: what copy-paste leaves in a query (repairText, as verify)', () => {
  it('invisible characters, HTML references and a broken encoding give the suggestions of the clean query', () => {
    const clean = texts('Calea Victoriei 12');
    expect(clean.length).toBeGreaterThan(0);
    for (const q of ['Calea Vict\u200boriei 12', 'Calea\u00a0Victoriei 12', 'Calea Victo\u00adriei 12', 'Calea&nbsp;Victoriei 12', '\ufeffCalea Victoriei 12']) expect(texts(q), JSON.stringify(q)).toEqual(clean);
    const bacau = texts('Bacău');
    expect(bacau.length).toBeGreaterThan(0);
    for (const q of ['Bac&#259;u', 'Bac&abreve;u', 'BacÄƒu']) expect(texts(q), q).toEqual(bacau);
    expect(texts('Gala&#539;i')).toEqual(texts('Galați'));
  });

  it('a query that is short once repaired is refused as short (`\\u200bC`)', () => {
    expect(() => index.autocomplete('\u200bC')).toThrow(expect.objectContaining({ code: 'invalid_query' }) as Error);
    expect(() => index.search('\u200b\u200bC')).toThrow(expect.objectContaining({ code: 'invalid_query' }) as Error);
  });

  it('property: format characters anywhere in a query do not change its suggestions', () => {
    const queries = ['Strada Lunga Brasov', 'Calea Victoriei 120', 'Cluj-Napoca', 'Bd. Unirii 5 Bucuresti', 'Alba Iulia'];
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...queries), fc.array(fc.tuple(fc.nat(), fc.constantFrom('\u200b', '\u00ad', '\u2060', '\u200e')), { minLength: 1, maxLength: 3 }), (q, inserts) => {
      let dirty = q;
      for (const [at, ch] of inserts) {
        const k = at % (dirty.length + 1);
        dirty = dirty.slice(0, k) + ch + dirty.slice(k);
      }
      checked++;
      expect(texts(dirty), JSON.stringify(dirty)).toEqual(texts(q));
    }), { numRuns: 60, seed: 7 });
    expect(checked).toBe(60);
  });
});
