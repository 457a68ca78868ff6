/**
 * Romanian address words that are not names: the markers of a house number and
 * of building details, postal-code words, the field labels clerks type
 * (`Localitate:`, `Jud.:`, `Adresa:`), the country, and the notes that ride
 * along in a field (`parter`, `corp B`, `(sediu social)`). All folded (see
 * `normalize.ts`). Both readers of address text (verify's `address-parser` and
 * autocomplete's `query`) take their lists from here, so the two read the
 * same words the same way.
 *
 * Street types and person titles live in `street-name.ts`; locality kinds,
 * counties and the sector grammar in `aliases.ts`. `text/address-tokens.ts`
 * reads text into words and gives each word every role these lists allow.
 */

/** The part of a house number a keyword introduces. */
export type HouseField = 'house' | 'block' | 'staircase' | 'floor' | 'apartment' | 'km';

/**
 * Every word that introduces a part of the house number, with the part: the house number
 * proper (`nr. 12`, `număr 12`, `no 12`), a building detail (`bl. 3`, `sc. A`, `et. 2`, `ap. 10`;
 * international checkouts' `apartment 3`, `flat 2`, `floor 1`, `block B4`) or a kilometre (`DN1
 * km 12`). The house-number reader and the address reader both read them from here.
 */
export const HOUSE_KEYWORDS: Readonly<Record<string, HouseField>> = Object.freeze(Object.assign(Object.create(null) as Record<string, HouseField>, {
  nr: 'house', numar: 'house', numarul: 'house', no: 'house',
  // The article said short, as it is heard and written down (`numaru 7`, `blocu 4`, `etaju 2`): spoken forms.
  numaru: 'house', blocu: 'block', etaju: 'floor', apartamentu: 'apartment',
  // Hungarian `hsz.` (házszám), before the number as `nr.` is.
  hsz: 'house', hazszam: 'house',
  bl: 'block', bloc: 'block', blocul: 'block', block: 'block',
  // English forms and relocation e-mails: `Building 3, staircase B, flat 14`, `Bldg C`, `Unit 5`.
  building: 'block', bldg: 'block',
  sc: 'staircase', scara: 'staircase', scarii: 'staircase', staircase: 'staircase', stair: 'staircase', entrance: 'staircase',
  et: 'floor', etaj: 'floor', etajul: 'floor', floor: 'floor',
  ap: 'apartment', apt: 'apartment', apart: 'apartment', apartament: 'apartment', apartamentul: 'apartment', apartment: 'apartment', flat: 'apartment', unit: 'apartment',
  // German, before the value (`Stiege 2`, `Stock 3`, `Etage 1`, `Wohnung 5`, `Whg. 5`); Hungarian writes the
  // value first (`3. emelet`: `BUILDING_WORDS_AFTER_VALUE`).
  stiege: 'staircase', stock: 'floor', etage: 'floor', wohnung: 'apartment', whg: 'apartment',
  // Italian, Spanish and French forms filled abroad (`numero civico 12`, `número 52`, `blocco A, scala 2, piano 3,
  // interno 12`, `bloque B`, `escalera 2`, `piso 3`, `puerta 4`, `bâtiment C`, `escalier 2`, `appartement 5`).
  numero: 'house', blocco: 'block', palazzina: 'block', bloque: 'block', batiment: 'block',
  scala: 'staircase', escalera: 'staircase', escalier: 'staircase',
  piano: 'floor', piso: 'floor',
  interno: 'apartment', appartamento: 'apartment', puerta: 'apartment', appartement: 'apartment',
  // German and Spanish number words of letters from abroad (`Hausnummer 12`, `núm. 12`); the English `house` and
  // the German `Haus` are the house itself, as `casa` is (`HOUSE_THING_WORDS`: `house 12`, `house no. 12`, and
  // `Hausnr. 12`, which the reader splits as it splits `Doinanr 5`, `GLUED_NAME_MARKER`).
  hausnummer: 'house', num: 'house',
  km: 'km',
}));

/**
 * What a house-number field may name before its number (`casa 17`, `vila 3`, `lot 12`, `parcela 4`,
 * `corp B`): the thing numbered, not the end of a street's name cut into that field (verify's
 * structured reader, `nameOpeningHouseField`).
 */
export const NUMBERED_THING_WORDS: ReadonlySet<string> = new Set(['casa', 'casei', 'house', 'haus', 'vila', 'vilei', 'lot', 'lotul', 'parcela', 'parcelei', 'corp', 'corpul', 'hala', 'poarta', 'garaj', 'garajul', 'boxa', 'magazin', 'spatiu', 'spatiul', 'camera', 'cam', 'interior', 'int', 'tronson', 'unitatea', 'cladirea', 'imobil', 'imobilul',
  // A firm's site: its loading bays, warehouses and offices (`Calea Buziașului nr. 42, rampa 5`, `depozit 3`, `birou 12`).
  'rampa', 'rampei', 'depozit', 'depozitul', 'depozitului', 'birou', 'biroul']);

/**
 * A dispatch's vehicle named before its own number after the address (`TURDA CALARASI 18 ->AUTOGARA masina 68`,
 * `Str. Lungă 5, taxi 12`, `…, microbuz 3`): the car sent, numbered in the fleet, not a second house number
 * (`THING_AFTER_NUMBER` leaves it out as it does `casa 2`; issue 24, small124). Kept apart from
 * {@link NUMBERED_THING_WORDS}: a vehicle is no part of a house-number field.
 */
export const VEHICLE_WORDS: ReadonlySet<string> = new Set([
  'masina', 'masinii', 'auto', 'autoturism', 'autoturismul', 'taxi', 'taxiul', 'microbuz', 'microbuzul', 'autocar', 'autocarul', 'vehicul', 'vehiculul',
  'indicativ', 'indicativul',
]);

/**
 * The house itself, named before its number where rural registers write `nr.` (`sat Poiana casa 77`,
 * `casa nr. 12`): the word goes with the house number (a thing of `NUMBERED_THING_WORDS` otherwise,
 * beside another number: `Str. Lungă 5, casa 2`).
 */
export const HOUSE_THING_WORDS: ReadonlySet<string> = new Set(['casa',
  // Letters from abroad write it in English or German (`Satul Boghicea house 327`, `house no. 12`, `Hausnr. 12`).
  'house', 'haus']);

/**
 * Where a report places a deed by a house, written before the house's number marker (`pe strada Cetății
 * în dreptul imobilului nr. 26`, `în dreptul nr. 7`, `în fața casei nr. 12`), folded: police reports and
 * fines place the deed so. The phrase, and the house named in the genitive after it
 * ({@link HOUSE_POSITION_THINGS}), say the number is the house's: left out as a note, the number read as
 * the house number (the house reader's `positionBefore`). Not a block's (`în dreptul blocului nr. 5`
 * numbers the block, no house).
 */
export const HOUSE_POSITION_PHRASES: ReadonlyArray<readonly string[]> = [['in', 'dreptul'], ['in', 'fata']];

/** The house named after a {@link HOUSE_POSITION_PHRASES} phrase, in the genitive (`în dreptul imobilului nr. 26`, `în fața casei nr. 12`). */
export const HOUSE_POSITION_THINGS: ReadonlySet<string> = new Set(['imobilului', 'casei', 'cladirii', 'locuintei', 'numarului']);

/**
 * Letters that stand for a word where a sign follows them, as forms filled abroad write them: `C/`
 * (the Spanish `calle`) and a space before a name, read as a street's type (`c/o`, care of, has none). The letter alone is a kind's
 * (`c. Ciugud`) or an initial. (`n.` for `numero` needs no entry: a number after a letter is read
 * as the house's already, and `D. N. 2A` is a road's name.)
 */
export const SIGNED_LETTERS: ReadonlyArray<{ letter: string; after: RegExp; reads: string }> = [
  { letter: 'c', after: /^\/\s+\p{L}/u, reads: 'calle' },
];
/** Signs written for "number" before a house number (`#35`, `№ 12`), as international checkouts and keyboards write it. */
export const HOUSE_NUMBER_SIGNS: readonly string[] = ['#', '№'];

const keywordsOf = (fields: readonly HouseField[]): Set<string> => new Set(Object.keys(HOUSE_KEYWORDS).filter((w) => fields.includes(HOUSE_KEYWORDS[w]!)));

/** Words that introduce the house number proper (`nr. 12`, `număr 12`, `no 12`). */
export const NUMBER_MARKERS: ReadonlySet<string> = keywordsOf(['house']);

/** Words that introduce a building detail (`bl. 3`, `sc. A`, `et. 2`, `ap. 10`). */
export const DETAIL_MARKERS: ReadonlySet<string> = keywordsOf(['block', 'staircase', 'floor', 'apartment']);

/** Every word that introduces a part of the house number (`DN1 km 12` too). */
export const HOUSE_MARKERS: ReadonlySet<string> = new Set(Object.keys(HOUSE_KEYWORDS));

/**
 * Building keywords glued to their value (`nr21`, `bl3`, `ap10`, `km12`): the
 * keyword and the value are read as two words.
 */
export const GLUED_HOUSE_KEYWORD = /^(nr|bl|sc|et|ap|apt|km)(\d+[a-z]{0,3})$/;

/**
 * A house number glued to the word before it (`Gladiolelor6`, `Alecsandri46A`, `bloc4`, `sector3`):
 * three letters or more, then one to three digits and maybe a letter, read as two words. Shorter
 * letters before digits are a block's or a road's name (`A3`, `PS2`, `DN1`), four digits a year
 * (`24 Ianuarie1859`, as the data writes that street), both kept whole; so is a building detail's
 * value (`bl. CAMIN10`, the reader's `HOUSE_MARKERS` before it).
 */
export const GLUED_NAME_NUMBER = /^([a-z]{3,})(\d{1,3}[a-z]?)$/;

/** The number's marker glued to the name before it, its number after (`Strada Hațegnr.1`, `Doinanr 5`): the name and `nr` are read as two words (no Romanian word ends in `nr`). */
export const GLUED_NAME_MARKER = /^([a-z]{3,})(nr)$/;

/**
 * Markers of a place written with their dot right after the name before them, the space lost
 * between two columns (`Budeșticom. Cotești`, `Găvăneștijud. Buzău`): the name and the marker are
 * read as two words when a capital opens the word after the dot. No word of the data's names ends
 * in these (`sat` and `loc` are left out: `Ardusat`, `Banloc`).
 */
export const GLUED_PLACE_MARKERS: readonly string[] = ['com', 'jud', 'mun', 'oras'];

/** Letters written after a house number as part of it (`10bis`, `3ter`): a number glued to them is one word (see the tokenizer's glued columns). */
export const HOUSE_NUMBER_SUFFIX_WORDS: ReadonlySet<string> = new Set(['bis', 'ter']);

/** A number glued to the building keyword after it (`nr.2ap.3`, `12bl.4`): the number and the keyword are read as two words. */
export const GLUED_NUMBER_DETAIL = /^(\d+[a-z]?)(ap|apt|bl|sc|et)$/;

/** Words that introduce a București sector (`sector 3`, `sect. 3`), alone or glued to it (`s3`); `district` as English writes it (`District 3`, `3rd District`). */
export const SECTOR_WORDS: ReadonlySet<string> = new Set(['sector', 'sectorul', 'sectoru', 'sect', 'sec', 'district']);
/** Sector words that are nothing else (`sec` is also a village, `Sec`): alone at the end, one still awaits its number. */
export const SECTOR_ONLY_WORDS: ReadonlySet<string> = new Set(['sector', 'sectorul', 'sectoru', 'sect', 'district']);
/** English ordinals written before a sector word (`1st District, Bucharest`, as addresses written in English order them): the sector's number. */
export const SECTOR_ORDINALS: ReadonlyMap<string, number> = new Map([['1st', 1], ['2nd', 2], ['3rd', 3], ['4th', 4], ['5th', 5], ['6th', 6]]);

/**
 * Words that head names with a number inside (`Regimentul 5 Vânători`, `Brigada 2
 * Vânători de Munte`, `Divizia 9 Cavalerie`): a number after one may belong to the name.
 */
export const NUMBERED_NAME_HEADS: ReadonlySet<string> = new Set([
  'regimentul', 'regiment', 'brigada', 'divizia', 'batalionul', 'armata', 'corpul', 'escadrila', 'flotila', 'compania', 'grupul', 'sectia',
  // A river's mile, the Danube's and its arms' places so named (`Mila 23`).
  'mila',
]);

/**
 * A floor written in English order, before its word (`2nd floor`, `3 floor`, `ground floor`): what may
 * stand before `floor` (an ordinal's digits with their ending, or these words). The floor says
 * nothing of the postal code: left out as a note about the building.
 */
export const FLOOR_BEFORE_WORD = /^\d{1,2}(?:st|nd|rd|th)?$/;
export const FLOOR_WORDS_BEFORE: ReadonlySet<string> = new Set(['ground', 'first', 'second', 'third', 'top']);
/**
 * The floor words written after their ordinal (`2nd floor`, German `2. Stock`, `3. Etage`). Not
 * Romanian's `etaj`, `etajul`: `scara 2 etajul 3` writes the floor's number after it, and the number
 * before it is another part's.
 */
export const FLOOR_WORDS_AFTER_ORDINAL: ReadonlySet<string> = new Set(['floor', 'stock', 'etage', 'piano', 'piso']);

/** Months: a number before one is part of a name (`1 Mai`, `23 August`), not a house number. */
export const MONTHS: ReadonlySet<string> = new Set([
  'ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie',
]);

/**
 * Labels naming the country (`Țara: România`, `Country: Romania`): words of places' and streets' names
 * too (`Țara Oașului`), so a label only opening a field or before a colon.
 */
export const COUNTRY_LABELS: ReadonlySet<string> = new Set(['tara', 'country']);
/**
 * The couriers and food-delivery apps whose name heads a delivery note (`GLS: Calea Văcărești 211, …`,
 * `Glovo Cluj - Str. Albac 2`, `Bolt Food: …`), folded: labels, like `COUNTRY_LABELS` only opening a field
 * or before a colon (a name elsewhere stays a name).
 */
export const COURIER_LABELS: ReadonlySet<string> = new Set(['gls', 'glovo', 'foodpanda', 'tazz', 'bolt', 'sameday', 'cargus', 'dpd']);
/** Labels only opening a field or before a colon: {@link COUNTRY_LABELS} and {@link COURIER_LABELS}. */
export const OPENING_ONLY_LABELS: ReadonlySet<string> = new Set([...COUNTRY_LABELS, ...COURIER_LABELS]);

/** Words that introduce a county (`jud. Cluj`, `județul CJ`; `Judeul`, `Jude`: as an export that drops the Romanian letters writes them). */
export const COUNTY_MARKERS: ReadonlySet<string> = new Set(['jud', 'judet', 'judetul', 'jd', 'judeul', 'jude', 'kreis',
  // Forms filled abroad (`provincia di Suceava`, `provincia de Galati`, `prov. Suceava`, `département de Caraș-Severin`).
  'provincia', 'prov', 'departement',
  // Letters from abroad name the county a district (`Distr. Neamț`, `District Teleorman`); before a number the word
  // is București's sector's (`District 3`, `SECTOR_WORDS`).
  'distr', 'district']);
/** Words between a county's or a kind's word of another language and its name (`provincia di Suceava`, `comune di Ulmeni`, `municipio de Ponoarele`). */
export const FOREIGN_MARKER_LINKS: ReadonlySet<string> = new Set(['di', 'de', 'del', 'della']);

/** Words written before a postal code (`cod poștal`, `codul`, `CP`, `Cod:`). */
export const POSTAL_CODE_WORDS: ReadonlySet<string> = new Set(['cod', 'codul', 'postal', 'cp', 'zip']);

/** County words written after the county's name, in Hungarian or English (`Hargita megye`, `Cluj County`): a label in free-form text, stripped from a `county` field. */
export const COUNTY_WORDS_AFTER_NAME: readonly string[] = ['megye', 'county', 'province'];

/** The address elements of an e-invoice (UBL, e-Factura), folded: `StreetName`, `CityName`, `CountrySubentity`... */
export const UBL_FIELD_NAMES: readonly string[] = ['streetname', 'additionalstreetname', 'buildingnumber', 'cityname', 'postalzone', 'countrysubentity', 'identificationcode', 'postaladdress', 'addressline'];

/** `Indirizzo`, `Dirección`, `Domicilio`, `Adresse`, `Anschrift`: a form's label for the address in the languages of the countries Romanians write home from. */
export const FOREIGN_ADDRESS_LABELS: readonly string[] = ['indirizzo', 'direccion', 'domicilio', 'adresse', 'anschrift', 'heimatanschrift'];

/**
 * Field labels that say nothing about the value but that it is an address
 * (`Adresa:`, `Domiciliul:`, `Sediul:`): left out of the reading. Labels that
 * do say something (`Str.:`, `Loc.:`, `Jud.:`, `Nr.:`) are the markers they
 * abbreviate and are read as such.
 */
export const ADDRESS_LABELS: ReadonlySet<string> = new Set([
  'adresa', 'adresei', 'domiciliu', 'domiciliul', 'domiciliat', 'domiciliata', 'sediu', 'sediul', 'resedinta', 'tara', 'corespondenta', 'corespondenţa',
  // Deeds: `imobilul situat în …`, `apartamentul nr. 4 situat în Brăila, …`; what is situated (`imobil`, `terenul`).
  'situat', 'situata', 'situate', 'situati', 'imobil', 'imobilul', 'terenul',
  // A farm's register: the household it lists (`gospodăria din Beria de Jos nr. 18`).
  'gospodaria', 'gospodarie',
  // Where an apiary, a farm's building or a sign stands (`Stupina deplasată 103 familii, amplasament: extravilan sat …`)
  // (issue 24, shapes93).
  'amplasament', 'amplasamentul', 'amplasare', 'amplasata', 'amplasat',
  // A county word written after the county's name, in Hungarian or English (`Hargita megye`, `Cluj County`).
  ...COUNTY_WORDS_AFTER_NAME,
  // The field labels of international checkouts (`Address line 1:`, `City:`, `State/Province:`, `Country:`).
  'address', 'city', 'state', 'province', 'region', 'country',
  // The field codes of a bank transfer's address lines (SWIFT MT103: `/ADR/…`, `/CITY/…`, `/CTRY/RO`).
  'adr', 'ctry',
  // An e-invoice's (UBL) address elements, written as one word when the text lost its capitals (`STREETNAME: …`, `cityname: …`).
  ...UBL_FIELD_NAMES,
  // A shop's or courier's labels: `Livrare: …`, `Aș dori livrarea la …`, `Ridicare de la …`, `Locație: …`.
  'livrare', 'livrarea', 'ridicare', 'locatie', 'locatia', 'destinatie', 'destinatia',
  // A bill's kind of address alone as its label (`Facturare: …`), as `Livrare:` is: it was left unexplained (props133,
  // E346). (Not `expediere`: `… - expediere prin poștă: Str. …` is a message's request, E271, its words no label's.)
  'facturare',
  // A transport's loading and unloading place, in its papers and its dispatchers' messages (`Încărcare: Ștei`,
  // `incarcare Ierșnic (Ohaba Lungă)`, `camionul descarcă la Corunca`).
  'incarcare', 'incarcarea', 'descarcare', 'descarcarea', 'incarca', 'descarca',
  // A courier's or a food-delivery app's name heading the note (COURIER_LABELS).
  ...COURIER_LABELS,
  // Forms filled abroad: Italian, Spanish, French and German words for the address (FOREIGN_ADDRESS_LABELS).
  ...FOREIGN_ADDRESS_LABELS,
]);

/**
 * Labels of one field of an address (`City:`, `State/Province:`, `Country:`, `Țara:`, `Cluj County`),
 * not of a whole one: after a `|` or `;` they open the next field of the same address (`Address: Bd.
 * Decebal 50 | City: Oradea | Country: Romania`), never a second address.
 */
export const FIELD_LABELS: ReadonlySet<string> = new Set(['city', 'state', 'province', 'region', 'country', 'ctry', 'tara', ...COUNTY_WORDS_AFTER_NAME, ...UBL_FIELD_NAMES]);

/**
 * The small words of a message that place an address (`salut! pe Semaforului 5 în Sibiu`, `stau în
 * Cluj pe Primăverii la nr 10`, `din Constanța de pe Soveja 100`): `pe` before the street, `la`
 * between the street and its number, `în`/`din` before the town.
 */
export const PROSE_STREET_WORD = 'pe';
/**
 * The auxiliaries a reflexive `s-` is glued to in a sentence's verb (`s-a votat`, `s-au închis`, `s-ar putea`), folded:
 * `s-a` after a house number opens a sentence, not the number's letter, and is no company's `S.A.`.
 */
export const REFLEXIVE_AUXILIARIES: ReadonlySet<string> = new Set(['a', 'au', 'ar']);
/** The reflexive pronoun glued to {@link REFLEXIVE_AUXILIARIES} (`s-a`). */
export const REFLEXIVE_PRONOUN = 's';
/** The `de` of `de pe` before a street's type word (`la secția 44 de pe str. Lungă 26`, `din Constanța de pe Str. Soveja 100`). */
export const PROSE_STREET_FROM = 'de';
/**
 * Words after the `pe`, `la`, `din` or `în` of places' and streets' names (`Săsenii pe Vale`, `Remeți pe
 * Someș`, `Saroș pe Târnave`, `Lunca la Tisa`, `La Curte`, `Drumul la Roșu`, `La Recea`, `Păduroiu din
 * Deal`, `Cotofenii din Dos`, `Vale în Jos`): no message's street or town follows.
 */
export const LINKED_PLACE_NAME_WORDS: ReadonlySet<string> = new Set([
  'vale', 'deal', 'somes', 'tarnave', 'tisa', 'curte', 'rosu', 'recea', 'chiajna', 'dos', 'fata', 'groapa', 'jos',
]);
/**
 * Those of {@link LINKED_PLACE_NAME_WORDS} that go on a place's name after `din` (`Păduroiu din Deal`, `Cotofenii din
 * Dos`, `Moara din Groapă`, `Vale din Jos`; SIRUTA's only ones): `Roșu`, `Recea`, `Chiajna` go on names after `la`
 * (`Drumul la Roșu`, `La Recea`), and after `din` are a village of their own (`Pelerinii din Roșu (com. Chiajna)`).
 */
export const NAME_WORDS_AFTER_DIN: ReadonlySet<string> = new Set(['deal', 'vale', 'dos', 'fata', 'groapa', 'jos']);
/**
 * Those of {@link LINKED_PLACE_NAME_WORDS} that follow the `La` opening a place's name and name no place alone (`La
 * Curte`, a village of Bistrița-Năsăud, SIRUTA's only name opening with `La`): after a label, that `la` is the name's
 * first word, no link of the label (`Adresa mea este La Curte din comuna Sânmihaiu de Câmpie`, `Livrare: La Curte 12`;
 * issue 24, small124). Not `recea`, `chiajna` (the streets `La Recea` of Alba Iulia, `La Chiajna` of București): Recea
 * and Chiajna are places, and `domiciliat la Recea` says where one lives.
 */
export const NAME_WORDS_AFTER_LA: ReadonlySet<string> = new Set(['curte']);
/** The link a name of {@link NAME_WORDS_AFTER_LA} opens with. */
export const NAME_OPENING_LINK = 'la';
export const PROSE_NUMBER_WORD = 'la';
export const PROSE_TOWN_WORDS: ReadonlySet<string> = new Set(['in', 'din']);
/**
 * `pentru` and its short form (`pt`, `pt.`) before a message's village or town opening the address (`o mașină pt Ghirișa,
 * Beltiug, Satu Mare, nr 243`, `o masina pentru Tarnovita, Bradesti, Harghita`: a car sent for a place; issue 24,
 * shapes117): the place's link as `în`/`din` are (`message-reader.ts`, `townFieldKept`), never before a person's given
 * name (`Colet pentru Ion Popescu, …`: the addressee).
 */
export const PROSE_FOR_WORDS: ReadonlySet<string> = new Set(['pentru', 'pt']);
/**
 * Pronouns glued by a hyphen to the word before them (`să-l`, `să-i`, `să-mi`, `să-și`): after `să` they make it the
 * conjunction of a sentence (`Dumnezeu să-l odihnească!`, a notice's last words), no company's legal form `SA`.
 */
export const HYPHENATED_CLITICS: ReadonlySet<string> = new Set(['l', 'i', 'o', 'mi', 'ti', 'si', 'ne', 'va', 'le']);

/**
 * Words of a message's sentence before the `în`/`din` of its town (`stau în Brașov`, `ma gasiti in Brasov`,
 * `livrare în Sibiu`, `se poate ridica din Constanța`): a field of names only before `din` is a village and
 * its commune (`Bolda din Beltiug, jud. Satu Mare, nr. 12`), not a message, so one of these must stand there.
 */
export const MESSAGE_PROSE_WORDS: ReadonlySet<string> = new Set([
  'sunt', 'suntem', 'este', 'e', 'stau', 'stam', 'sta', 'locuiesc', 'locuim', 'locuieste', 'ma', 'ne', 'gasiti', 'gasesti', 'gasesc', 'eu', 'noi',
  'aici', 'acum', 'livrare', 'livrarea', 'livrati', 'livreaza', 'ridicare', 'ridica', 'ridicati', 'predare', 'poate', 'puteti', 'trimiteti', 'trimite',
  'veniti', 'vin', 'venim', 'lucrez', 'lucram', 'am', 'avem', 'domiciliat', 'domiciliata', 'sediul', 'adresa', 'dorim', 'doresc', 'vreau',
]);

/**
 * The words of English sentences around an address, as foreigners' e-mails and notes write them
 * (`Hi Sarah, the new flat is at …`, `FYI the student dorm is full, so I rented a room at …`, `…
 * Send the documents there please.`, `… - movers arrive Monday at 9.`, `Call me when the truck
 * leaves.`, `house no. 215 on the main road`): a clause of these words only is the message's, and so
 * is a run of them that ends with a link (`ENGLISH_LEAD_IN_LINKS`) before the address. Function words,
 * and the everyday words of moving, sending and delivering; none that names a Romanian place or street
 * alone (clauses of one word are never read so; `ENGLISH_WEAK_WORDS` are no evidence of English).
 */
export const ENGLISH_PROSE_WORDS: ReadonlySet<string> = new Set([
  'i', 'we', 'you', 'he', 'she', 'they', 'me', 'us', 'our', 'my', 'your', 'their', 'his', 'her', 'it', 'its', 'there', 'here',
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'some', 'all',
  'is', 'are', 'was', 'were', 'am', 'be', 'been', 'will', 'would', 'can', 'could', 'should', 'have', 'has', 'had', 'do', 'does', 'did', 'get', 'got',
  'so', 'and', 'but', 'or', 'also', 'just', 'now', 'then', 'when', 'while', 'until', 'before', 'after', 'because', 'as', 'if', 'not',
  'at', 'to', 'on', 'in', 'of', 'for', 'from', 'with', 'by', 'into', 'near', 'next', 'opposite', 'behind', 'front',
  'new', 'old', 'full', 'main', 'quick', 'update', 'fyi', 'please', 'thanks', 'thank', 'hi', 'hello', 'dear', 'hey',
  'moved', 'move', 'moving', 'live', 'living', 'lives', 'stay', 'staying', 'rented', 'rent', 'renting', 'bought', 'found',
  'arrive', 'arrives', 'arriving', 'leave', 'leaves', 'leaving', 'stops', 'stop', 'send', 'call', 'ring', 'text', 'deliver', 'ship',
  'flat', 'room', 'office', 'home', 'place', 'dorm', 'student', 'documents', 'document', 'letters', 'truck', 'movers', 'bus', 'school', 'road',
  'delivery', 'parcel', 'package', 'shipment', 'cabin', 'chalet', 'cottage',
  // A rental listing's description (`- traditional Saxon house, 4 rooms`, `cozy renovated cottage`).
  'house', 'traditional', 'saxon', 'rustic', 'cozy', 'renovated', 'guesthouse', 'garden', 'view',
  // A guest's review (`Great location in Baia de Aramă (Mehedinți), quiet village, the hosts speak a little English.`).
  'great', 'location', 'quiet', 'clean', 'friendly', 'nice', 'lovely', 'beautiful', 'amazing', 'perfect', 'hosts', 'host', 'speak', 'speaks',
  'little', 'english', 'food', 'breakfast', 'recommend', 'recommended', 'highly', 'very', 'really', 'stayed', 'loved',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'morning', 'afternoon', 'evening', 'tomorrow', 'today', 'week',
]);
/** English prose words that are also Romanian words or numerals of names (`in`, `a`, `I` of `Carol I`): a clause of these only is no English. */
export const ENGLISH_WEAK_WORDS: ReadonlySet<string> = new Set(['i', 'a', 'an', 'in', 'to', 'do', 'be', 'me', 'us', 'on', 'as', 'at', 'all']);
/** The last word of an English lead-in before the address (`… is at`, `we moved to`, `Cabin in`). */
export const ENGLISH_LEAD_IN_LINKS: ReadonlySet<string> = new Set(['at', 'to', 'in']);

/** Words that count pieces after a number in an order's note (`2 buc`, `3 bucăți`) or a listing's rooms (`4 camere`, `4 rooms`): the number is no house's, `buc` no București. */
export const QUANTITY_WORDS: ReadonlySet<string> = new Set(['buc', 'bucati', 'bucata', 'bax', 'baxuri', 'colete', 'colet', 'camere', 'rooms', 'bedrooms']);
/**
 * Things a record or a listing counts after a number, in a field of their own (`familia Neagu, 6 persoane`,
 * `…, 2 băi, 2 balcoane`, `1 victimă`): plurals (and a few singulars after 1) that abbreviate no place, so
 * that no number of the address's need come before them (as `2 buc` needs: `Sector 6 Buc.` is București).
 */
export const COUNTED_THING_WORDS: ReadonlySet<string> = new Set([
  'persoane', 'apartamente', 'saci', 'bai', 'balcoane', 'victime', 'cutii', 'pachete', 'genti', 'valize', 'membri',
  // A farm's herd and hives as its registers, milk centres and vets count them (`4 vaci`, `14 bovine, 33 ovine`,
  // `40 stupi`) (issue 24, shapes93).
  'vaci', 'bovine', 'ovine', 'caprine', 'porcine', 'cabaline', 'oi', 'capre', 'porci', 'vitei', 'juninci', 'tauri', 'bivoli',
  'miei', 'iezi', 'purcei', 'cai', 'magari', 'stupi', 'gaini', 'pasari', 'rate', 'gaste', 'curci', 'iepuri', 'animale', 'capete',
  // What a pool's, a gym's or a club's subscription counts (`abonament 12 intrări`, `8 ședințe`; issue 24, shapes102).
  'intrari', 'sedinte', 'antrenamente', 'lectii',
  // A ride's or a transfer's passengers (`4 pers.`, `2 adulți, 1 copil`, `3 pasageri`, `2 adults`; issue 24, shapes106):
  // `pers` abbreviates `persoane`, no place (read as the village Periș, one letter off, before).
  'pers', 'adulti', 'copii', 'pasageri', 'calatori', 'adults', 'children', 'kids', 'passengers', 'persons', 'people', 'pax',
  // A holiday offer's or a booking's nights (`Hotel Majestic 3*, 7 nopți, demipensiune`, `6 nights`; issue 24, props123):
  // read as a house and its street before, the county's seat answered. No place or street of the data is so named.
  'nopti', 'nights',
]);
/**
 * A service's word naming a firm after its town, opening a dispatch's or a ticket's text before the town and a colon
 * (`Taxi Segarcea: preluare str. …`, `Transport Călimănești: …`, `Service Roman: …`): the word is the firm's, the town
 * still the address's (leave-out/organisations.ts; issue 24, shapes107).
 */
export const SERVICE_WORDS: ReadonlySet<string> = new Set([
  'taxi', 'maxitaxi', 'transport', 'transporturi', 'curierat', 'dispecerat', 'dispecer', 'service', 'servicii', 'transfer', 'transferuri',
]);
/**
 * A trip's measures as dispatch lines, drivers' logs and bookings write them after a number, in a field of their own
 * (`P: Bizamului 27 / TL Tulcea / 12 min / #465`, `… - autogara / 10 km`, `(4 pers.)`, `2 bagaje`): the minutes to the
 * pick-up, the distance, the passengers and the luggage. Counted as {@link COUNTED_THING_WORDS} are: the number is no
 * house's (`pers` no Periș, `min` no place; issue 24, shapes107).
 */
export const TRIP_MEASURE_WORDS: ReadonlySet<string> = new Set(['min', 'minute', 'km', 'pers', 'pasageri', 'kg', 'bagaje']);
/**
 * A subscription's word opening a field that counts what it buys (`Petru Pop, abonament 12 intrări, adresa …`,
 * `abonament copil 8 ședințe`): with its number and a counted thing ({@link COUNTED_THING_WORDS}) closing the field, a note.
 */
export const SUBSCRIPTION_WORDS: ReadonlySet<string> = new Set(['abonament', 'abonamentul', 'abonamente']);
/** The same things one of them, after `1` only (`1 victimă`, `1 baie`, `1 sac`): elsewhere such a word may be a name's (`Baia`, `Sacu`). */
export const COUNTED_THING_ONE: ReadonlySet<string> = new Set([
  'persoana', 'apartament', 'sac', 'baie', 'balcon', 'victima', 'cutie', 'pachet', 'geanta', 'valiza', 'membru',
  // One animal of a farm's or a fair's register (`1 vacă`, `1 taur`) (issue 24, shapes93).
  'vaca', 'taur', 'vitel', 'juninca', 'bivol', 'oaie', 'capra', 'porc', 'purcel', 'miel', 'manz', 'magar', 'stup',
  // One passenger of a ride (`1 adult`, `1 copil`, `1 pasager`; issue 24, shapes106).
  'adult', 'copil', 'pasager', 'calator', 'child', 'kid', 'passenger', 'person',
]);

/** A possessive after an address label (`adresa mea e …`, `adresa noastră este:`), and the verb after it: left out with the label. */
export const LABEL_POSSESSIVES: ReadonlySet<string> = new Set(['mea', 'noastra', 'ta', 'voastra']);
export const LABEL_VERBS: ReadonlySet<string> = new Set(['e', 'este']);
/**
 * Words that say which of a person's addresses the label's is, written after the label word or before it (`adresa nouă
 * este …`, `Noua adresă: …`, `adresa corectă e …`, `adresa actuală:`): the label's, left out with it. Only the address
 * meant: `adresa veche` (the one left) labels another address, and is not here.
 */
export const LABEL_ADJECTIVES: ReadonlySet<string> = new Set([
  'noua', 'corecta', 'actuala', 'exacta', 'curenta', 'completa',
  // A deceased's last domicile, as death certificates and inheritance files write it (`ultimul domiciliu Brezoi, jud. Vâlcea`,
  // `ultim domiciliu: …`): the address meant (issue 24, fix135).
  'ultimul', 'ultim', 'ultima',
]);

/**
 * The words of a message around an address, as folded phrases: greetings opening it as a field of
 * their own (`salut!`, `Bună ziua,`, `ok,`), courtesies closing it (`vă rog`, `mulțumesc`), and a time
 * for the courier (`după ora 18`). Left out; `Buna Ziua` and `Dupa Zid` are streets too, so a greeting
 * counts only as a whole first field and a time only with its hour.
 */
export const MESSAGE_OPENERS: ReadonlyArray<readonly string[]> = [
  ['buna', 'ziua'], ['buna', 'seara'], ['buna', 'dimineata'], ['buna'], ['salut'], ['salutare'], ['hello'], ['hi'], ['ok'], ['okay'], ['alo'], ['hei'], ['servus'],
  // Italian, Spanish, French and German greetings of messages home (`ciao!`, `Buongiorno,`, `Hola,`, `Bonjour,`, `Hallo,`).
  ['ciao'], ['buongiorno'], ['buonasera'], ['hola'], ['bonjour'], ['hallo'],
  // The countryside's and the old people's greetings (`Sărut mâna,`, `Să trăiți!`, `Doamne ajută,`, `Neața,`) (issue 24, sure98).
  ['sarut', 'mana'], ['sarut', 'mainile'], ['sa', 'traiti'], ['doamne', 'ajuta'], ['neata'], ['ziua', 'buna'],
];
export const MESSAGE_CLOSERS: ReadonlyArray<readonly string[]> = [
  // Longest first: a closer is matched at the end of the text by its first phrase here, and `Vă mulțumesc
  // frumos` must not leave `Vă` behind after `mulțumesc frumos`.
  ['va', 'multumesc', 'frumos'], ['va', 'multumim', 'frumos'], ['va', 'multumesc', 'anticipat'], ['va', 'multumim', 'anticipat'],
  ['va', 'multumesc'], ['va', 'multumim'], ['multumim', 'frumos'], ['multumesc', 'mult'], ['multumim', 'mult'], ['multumesc', 'frumos'], ['multumesc', 'anticipat'], ['va', 'rog', 'frumos'], ['va', 'rog'], ['multumesc'], ['multumim'], ['mersi'],
  // Hungarian and German (`Köszönöm!`, `Köszönjük`, `danke`, `Danke schön`, `Vielen Dank`).
  ['koszonom', 'szepen'], ['koszonom'], ['koszonjuk'], ['koszi'], ['danke', 'schon'], ['vielen', 'dank'], ['danke'],
  // Italian, Spanish and French (`grazie`, `grazie mille`, `per favore`, `por favor`, `gracias`, `merci`).
  ['grazie', 'mille'], ['grazie'], ['per', 'favore'], ['por', 'favor'], ['gracias'], ['merci'],
  // A letter's and a message's leave-taking (`Cu respect,`, `Cu stimă,`, `O zi bună!`, `Toate cele bune`, `Sărut mâna!`,
  // `Numai bine`): no part of the address before them (issue 24, sure98).
  ['cu', 'respect'], ['cu', 'stima'], ['cu', 'drag'], ['cu', 'bine'], ['o', 'zi', 'buna'], ['o', 'zi', 'frumoasa'], ['o', 'seara', 'buna'],
  ['zi', 'buna'], ['toate', 'cele', 'bune'], ['numai', 'bine'], ['sarut', 'mana'], ['sarut', 'mainile'], ['sa', 'traiti'], ['doamne', 'ajuta'],
];
export const MESSAGE_TIME: readonly string[] = ['dupa', 'ora'];
/**
 * Words of a request before the address (`Vă rog să trimiteți coletul la:`, `Trimiteți comanda pe
 * adresa:`, `Livrați pachetul la:`): a first field or sentence that holds one and ends in a colon is
 * the message's, and the address follows the colon.
 */
/**
 * Verbs a `să` follows as their conjunction, before the verb of what one wants, can or must do (`vreau să vând`, `aș vrea
 * să cumpăr`, `doresc să vă anunț`, `pot să vin`, `am nevoie să …`): written without its `ă` after one of them, `sa` is
 * that conjunction, no company's `SA` ending the words before it as a firm's name (a farmer's message: `sunt din satu
 * Ercea comuna Bala judetu Mures vreau sa vand 2 vitei`) (issue 24, shapes93).
 */
export const SUBJUNCTIVE_VERBS: ReadonlySet<string> = new Set([
  'vreau', 'vrea', 'vrem', 'vreti', 'vor', 'vroiam', 'voiam', 'vrei', 'doresc', 'dorim', 'doriti', 'doreste', 'dori', 'pot', 'poti', 'putem', 'puteti',
  'poate', 'incerc', 'incercam', 'nevoie', 'trebui', 'ajuta', 'ajutati', 'rugam', 'roaga',
  // `ca să` (so that): a firm's name does not end in `ca` before its form.
  'ca',
]);
export const MESSAGE_REQUEST_WORDS: ReadonlySet<string> = new Set([
  'va', 'rog', 'sa', 'trimiteti', 'trimite', 'expediati', 'livrati', 'livreaza', 'aduceti', 'coletul', 'colet', 'pachetul', 'pachet', 'comanda',
  'comenzii', 'produsele', 'factura', 'please', 'send', 'deliver', 'ship',
  // `coletul trebuia să ajungă în …`: the `să` after them is no company's `SA`.
  'trebuie', 'trebuia',
  // Hungarian and German (`Kérem a csomagot …`, `Kérjük …`, `Bitte an:`, `Bitte senden an:`).
  'kerem', 'kerjuk', 'csomagot', 'csomag', 'kuldeni', 'kuldjek', 'bitte', 'senden', 'schicken', 'liefern', 'paket',
  // English e-mails' lead-ins (`New address for the shipment:`).
  'shipment', 'delivery', 'parcel', 'package',
  // Italian, Spanish and French (`il pacco per …:`, `el paquete a casa de mis padres:`, `colis pour …:`, `consegna a`).
  'pacco', 'pacchetto', 'paquete', 'colis', 'consegna', 'spedire', 'spedizione', 'envio', 'livraison', 'lieferung',
]);
/**
 * A parcel named at the start of the address's field, and the word that says for whom or where it
 * goes (`pacco per Belcea`, `pacchetto per Medieș-Râturi`, `Paket für Unimăt`, `colet pentru Belcea`,
 * `consegna a Chechiș`, `pacco x Belcea`): the two are the message's; the place follows them.
 */
export const PARCEL_WORDS: ReadonlySet<string> = new Set([
  'colet', 'coletul', 'pachet', 'pachetul', 'pacco', 'pacchetto', 'paquete', 'paket', 'parcel', 'package', 'colis', 'consegna',
  // An online shop's order, as buyers write to the seller (`Comanda pentru Petroșani, locuiesc pe …`, `comanda la Deva`).
  'comanda', 'comenzii',
]);
/**
 * `pentru` written short (`pt.`, `pt`), which street types also read as Piața's abbreviation (`Pt. Unirii 3`):
 * in a message or a paper's heading it is the sentence's `for` (`Extras de carte funciară pt. informare`,
 * `chiria pe decembrie pt Sibiu, Calea Turnișorului nr. 63`, `Pt. bunicii mei: Milovan, comuna Pleșoi`).
 * The reader reads it so too (`forNoise` in address-parser.ts: a noise label the run decoder chooses or not) and the index decides.
 */
export const FOR_ABBREVIATIONS: ReadonlySet<string> = new Set(['pt']);
export const PARCEL_LINKS: ReadonlySet<string> = new Set(['pentru', 'pt', 'per', 'x', 'a', 'para', 'fur', 'for', 'pour', 'la', 'catre', 'to', 'an', 'nach']);
/**
 * A label that opens a lead-in ending in a colon when other words stand with it (`Residential address in
 * Romania:`, `Address in host country:`, `Our new office address from 1 March:`): the lead-in is the
 * message's. Alone or with a form's line number (`Address:`, `Address line 1:`) it is a label.
 */
export const LEAD_IN_LABEL_WORDS: ReadonlySet<string> = new Set(['address', ...FOREIGN_ADDRESS_LABELS]);
/** Words that open a note to the courier (`…, las coletul la vecina`, `… sunați înainte`, `Plata ramburs.`): its field or sentence is left out to the end. */
export const MESSAGE_NOTE_STARTS: ReadonlySet<string> = new Set(['las', 'lasati', 'lasa', 'sunati', 'suna', 'plata', 'ramburs',
  // `lasalo la vecina`, `lasalo`: `lasă-l` written by a phone abroad (`lasciatelo` Italian).
  'lasalo', 'lasal', 'lasatil', 'lasciatelo', 'lascialo',
  // `… - predați la fratele meu`: to whom it is handed.
  'predati']);
/**
 * Words that open a note right after a phone's number, with no punctuation before it (`… familia apostol tel 0771559752 nu e
 * lift`; issue 24, fix135): a negated note on the house. Not after a house's number: a spoken request's `… numărul 47 nu
 * merge centrala` is read by the message reader, whose prose the note's words are.
 */
export const NOTE_STARTS_AFTER_PHONE: ReadonlySet<string> = new Set(['nu']);
/**
 * Words that open a caller's or a courier's note right after a number, with no punctuation before it, as
 * a transcript or a hurried note writes it (`… ap 10 suna la interfon 10`, `… et 3 fara lift`, `…
 * numarul 13 si nu mi-a venit pachetul`): `MESSAGE_NOTE_STARTS`, and words that go on a sentence
 * (`și`, `fără`) but never an address's part after its number; what follows them to the field's end is
 * left out when it holds no marker of a part (`5 și bl. 6`, `fără număr` stay read).
 */
export const NOTE_STARTS_AFTER_NUMBER: ReadonlySet<string> = new Set([...MESSAGE_NOTE_STARTS, 'si', 'fara',
  // A sentence's reflexive verb right after the house number (`… de pe str. Vasile Alecsandri 26 se votează până la
  // 18:45`): no street, village or town is named `Se …` (issue 24, shapes75).
  'se']);

/**
 * Words that open a courier's or a neighbour's note after the address (`Liftul merge doar până la 7.`, `nu
 * merge interfonul`, `Vă aștept jos la scară.`, `intrați pe poarta din spate`, `ședință joi la 19:00`, `cine
 * are cheia?`), folded: its field or sentence is left out to the end as `MESSAGE_NOTE_STARTS`' are, but only
 * when it names no part (no street type, locality kind, county, sector, postal word, or house marker with its
 * value): `vă rog la Str. Lungă 5` keeps its street.
 */
export const NOTE_STARTS_NAMING_NO_PART: ReadonlySet<string> = new Set([
  'liftul', 'lift', 'va', 'intrati', 'intra', 'sedinta', 'cine', 'unde', 'astept', 'asteptam', 'interfonul', 'poarta', 'usa',
  // A sentence's reflexive verb after the address (`(com. Lelești, GJ) se adună la troița din centrul satului`, `se intră
  // prin curte`): no street, village or town is named `Se …`.
  'se',
  // A volunteer's or a neighbour's sentence about himself after the address (`…, jud. CS. Am mașină, pot duce pachete.`).
  'am', 'avem', 'pot', 'putem',
  // A notice's blessing after the address (`…, Turda. Dumnezeu să-l odihnească!`).
  'dumnezeu',
  // A chat's sentence about the person after their address (a recruiter's or a colleague's message: `…, sector 6, deci ar
  // ajunge ușor la birou.`, `Îl chem la interviu joi?`, `Poate începe de la 1 decembrie.`, `…, cam 20 min de birou`): its
  // linking word, `poate`, or how far it is. (Not the pronouns `îl`, `o`, `îi`: `IL` is Ialomița's code, `bl. O` a block, `Al. II` a numbered alley.)
  'deci', 'poate', 'cam', 'aproximativ', 'adica',
  // A note to the courier after the address, the courier named as its subject (`…, nr. 111. Curierul să lase la portar.`).
  'curierul', 'curierului', 'livratorul', 'soferul',
  // A provider's notice after the street and town (a roll-out's, an outage's: `Lucrările durează două zile.`, `Echipa
  // noastră revine mâine.`, `Verifică disponibilitatea la adresa ta.`): the works, the team, the service.
  'scuze', 'lucrarile', 'interventia', 'interventiile', 'echipa', 'echipele', 'serviciile', 'serviciul', 'furnizarea',
  'verifica', 'verificati', 'multumim', 'revenim', 'reveniti', 'estimam',
  // An application's request after the applicant's domicile (a dorm's, a scholarship's: `…, domiciliată în Drăghia, comuna
  // Coroieni, Maramureș, solicit un loc în cămin`, `…, doresc transferul la …`): the first person's verb; no place is named so.
  'solicit', 'solicitam', 'doresc', 'dorim',
  // An insurer's perils after the insured place (`…, jud. Sibiu, risc grindină+îngheț`, `riscuri: incendiu, inundație`):
  // no place is named so.
  'risc', 'riscuri', 'riscurile',
  // A funeral home's order after the address (`…, Buzău; ora 10:00; sicriu nuc, fără capelă`): the coffin, the chapel; no
  // place is named so (read as places, `sicriu` was Siriu one letter off; issue 24, fix135). (`fără` alone opens no note:
  // `(et. 2, fără lift) - la (destinație) …` is read by the bracket's rule; `fără capelă` is a phrase below.)
  'sicriu', 'sicriul', 'cosciug', 'capela',
]);
/**
 * Phrases that open such a note as `NOTE_STARTS_NAMING_NO_PART`'s words do, where their first word alone would not:
 * a notice's apology (`…, Mun. Tulcea. Ne cerem scuze pentru disconfort.`, `Ne pare rău pentru întrerupere.`). `Ne`
 * alone opens a host's directions too (`Ne găsiți în Salcea, jud. Suceava`), whose place is the address. And a funeral
 * order's `fără capelă` (without the chapel), a clerk's `fără acte` (without papers), a report's `fără a respecta …` (without doing): `fără` alone is a no-number form's word
 * (`fără număr`) and a note's inside brackets (`(et. 2, fără lift)`), read by their own rules.
 */
export const NOTE_PHRASES_NAMING_NO_PART: readonly (readonly string[])[] = [['ne', 'cerem'], ['ne', 'pare'], ['ne', 'scuzam'], ['ne', 'scuzati'], ['fara', 'capela'], ['fara', 'capele'], ['fara', 'acte'], ['fara', 'a']];
/**
 * Each county's seat, by the county's code, where it is not named like its county (`Tg. Jiu` for Gorj):
 * rural papers write the seat where the county goes (`Broșteni, com. Plopșoru, Tg. Jiu`). Ilfov has
 * no seat town of its own; București is a county of its own.
 */
export const COUNTY_SEATS: ReadonlyMap<string, string> = new Map([
  ['AB', 'Alba Iulia'], ['AG', 'Pitești'], ['BH', 'Oradea'], ['BN', 'Bistrița'], ['CS', 'Reșița'], ['CJ', 'Cluj-Napoca'], ['CV', 'Sfântu Gheorghe'],
  ['DB', 'Târgoviște'], ['DJ', 'Craiova'], ['GJ', 'Târgu Jiu'], ['HR', 'Miercurea Ciuc'], ['HD', 'Deva'], ['IL', 'Slobozia'], ['MM', 'Baia Mare'],
  ['MH', 'Drobeta-Turnu Severin'], ['MS', 'Târgu Mureș'], ['NT', 'Piatra Neamț'], ['OT', 'Slatina'], ['PH', 'Ploiești'], ['SJ', 'Zalău'],
  ['TR', 'Alexandria'], ['TM', 'Timișoara'], ['VL', 'Râmnicu Vâlcea'], ['VN', 'Focșani'],
]);

/**
 * What a speaker says around an address (as a hotline agent or speech-to-text writes it down): fillers
 * and self-repairs (`deci`, `adică`, `mai exact`, `stați puțin că mă uit`, `ba da`, `e corect`), as folded
 * phrases, longest first. Left out wherever they stand (no place's or street's name holds them).
 */
export const SPOKEN_FILLERS: ReadonlyArray<readonly string[]> = [
  ['stati', 'putin', 'ca', 'ma', 'uit'], ['stai', 'putin', 'ca', 'ma', 'uit'], ['stati', 'putin'], ['stai', 'putin'], ['ca', 'ma', 'uit'],
  ['sa', 'ma', 'uit'], ['o', 'secunda'], ['mai', 'exact'], ['mai', 'precis'], ['ba', 'da'], ['e', 'corect'], ['deci'], ['adica'],
];
/**
 * The link a speaker says between what the call is about and the address (`locul de consum este Constanța
 * strada …`, `aveți adresa greșită e satul Valea Poenii …`, `sunt studentă în Suceava strada …`, `e vorba de
 * Prilog Vii comuna …`): the words before it in its field, with it, are the speaker's, when they name no part
 * and a part's marker follows it closely (`SPOKEN_LEAD_IN` in leave-out/spoken.ts). The longest first.
 */
export const SPOKEN_LEAD_IN_LINKS: ReadonlyArray<readonly string[]> = [['e', 'vorba', 'de'], ['este'], ['e'], ['in']];
/** Fillers that are also a place's name as people write it (`Deci` for Dieci, Arad): a filler only with more words after it in its field. */
export const SPOKEN_FILLERS_NAMING_PLACES: ReadonlySet<string> = new Set(['deci']);
/**
 * Words of names said short, as heard and written down (`Cotu lu Ivan`, `Calea lu Traian`): the word
 * of the data's names each stands for. A word of two letters gets no typing mistake (`allowedEdits`),
 * so the name search looks these up as the word they stand for.
 */
export const SPOKEN_NAME_WORDS: ReadonlyMap<string, readonly string[]> = new Map([['lu', ['lui']]]);
/** The word a speaker corrects a place with (`Andreiașu de Sus nu de Jos, de Sus`). */
export const SPOKEN_REPAIR_WORD = 'nu';
/** The words between a letter spelt out and the name that spells it (`o de la Oana`, `p de la Petru`). */
export const SPOKEN_SPELLING_LINK: readonly string[] = ['de', 'la'];
/**
 * Words that open a hotline agent's note after the address (`cl roagă să sunați`, `client la poartă`,
 * `apelantul revine cu nr blocului`, `comanda pt 7 30`, `2 persoane bagaje`), each with whether a word
 * (not a number) must follow it: `cl` is also Călărași's code (`…, jud. CL`).
 */
export const AGENT_NOTE_STARTS: ReadonlyMap<string, boolean> = new Map([
  ['cl', true], ['client', false], ['clientul', false], ['clienta', false], ['apelantul', false], ['apelanta', false], ['apelant', false],
  ['comanda', true], ['persoane', false], ['bagaje', false],
]);

/**
 * A technician's or a crew's log of what was done, opening the text or its field before the address (`tras
 * cablu moroda nr 50 ar`, `montat decodor str. Florilor 7, Roman`, `schimbat ont la ...`): the work's verb,
 * written as its past participle (issue 24, shapes62, the thirty-fourth set's T29). Read only with one of
 * {@link WORK_LOG_OBJECTS} right after it: the verb alone may be the start of a name.
 */
export const WORK_LOG_VERBS: ReadonlySet<string> = new Set([
  'tras', 'montat', 'demontat', 'instalat', 'dezinstalat', 'verificat', 'schimbat', 'inlocuit', 'reparat', 'configurat', 'reconfigurat',
  'mutat', 'ridicat', 'predat', 'activat', 'conectat', 'reconectat', 'deconectat', 'sudat', 'masurat', 'testat', 'repozitionat', 'pozat',
]);
/**
 * What a technician's log says was worked on, right after its verb (`tras cablu`, `verificat semnal`, `montat
 * decodor nou`): the equipment and the line; a word that qualifies it (`nou`, `coaxial`) and a link before the
 * place (`la`, `pe`, `in`) go with it ({@link WORK_LOG_TAIL_WORDS}).
 */
export const WORK_LOG_OBJECTS: ReadonlySet<string> = new Set([
  'cablu', 'cablul', 'fibra', 'decodor', 'decodorul', 'decoder', 'receptor', 'receptorul', 'semnal', 'semnalul', 'ont', 'onu', 'router', 'routerul',
  'ruter', 'modem', 'modemul', 'antena', 'parabola', 'priza', 'mufa', 'mufe', 'splitter', 'spliter', 'cutie', 'cutia', 'box', 'tv', 'stb',
  'card', 'cardul', 'sim', 'telecomanda', 'camera', 'contor', 'contorul', 'bransament', 'bransamentul', 'linie', 'linia', 'echipament', 'echipamentul', 'wifi', 'internet',
]);
/**
 * A work's status closing a technician's log (`verificat semnal brazii de sus nr 9 ph ok`, `… roman nt rezolvat`):
 * the last word of the text, after the address; no place's name, but a mistyped village's rival when kept (`ok`
 * is two letters of a place).
 */
export const WORK_LOG_STATUS_WORDS: ReadonlySet<string> = new Set(['ok', 'okay', 'rezolvat', 'rezolvata', 'finalizat', 'finalizata', 'functional', 'functioneaza', 'done',
  // A sale's or a delivery's record closing with its payment (`04.12.2026-sat X/com.Y/nr244-jud.IS-5mst-achitat`, a wood
  // yard's glued log): kept, `achitat` was read as the village and the commune's seat answered (issue 24, fix136).
  'achitat', 'achitata', 'neachitat', 'neachitata', 'platit', 'platita', 'neplatit', 'neplatita', 'incasat', 'incasata']);
/** Words that may follow a {@link WORK_LOG_OBJECTS} word in the log's lead: a qualifier, or the link before the place. */
export const WORK_LOG_TAIL_WORDS: ReadonlySet<string> = new Set(['nou', 'noua', 'coaxial', 'optic', 'optica', 'utp', 'si', 'la', 'pe', 'in', 'catre']);

/** Words of a message that end the name of a town written after `în`/`din` (`in bucuresti va rog`, `in Ploiești dupa ora 18`). */
export const MESSAGE_WORDS: ReadonlySet<string> = new Set(['va', 'rog', 'multumesc', 'mersi', 'dupa', 'pana', 'daca', 'unde', 'cand', 'pentru', 'sunati', 'langa', 'las', 'lasati', 'acasa']);

/**
 * Locality kind words a typist mistypes by one letter where they open a field, before the village's
 * name (`sar Goleț`, `dat Ciocadia nr. 105`, `sta Coldău`, beside the commune or town marked): such a
 * word is read as the marker too, at `READING_PRIOR.mistypedKind`, if the vocabulary gives it no role
 * and it is none of {@link NOT_MISTYPED_KIND}.
 */
export const MISTYPABLE_KIND_WORDS: ReadonlySet<string> = new Set(['sat']);
/** Words one letter from a mistypable kind word that are words of their own where a field opens (`sau`, `să`, `st`). */
export const NOT_MISTYPED_KIND: ReadonlySet<string> = new Set(['sau', 'sa', 'st', 'sf', 'set', 'sac', 'cat', 'tat']);

/** Locality kind words that name a neighbourhood (`cartier Mănăștur`, `cart. Archia`, `zona Gării`): a SIRUTA locality of a town, or only a part of it. */
export const NEIGHBOURHOOD_WORDS: ReadonlySet<string> = new Set(['cartier', 'cartierul', 'cart', 'zona']);

/**
 * A lost-item notice's head opening the text (`S-a pierdut câine negru, zona …`, `Pierdut portofel, …`, `Am pierdut
 * cheile, Str. …`), folded: the verb of the loss, then what was lost, to its field's end. It names no place: left
 * unexplained, it made a notice's street answer ambiguously (issue 24, zone95).
 */
export const LOST_NOTICE_VERBS: ReadonlySet<string> = new Set(['pierdut', 'pierduta', 'pierduti', 'pierdute', 'disparut', 'disparuta', 'furat', 'furata']);
/** The words that may stand before a {@link LOST_NOTICE_VERBS} word at the text's start (`S-a pierdut`, `Am pierdut`, `s-au furat`), folded, as the reader splits them at the hyphen. */
export const LOST_NOTICE_LEADS: ReadonlySet<string> = new Set(['s', 'a', 'au', 'am', 'ne', 'mi', 'i', 'ni', 'ati', 'ti']);
/** The most words of what was lost, after the verb of a {@link LOST_NOTICE_VERBS} head, before its field ends (`câine negru cu zgardă roșie`). */
export const LOST_NOTICE_MOST_WORDS = 6;

/**
 * Neighbourhoods of the large towns that people write beside the street (`Str. Avrig 5, Pantelimon,
 * Sector 2`, `Str. Trifoiului 12, Mănăștur, Cluj-Napoca`, `cartier Viziru, Brăila`): parts of a town
 * that SIRUTA does not list, many of them named like villages or towns elsewhere (Pantelimon and
 * Berceni of Ilfov, Rahova of Prahova, Viziru of Brăila county). A field that is one of these is
 * read also as left out, a part of the town; the index confirms it when the town found is the
 * neighbourhood's (`READING_PRIOR.knownNeighbourhoodLeftOut`, `RESOLUTION_WEIGHT.neighbourhoodElsewhere`).
 * Each town by its county code and name (București: the whole county, its sectors).
 */
export const TOWN_NEIGHBOURHOODS: ReadonlyArray<{ county: string; town: string; names: readonly string[] }> = [
  {
    county: 'B', town: 'București', names: [
      'Berceni', 'Pantelimon', 'Militari', 'Drumul Taberei', 'Titan', 'Colentina', 'Dristor', 'Giulești', 'Tei', 'Floreasca',
      'Cotroceni', 'Rahova', 'Ferentari', 'Crângași', 'Vitan', 'Balta Albă', 'Obor', 'Dorobanți', 'Aviației', 'Primăverii',
      'Grozăvești', 'Băneasa', 'Pipera', 'Ghencea', 'Tineretului', 'Văcărești', 'Dămăroaia', 'Bucureștii Noi', 'Pajura',
      'Giurgiului', 'Progresul', 'Apărătorii Patriei', 'Olteniței', 'Timpuri Noi', 'Iancului', 'Herăstrău', 'Uranus', 'Lujerului',
      'Gorjului', 'Străulești', 'Dudești', 'Vatra Luminoasă', 'Fundeni', 'Ciurel', 'Baba Novac', 'Dealul Spirii',
      'Drumul Sării', 'Mihai Bravu', '13 Septembrie', 'Panduri', 'Lacul Tei', 'Andronache', 'Antiaeriană', 'Alexandriei', 'Regie',
    ],
  },
  {
    county: 'IS', town: 'Iași', names: [
      'Tătărași', 'Copou', 'Nicolina', 'Păcurari', 'Alexandru cel Bun', 'Dacia', 'Galata', 'Frumoasa', 'Canta', 'Mircea cel Bătrân',
      'Țicău', 'Bucium', 'Podu Roș', 'Cantemir', 'Bularga', 'Tudor Vladimirescu', 'CUG', 'Moara de Foc', 'Socola', 'Sărărie',
      'Agronomie', 'Metalurgiei', 'Podu de Piatră',
    ],
  },
  {
    county: 'CJ', town: 'Cluj-Napoca', names: [
      'Mănăștur', 'Gheorgheni', 'Mărăști', 'Zorilor', 'Grigorescu', 'Gruia', 'Andrei Mureșanu', 'Bulgaria', 'Iris', 'Someșeni',
      'Dâmbul Rotund', 'Bună Ziua', 'Între Lacuri', 'Borhanci', 'Sopor', 'Becaș', 'Europa',
    ],
  },
  {
    county: 'TM', town: 'Timișoara', names: [
      'Fabric', 'Iosefin', 'Elisabetin', 'Cetate', 'Mehala', 'Freidorf', 'Fratelia', 'Ronaț', 'Circumvalațiunii', 'Girocului',
      'Soarelui', 'Complexul Studențesc', 'Lipovei', 'Blașcovici', 'Plopi', 'Kuncz', 'Torontalului', 'Steaua', 'Badea Cârțan',
      'Ciarda Roșie', 'Tipografilor',
    ],
  },
  {
    county: 'CT', town: 'Constanța', names: [
      'Tomis Nord', 'Tomis I', 'Tomis II', 'Tomis III', 'Faleză Nord', 'Faleză Sud', 'Coiciu', 'Inel I', 'Inel II', 'Palas',
      'Peninsula', 'Anadalchioi', 'Abator', 'Medeea', 'Viile Noi', 'Compozitori', 'Boreal', 'Trocadero',
    ],
  },
  { county: 'BR', town: 'Brăila', names: ['Viziru', 'Hipodrom', 'Radu Negru', 'Obor', 'Brăilița', 'Chercea', 'Progresul', 'Lacu Dulce', 'Apollo'] },
  { county: 'GL', town: 'Galați', names: ['Țiglina', 'Mazepa', 'Dunărea', 'Siderurgiștilor', 'Aeroport', 'Barboși', 'Traian Nord'] },
  {
    county: 'DJ', town: 'Craiova', names: [
      'Craiovița Nouă', 'Brazda lui Novac', 'Valea Roșie', 'Lăpuș', 'Sărari', 'Bariera Vâlcii', 'Siloz', 'Romanești', 'George Enescu',
    ],
  },
  { county: 'BV', town: 'Brașov', names: ['Astra', 'Răcădău', 'Tractorul', 'Bartolomeu', 'Noua', 'Dârste', 'Schei', 'Florilor', 'Triaj', 'Stupini', 'Valea Cetății'] },
  { county: 'PH', town: 'Ploiești', names: ['Malu Roșu', 'Bariera Bucov', 'Rafov', 'Bereasca', 'Cina', 'Bolovani', 'Mimiu'] },
  { county: 'BH', town: 'Oradea', names: ['Rogerius', 'Nufărul', 'Ioșia', 'Velența', 'Olosig', 'Salca', 'Oncea', 'Tokai', 'Podgoria'] },
  { county: 'SB', town: 'Sibiu', names: ['Hipodrom', 'Vasile Aaron', 'Terezian', 'Valea Aurie', 'Turnișor', 'Lazaret', 'Ștrand', 'Gușterița'] },
  { county: 'AG', town: 'Pitești', names: ['Trivale', 'Găvana', 'Prundu', 'Războieni', 'Tudor Vladimirescu', 'Exercițiu', 'Craiovei', 'Popa Șapcă'] },
  { county: 'AR', town: 'Arad', names: ['Micălaca', 'Aradul Nou', 'Grădiște', 'Gai', 'Bujac', 'Pârneava', 'Sânicolau Mic', 'Subcetate', 'Poltura'] },
  { county: 'BC', town: 'Bacău', names: ['Mioriței', 'Izvoare', 'Bistrița Lac', 'Cornișa', 'Șerbănești'] },
  { county: 'SV', town: 'Suceava', names: ['Burdujeni', 'Obcine', 'Ițcani', 'George Enescu', 'Zamca', 'Areni'] },
  { county: 'MM', town: 'Baia Mare', names: ['Ferneziu', 'Săsar', 'Valea Borcutului'] },
  { county: 'MS', town: 'Târgu Mureș', names: ['Tudor Vladimirescu', 'Dâmbul Pietros', 'Cornișa', '7 Noiembrie'] },
  { county: 'NT', town: 'Piatra Neamț', names: ['Mărăței', 'Precista', 'Dărmănești', 'Speranța'] },
  { county: 'CS', town: 'Reșița', names: ['Govândari', 'Lunca Bârzavei', 'Moroasa', 'Muncitoresc'] },
  { county: 'AB', town: 'Alba Iulia', names: ['Cetate', 'Ampoi', 'Tolstoi', 'Partoș', 'Lumea Nouă'] },
];

/** Owners' nouns written with their article and genitive endings after a label (`proprietar`, `proprietarul`, `proprietarului`, `proprietara`, `proprietarei`). */
const OWNER_NOUNS = [
  'titular', 'imputernicit', 'proprietar', 'chirias', 'beneficiar', 'platitor', 'contribuabil', 'solicitant', 'reprezentant', 'elev', 'minor',
  'sportiv', 'debitor', 'petent', 'angajat', 'pacient', 'asigurat', 'client', 'destinatar', 'expeditor', 'mandatar', 'garant', 'cursant', 'participant',
  // Whom a home service is for (`Livrare bătrâni:`, `Vaccinare vârstnici:`; issue 24, fix129): `Bătrâni` is also a village.
  'batran', 'varstnic', 'pensionar', 'bolnav', 'nedeplasabil',
];
/**
 * Whose address a label gives, written between the label and its colon (`Adresa părintelui/tutorelui:`, `Domiciliu
 * titular/împuternicit:`, `Adresa proprietarului sau chiriașului:`; issue 24, shapes102): the party's noun, bare, with
 * its article or in the genitive, and a qualifier of it (`reprezentantului legal`). They go with the label; none names a
 * place, and only a colon after them makes them the label's.
 */
export const LABEL_OWNERS: ReadonlySet<string> = new Set([
  ...OWNER_NOUNS.flatMap((w) => [w, `${w}ul`, `${w}ului`, `${w}a`, `${w}ei`, `${w}i`, `${w}ilor`]),
  'parinte', 'parintele', 'parintelui', 'parinti', 'parintii', 'parintilor', 'tutore', 'tutorele', 'tutorelui', 'tutori', 'tutorii', 'tutorilor',
  'tata', 'tatal', 'tatalui', 'mama', 'mamei', 'copil', 'copilul', 'copilului', 'copii', 'copiilor', 'membru', 'membrul', 'membrului', 'familiei',
  'legal', 'legala', 'legali',
]);
/** The words joining two owners of a label (`Adresa proprietarului sau chiriașului:`); a slash joins them too. */
export const LABEL_OWNER_LINKS: ReadonlySet<string> = new Set(['sau', 'si']);

/** Words that open what an address label is for, up to its colon (`Adresa de corespondență pentru talonul de pensie:`): they go with the label. */
export const LABEL_PURPOSE_WORDS: ReadonlySet<string> = new Set(['pentru']);

/** Small words that tie an address label to what follows (`cu domiciliul în Iași`, `domiciliat din`, `Livrare către:`): left out with the label. */
export const LABEL_LINKS: ReadonlySet<string> = new Set(['cu', 'in', 'din', 'la', 'pe', 'catre']);

/**
 * Labels of a person's domicile (`domiciliat în`, `cu domiciliul în`, `Domiciliul:`, `dom. Str. …`,
 * `cu sediul în`): followed by `în`/`la`, a colon or the address itself, they start the address, and
 * what a form or deed writes before one is about the person (name, class, parents, birthplace, ID).
 */
/**
 * The verbs of a message saying where one lives (`locuiesc în Brașov, …`, `stau în Cluj pe …`, `Ridic personal
 * din Craiova, sunt pe Str. Pieții 27`): domicile labels. Before `pe` (the street follows) they leave out only
 * their own field's words before them: a field before names the town as often as the person.
 */
export const DWELLING_VERBS: ReadonlySet<string> = new Set(['locuiesc', 'locuim', 'locuieste', 'stau', 'stam', 'sunt', 'suntem']);
/**
 * The domicile labels that name an institution's seat (`Secția de votare nr. 24 Negrești. Sediul: Palatul Copiilor, …`,
 * `Biroul Electoral … nr. 76 Sărățeni, jud. Ialomița, sediul: Căminul Cultural …`): where an institution's name
 * ({@link ORGANISATION_HEADS}) opens what is before one, that is the institution whose seat it is, often ending
 * with its town or village (the address's), not a person (issue 24, shapes75).
 */
export const SEAT_LABELS: ReadonlySet<string> = new Set(['sediu', 'sediul']);
/**
 * The negation before a verb (`nu s-a prezentat`, `nu locuiește la adresă`): before a domicile's label or verb it makes
 * a clerk's note of it (the person does not live there), which labels nothing after it.
 */
export const NEGATION = 'nu';
/** An adverb between the negation and its verb (`nu mai locuiește la adresă`: no longer). */
export const NEGATION_ADVERBS: ReadonlySet<string> = new Set(['mai']);
export const DOMICILE_LABELS: ReadonlySet<string> = new Set([
  'domiciliu', 'domiciliul', 'domiciliat', 'domiciliata', 'domiciliati', 'domiciliate', 'dom', 'sediu', 'sediul',
  // As people write it in messages: `locuiesc în Brașov, …`, `stau în Cluj pe …`.
  ...DWELLING_VERBS,
  // `vă rog livrați la adresa: …`, `Aș dori livrarea la …`: what comes before the address's own
  // label, in its field. `adr` is `adresa` cut short as call-centre and back-office notes write it
  // (`client nou adr com Șamșud SJ`: the note before it is no place).
  'adresa', 'adr', 'livrarea', 'livrare',
]);

/**
 * What a deed writes after a domicile label when the domicile is the place named before it (`născut
 * în Bolintin-Vale, domiciliat în același loc`), as folded phrases: no other address follows, so what
 * is before the label is the address, not the person's.
 */
export const SAME_PLACE_PHRASES: ReadonlyArray<readonly string[]> = [
  ['acelasi', 'loc'], ['aceeasi', 'localitate'], ['aceeasi', 'adresa'], ['acelasi', 'domiciliu'], ['aceeasi', 'comuna'], ['acelasi', 'oras'], ['acelasi', 'sat'],
];

/**
 * Words that close a domicile's field saying it is the address written before (`domiciliul din CI este
 * același`, `domiciliul legal: identic`): no other address follows the label.
 */
export const SAME_PLACE_WORDS: ReadonlySet<string> = new Set(['acelasi', 'aceeasi', 'aceiasi', 'identic', 'identica', 'idem']);

/**
 * The address's own labels (`Adresa:`, `livrarea la`): as domicile labels they leave out only what
 * their own field holds before them; `pe adresa`, `la adresa` start the address too.
 */
export const ADDRESS_WORDS: ReadonlySet<string> = new Set(['adresa', 'adr', 'livrarea', 'livrare']);

/** Words that qualify a domicile label before its colon (`domiciliul actual:`, `domiciliu stabil:`, `sediul social`). */
export const DOMICILE_QUALIFIERS: ReadonlySet<string> = new Set(['actual', 'stabil', 'social', 'legal', 'elevului', 'elevei', 'parintilor']);

/**
 * How clerks write that a house has no number (`FN`, `f.n.`, `f/n`, `s/n`, `fără număr`, `fără nr.`),
 * as the folded words of each form: the field is empty, not a name.
 */
export const NO_NUMBER_FORMS: ReadonlyArray<readonly string[]> = [['fn'], ['f', 'n'], ['s', 'n'], ['fara', 'numar'], ['fara', 'nr']];

/**
 * What forms and exports write in a field that has nothing to hold, when the system asks for a value
 * (`n/a`, `N.A.`, `x`, `fără`, `fără stradă`, `nespecificat`, `null`, `0`), as the folded words of each: a
 * field that writes one of these, and nothing else, is empty, as one that holds only `-` or `.`. (Not
 * `lipsă`: București has a Strada Lipșa. A value is added here only when no street or place is so named.)
 */
export const EMPTY_FIELD_VALUES: ReadonlyArray<readonly string[]> = [
  ['n', 'a'], ['na'], ['x'], ['xx'], ['xxx'], ['0'], ['00'], ['000'],
  ['fara'], ['fara', 'strada'], ['fara', 'nume'], ['fara', 'denumire'], ['fara', 'judet'],
  ['nespecificat'], ['nespecificata'], ['necunoscut'], ['necunoscuta'], ['neprecizat'], ['nedefinit'],
  ['nu', 'are'], ['nu', 'este'], ['nu', 'exista'], ['nu', 'e', 'cazul'], ['nu', 'este', 'cazul'],
  ['null'], ['none'], ['nil'], ['undefined'], ['empty'],
];

/**
 * Of {@link EMPTY_FIELD_VALUES}, the words a system writes for an empty column that are no word of
 * any name, so that they stand for nothing wherever they are in free-form text (`Petrești NULL
 * Gorj`), as `n/a` does written with its slash; the others (`0`, `x`, `-`, `fără`) only as a whole
 * field (`Bântău;0;Leordeni`): a number's part or a name's word elsewhere.
 */
export const PLACEHOLDER_WORDS: ReadonlySet<string> = new Set(['null', 'nil', 'none', 'undefined']);

/**
 * Labels of a paper's field about the goods carried or delivered (`- Produs: bitum rutier 50/70`, `Marfă:
 * ciment, 24 t`, `Cantitate: 18 t`): opening their field before a colon, they and their value, to the
 * field's end, are a note (the goods' names and quantities are no place, street or house number).
 */
export const GOODS_LABELS: ReadonlySet<string> = new Set([
  'produs', 'produse', 'produsul', 'produsele', 'marfa', 'marfuri', 'material', 'materiale', 'cantitate', 'cantitatea', 'greutate', 'greutatea',
  'incarcatura', 'goods', 'ware',
]);

/**
 * A delivery's goods as firewood sellers, pellet shops and wood yards write them before or after the address, in a field
 * of their own (`Livrare 70 saci peleți 15 kg - Str. …`, `1,5 t peleți fag - …`, `10 mst lemn tăiat 30 cm - …`): the
 * units a quantity of goods is counted or measured in ({@link GOODS_UNITS}) and the goods, their kind and state
 * ({@link GOODS_WORDS}). A field of these and numbers only is a note (leave-out/notes.ts, `GOODS_NOTE`): kept, it was
 * read as a commune (`70 saci peleți` one letter from nothing, but near enough to a village elsewhere to move the
 * address out of București; issue 24, fix136).
 */
export const GOODS_UNITS: ReadonlySet<string> = new Set([
  'saci', 'sac', 'paleti', 'palet', 'baloti', 'kg', 't', 'to', 'tone', 'tona', 'mst', 'mc', 'm', 'cm', 'metri', 'steri', 'ster',
  'buc', 'bucati', 'remorci', 'remorca',
]);
/** Units of {@link GOODS_UNITS} that name no goods on their own only with a goods word beside them (`5 t`, `30 cm`, `2 m` may be a house's number and letter, `cm` a commune). */
export const GOODS_UNITS_NEEDING_GOODS: ReadonlySet<string> = new Set(['t', 'to', 'm', 'cm', 'buc', 'remorca']);
/** The goods a delivery names beside its quantity: fuel and firewood, the wood's kind and its state (see {@link GOODS_UNITS}). */
export const GOODS_WORDS: ReadonlySet<string> = new Set([
  'peleti', 'pelete', 'pellets', 'brichete', 'brichetele', 'lemn', 'lemne', 'lemnul', 'lemnele', 'rumegus', 'carbune', 'carbuni', 'cocs', 'tocatura', 'aschii',
  'fag', 'stejar', 'carpen', 'salcam', 'frasin', 'molid', 'rasinoase', 'foioase', 'esenta', 'tare', 'moale', 'mixt', 'mixte',
  'foc', 'taiat', 'taiate', 'despicat', 'despicate', 'uscat', 'uscate', 'crapat', 'crapate', 'premium',
]);
/** Links between the goods' words (`lemne de foc`, `peleți fag și stejar`): in the goods' field, never its only words. */
export const GOODS_LINKS: ReadonlySet<string> = new Set(['de', 'si', 'din', 'la']);
/** Words of a sale or a delivery that may open the goods' field before its quantity (`Livrare 70 saci …`, `comandă 2 t peleți`): left out with it. */
export const GOODS_LEADS: ReadonlySet<string> = new Set([
  'livrare', 'livrarea', 'livrat', 'livrata', 'livrate', 'comanda', 'comandat', 'comandata', 'vandut', 'vanduta', 'vandute', 'cumparat', 'cumparata', 'predat', 'predata', 'transport',
]);

/**
 * A road's number (`DN1C`, `DJ139`, `DC117`, `DN 24`): a national, county or commune road, its letters and
 * number glued, or a national road's apart (`ROAD_CLASSES` then a number: `DJ 47` is Dolj and a house number,
 * `Cernat DJ 47`). No place's name has a word of letters and digits,
 * so one written after a place's name (`OMV Baciu DN1C CJ`, `Rompetrol Crevedia DN1A km 21`) says which
 * road the place lies on, not its name. (Not a motorway's or European road's `A1`, `E85`: villas and
 * blocks are numbered so, `Vila E15`, after a word of a street's name.)
 */
export const ROAD_NUMBER = /^(?:dn|dj|dc)\d{1,3}[a-z]?$/;
export const ROAD_CLASSES: ReadonlySet<string> = new Set(['dn']);

/**
 * A pupil's class, as a school's records write it beside the pupil's address (`cls. 11C`, `clasa a XI-a B`,
 * `clasa IX A`), folded: the word, then the class's number (arabic or roman) and letter, to the end of its
 * field (`SCHOOL_CLASS` in `src/text/leave-out/notes.ts`). No place is named `Clasa`; the class's `11C` is no house.
 */
export const SCHOOL_CLASS_WORDS: ReadonlySet<string> = new Set(['cls', 'clasa']);

/**
 * What a place is in a notice, after a locality's kind word as its heading (`Localitate izolată de zăpadă:`, `SAT IZOLAT
 * -`, `Localitatea afectată:`; issue 24, police120), folded: emergencies' states of a place, no place's name. With one,
 * the heading is told from a locality's name in any letters (leave-out/labels.ts `LOCALITY_KIND_HEADING`).
 */
export const PLACE_STATE_WORDS: ReadonlySet<string> = new Set([
  'izolat', 'izolata', 'izolate', 'izolati', 'afectat', 'afectata', 'afectate', 'sinistrat', 'sinistrata', 'sinistrate',
  'inundat', 'inundata', 'inundate', 'blocat', 'blocata', 'blocate', 'evacuat', 'evacuata', 'evacuate', 'avariat', 'avariata',
  'avariate', 'deconectat', 'deconectata', 'deconectate', 'carantinata', 'carantinat',
]);

/** Words that qualify a locality kind word and say nothing of the place (`localitatea componentă Cisnădioara`). */
export const LOCALITY_KIND_QUALIFIERS: ReadonlySet<string> = new Set(['componenta', 'componente']);

/**
 * Labels of fields about another place than the address (`loc de muncă: Râmnicu Sărat`, `Locul
 * nașterii: Focșani`, `loc naștere:`), as folded phrases: left out with their value, to the end of the
 * field, when the text has an address besides (before the label, or after a domicile label); a text
 * that opens with one and names no domicile is about that place (a birth certificate's `Locul
 * nașterii: comuna Mioveni, județul Argeș`, or a register's line with only the person's name before it,
 * `Nr. reg. 2878/2025 - Oprea Patricia - loc. naștere: Ciorăști, Vrancea`): only the label is left out.
 */
export const OTHER_PLACE_LABELS: ReadonlyArray<readonly string[]> = [
  ['loc', 'de', 'munca'], ['locul', 'de', 'munca'], ['loc', 'nasterii'], ['locul', 'nasterii'], ['loc', 'de', 'nastere'], ['locul', 'de', 'nastere'],
  ['loc', 'nastere'], ['locul', 'nastere'],
];

/**
 * The small words of place names written short (`Dobolii de J.`, `Tiocu de S.`, `Luna d. Sus`,
 * `Săsenii p. Vale`): the folded word in full, from the words around it; the word itself otherwise.
 */
export function placeWordInFull(word: string, previous: string | undefined, next: string | undefined): string {
  if (word.length !== 1) return word;
  if ((previous === 'de' || previous === 'd') && next === undefined) {
    if (word === 'j') return 'jos';
    if (word === 's') return 'sus';
  }
  if (word === 'd' && (next === 'jos' || next === 'sus' || next === 'j' || next === 's')) return 'de';
  if (word === 'p' && (next === 'vale' || next === 'deal')) return 'pe';
  return word;
}

/**
 * The given names of people living in Romania today, folded, as an addressee is written before the address
 * (`pentru Andreea Georgescu, Str. …`, `Ionuț Popa, Bd. …`, `Destinatar: Larisa Dobre`): the few hundred most
 * common, women's and men's, Romanian and Hungarian, with their short and diminutive forms. Read only by the
 * reader, to tell a person's name opening the text (`personFieldEnd`), not by the index build: the build's
 * `GIVEN_NAMES` (street-name.ts) are the names streets are named after, which decide how a street named
 * after a person is stored and matched, another question than who receives a parcel. A name that is also a
 * village's (`Bogdana`, `Cătălina`, `Luminița`, `Mara`) stays, as `Horia` and `Florica` do in the build's list:
 * the reading that takes it for a person is one alternative, and the index judges it against the reading
 * that takes it for the place. `Alma` is not in it: rare as a given name here, it is what is left of
 * `Almaș-Săliște` when its `ș` is lost (`Alma?-S?li?te, Comuna Zam`: read as a person, its commune answered
 * `valid`).
 */
export const ADDRESSEE_GIVEN_NAMES: ReadonlySet<string> = new Set([
  // Women's names, Romanian (with their short and diminutive forms: `ancuța`, `lenuța`, `lăcrămioara`, `petruța`).
  'adela', 'adelina', 'adina', 'adriana', 'aida', 'alesia', 'alessia', 'alexia', 'alina', 'alis', 'alisa',
  'amalia', 'ana', 'anamaria', 'anca', 'ancuta', 'anda', 'andra', 'andrada', 'andrea', 'andreea', 'angela',
  'angelica', 'anisoara', 'antonela', 'antonia', 'ariana', 'aurelia', 'aurora', 'beatrice', 'bianca', 'bogdana',
  'brandusa', 'brindusa', 'camelia', 'carina', 'carla', 'carmen', 'carolina', 'casandra', 'catalina', 'catinca',
  'celia', 'cerasela', 'cezara', 'clara', 'claudia', 'codruta', 'cornelia', 'cosmina', 'crina', 'cristiana',
  'cristina', 'daiana', 'dalia', 'dana', 'daniela', 'danuta', 'daria', 'dayana', 'debora', 'delia', 'denisa',
  'despina', 'diana', 'dorica', 'dorina', 'ecaterina', 'edith', 'elena', 'elisa', 'elisabeta', 'eliza', 'ema',
  'emanuela', 'emilia', 'emma', 'erika', 'estera', 'eva', 'evelina', 'fabiola', 'felicia', 'flavia', 'florentina',
  'florica', 'florina', 'gabriela', 'geanina', 'georgeta', 'georgiana', 'geta', 'gianina', 'gina', 'iasmina',
  'ileana', 'ilinca', 'ioana', 'iolanda', 'ionela', 'irina', 'iulia', 'iuliana', 'iustina', 'izabela', 'jana', 'jeni',
  'karina', 'lacramioara', 'larisa', 'laura', 'lavinia', 'lenuta', 'liana', 'lidia', 'liliana', 'loredana', 'lorena',
  'lucia', 'luciana', 'lucica', 'luiza', 'luminita', 'madalina', 'magdalena', 'manuela', 'mara', 'marcela',
  'margareta', 'maria', 'mariana', 'maricica', 'marilena', 'marinela', 'marioara', 'marta', 'medeea', 'melania',
  'melisa', 'mihaela', 'minodora', 'mioara', 'mirabela', 'mirela', 'miruna', 'monica', 'nadia', 'narcisa', 'natalia',
  'nela', 'nicoleta', 'noemi', 'oana', 'ofelia', 'olga', 'olivia', 'otilia', 'paraschiva', 'patricia', 'paula',
  'petronela', 'petruta', 'raluca', 'ramona', 'rebeca', 'renata', 'roberta', 'rodica', 'romina', 'roxana', 'rozalia',
  'ruxandra', 'sabina', 'sabrina', 'sanda', 'sara', 'sarah', 'silvia', 'silviana', 'simina', 'simona', 'sinziana',
  'smaranda', 'sofia', 'sonia', 'sorana', 'sorina', 'stefania', 'steliana', 'suzana', 'tamara', 'tania', 'tatiana',
  'teodora', 'tereza', 'timea', 'valentina', 'valeria', 'vanesa', 'vanessa', 'veronica', 'violeta', 'viorela',
  'viorica', 'virginia', 'viviana', 'xenia', 'zoe',
  // Women's names, Hungarian.
  'agnes', 'aniko', 'anna', 'beata', 'boglarka', 'csilla', 'edit', 'emese', 'eniko', 'erzsebet', 'hajnalka', 'ildiko',
  'ilona', 'judit', 'katalin', 'kinga', 'krisztina', 'melinda', 'orsolya', 'piroska', 'reka', 'szilvia', 'tunde',
  'zita', 'zsuzsa', 'zsuzsanna',
  // Men's names, Romanian (with their short and diminutive forms: `ionuț`, `ionel`, `gigel`, `fănel`, `costi`, `vlăduț`).
  'adi', 'adrian', 'albert', 'alex', 'alexandru', 'alin', 'alinut', 'andi', 'andrei', 'antonio', 'aurel', 'aurelian',
  'bebe', 'beniamin', 'bogdan', 'calin', 'catalin', 'cezar', 'ciprian', 'claudiu', 'codrin', 'constantin', 'cornel',
  'cosmin', 'costel', 'costi', 'costica', 'cristi', 'cristian', 'cristinel', 'dan', 'daniel', 'danut', 'darius',
  'david', 'denis', 'dinu', 'dorel', 'dorin', 'doru', 'dragos', 'dumitru', 'edi', 'eduard', 'emanuel', 'emil',
  'emilian', 'eric', 'eugen', 'fabian', 'fane', 'fanel', 'fanica', 'felix', 'filip', 'flavius', 'florian', 'florin',
  'florinel', 'gabi', 'gabriel', 'gelu', 'george', 'georgian', 'gheorghe', 'ghita', 'gica', 'gicu', 'gigel', 'gigi',
  'grigore', 'horatiu', 'horia', 'iacob', 'ilie', 'ion', 'ionel', 'ionica', 'ionut', 'iosif', 'iulian', 'iustin',
  'laurentiu', 'lazar', 'leonard', 'liviu', 'luca', 'lucian', 'marcel', 'marian', 'marin', 'marinel', 'marius',
  'matei', 'mihai', 'mihail', 'mihaita', 'mihnea', 'mircea', 'mitica', 'nae', 'nelu', 'nicolae', 'nicu', 'nicusor',
  'norbert', 'octavian', 'ovidiu', 'paul', 'petre', 'petrica', 'petrisor', 'petru', 'radu', 'rares', 'raul', 'razvan',
  'relu', 'remus', 'robert', 'romeo', 'sabin', 'samuel', 'sandu', 'sebastian', 'sebi', 'sergiu', 'silviu', 'sorin',
  'sorinel', 'stefan', 'stefanel', 'stelian', 'tavi', 'teodor', 'tiberiu', 'titi', 'toma', 'toni', 'traian', 'tudor',
  'tudorel', 'valentin', 'valeriu', 'vali', 'vasile', 'vasilica', 'viorel', 'virgil', 'vlad', 'vladut',
  // Men's names, Hungarian.
  'arpad', 'attila', 'botond', 'csaba', 'ferenc', 'gabor', 'gyorgy', 'hunor', 'imre', 'istvan', 'janos', 'jozsef',
  'lajos', 'laszlo', 'levente', 'lorand', 'sandor', 'szabolcs', 'tamas', 'tibor', 'zoltan', 'zsolt',
]);

/**
 * A courtesy title before an addressee's name written short with a hyphen (`D-na Popa Elena`, `D-lui Ionuț Rusu`,
 * `D-ra Larisa Dobre`, `D-l Pop`): the reader splits it at the hyphen into `d` and one of these endings, and the
 * one-letter `d` would end a person's field (`personFieldEnd`); after `d` at the field's start the pair is the
 * title, no word of the name. (`Dl.`, `Dna`, `Doamna`, `Domnul` are plain words of the name's field already.)
 */
export const COURTESY_TITLE_ENDINGS: ReadonlySet<string> = new Set(['na', 'nei', 'nul', 'nului', 'l', 'lui', 'ra', 'rei', 'nii', 'lor']);
/** Words that say for whom before an addressee's courtesy title (`pentru D-na …`, `pt. D-lui …`, `către D-na …`). */
export const ADDRESSEE_LEADS: ReadonlySet<string> = new Set(['pentru', 'pt', 'catre']);

/**
 * Words that say through whom a letter reaches its addressee, before a name in the field that ends the text
 * (`…, Brașov, prin Ion Popescu`): as `ADDRESSEE_LEADS` before it, read only at the end, where the reader weighs
 * the field as the addressee's (`personFieldAtEnd`). (Not in `ADDRESSEE_LEADS`: `prin` opens more than a name
 * elsewhere, `intrarea prin curte`.)
 */
export const ADDRESSEE_LEADS_AT_END: ReadonlySet<string> = new Set([...ADDRESSEE_LEADS, 'prin']);

/**
 * Care of (`c/o Ana Ionescu`, `în grija lui Ion Pop`, `în grija familiei Popa`): whoever receives the post for
 * the addressee, wherever the lead stands (before the address, after it, between its fields): what follows in
 * its field, to a street's type, a locality's kind or a number, is a person's (or a household's, a firm's)
 * name, no place's. `c/o` is written with its slash (the reader splits it into `c` and `o`: `CARE_OF_SLASHED`);
 * the phrases are read as folded words in one field, the possessive after `în grija` (`lui`, `ei`, `familiei`)
 * optional. The `care_of` rule of `src/text/leave-out/people.ts` reads them.
 */
export const CARE_OF_SLASHED: readonly [string, string] = ['c', 'o'];
export const CARE_OF_PHRASES: ReadonlyArray<readonly string[]> = [['in', 'grija'], ['in', 'atentia']];
/** What may follow `în grija` before the name (`în grija lui Ion Pop`, `în grija d-nei Popa`: the short title is read as `d` and `nei`). */
export const CARE_OF_POSSESSIVES: ReadonlySet<string> = new Set(['lui', 'ei', 'familiei', 'fam', 'dl', 'dlui', 'dna', 'dnei', 'doamnei', 'domnului']);

/**
 * A list's row-number label (`Nr. crt. 51`, `Nr.crt.3`, `nr crt 12`: *număr curent*, the column that numbers a
 * register's or a town hall's list's rows), read as folded words in one field. No address writes its house so: `nr.`
 * followed by `crt` is the row's, and the number after it is no house's. The `list_row_number` rule of
 * `src/text/leave-out/people.ts` reads it.
 */
export const LIST_ROW_LABELS: ReadonlyArray<readonly string[]> = [['nr', 'crt'], ['nrcrt'], ['numar', 'curent'], ['nr', 'curent']];

/**
 * A household named by its surname in a social worker's or a town hall's note (`ancheta soc. … fam. Lungu, sat Almașu
 * Mare`), written short: introduces a person's name as {@link PERSON_INTRODUCERS} do, but only a name of one or two words
 * filling the rest of its field (`fam. Stoian locuiește efectiv în Orșova` goes on in a sentence, and is no name's field).
 * (Not `familia`, written whole in such sentences; nor the genitive `familiei`: `la domiciliul familiei Toma din sat …`.)
 */
export const HOUSEHOLD_INTRODUCERS: ReadonlySet<string> = new Set([
  'fam',
  // Written whole, as a funeral home's dispatch names the family to ask for (`… jud. timiș familia apostol tel 0771559752`;
  // issue 24, fix135).
  'familia',
]);
/** The most words of a household's name after {@link HOUSEHOLD_INTRODUCERS} (`fam. Pop Ionescu`). */
export const LONGEST_HOUSEHOLD_NAME = 2;

/** Words that introduce a person, whose name fills the rest of the field (`Subsemnatul Ion Popescu, domiciliat în …`). */
export const PERSON_INTRODUCERS: ReadonlySet<string> = new Set([
  'subsemnatul', 'subsemnata', 'elevul', 'eleva', 'numitul', 'numita', 'titular', 'titularul', 'titulara', 'destinatar', 'destinatarul', 'expeditor',
  'nume', 'numele', 'prenume', 'prenumele',
  // A delivery note's delegate (`Delegat: Dinu Alexandru, auto CJ 43 DCS`). (Not `șofer`: a driver's message goes on
  // after his name in its field, `sofer munteanu c. - livrat la i. l. caragiale`.)
  'delegat', 'delegatul',
  // An insurer's claims inspector or agent named after the place of the inspection (`constatare la adresa …, Arad -
  // inspector Stan Elena, programat 10.12 ora 10`, `agent Pop Ion`): the name is the inspector's, no place.
  'inspector', 'inspectorul', 'inspectoare',
  // A party to a court file, an enforcement or a tax record, before its name (`somație către debitorul Popescu Ion`,
  // `Debitor: Constantin Ana`, `reclamantul Munteanu Vasile`, `contribuabil Jitaru Ion`). (Not `vânzător`,
  // `cumpărător`: a sale's parties are firms as often, `Vânzător: Alfa SRL Sediul: Constanța`.)
  // (Not the genitive, `debitorului`: `la adresa debitorului din Vânju Mare` names no one, its place follows.)
  'debitor', 'debitorul', 'debitoarea', 'creditorul', 'creditoarea', 'reclamantul', 'reclamanta', 'paratul', 'parata',
  'contribuabil', 'contribuabilul', 'contribuabila', 'contravenientul', 'contravenienta', 'petentul', 'petenta', 'intimatul', 'intimata', 'inculpatul', 'inculpata',
  // A tax roll's or a register's owner (`Rol nominal unic 64982 | Skoda Octavia AG-47-XYZ | proprietar Ciobanu Nicolae, …`;
  // issue 24, shapes102). (Bare only: `Proprietarul închiriază apartamentul din Brașov, str. …` opens a sentence.)
  'proprietar', 'coproprietar',
]);

/**
 * The label of an institution's contact person (`Persoană de contact: Elena Dumitru`, `pers. contact Ion Pop`),
 * as directories, open data and town halls' notices write it after the address (issue 24, shapes62, the
 * thirty-third set's S29): the name after it is a person's, never a place (`Marin`, `Dumitru` are villages).
 * The longest first.
 */
export const CONTACT_PERSON_PHRASES: ReadonlyArray<readonly string[]> = [
  ['persoana', 'de', 'contact'], ['persoane', 'de', 'contact'], ['pers', 'de', 'contact'], ['persoana', 'contact'], ['pers', 'contact'],
  ['responsabil', 'de', 'caz'], ['contact'], ['responsabil'], ['director'], ['directoare'], ['directorul'], ['coordonator'], ['coordonatoare'],
];
/** Of {@link CONTACT_PERSON_PHRASES}, the one-word labels that name someone only before a colon (`Contact: Ana Pop`; `contact` alone may be a note). */
export const CONTACT_PERSON_COLON_ONLY: ReadonlySet<string> = new Set(['contact', 'responsabil', 'director', 'directoare', 'directorul', 'coordonator', 'coordonatoare']);

/**
 * Legal forms of Romanian companies as they close a company's name (`SC Alfa SRL`, `Beta S.A.`,
 * `Ionescu Maria PFA`), folded into words (`S.R.L.` is `s r l`). `II` (întreprindere
 * individuală) is left out: it is also a regnal number (`Carol II`).
 */
export const COMPANY_FORMS: ReadonlyArray<readonly string[]> = [
  ['srl'], ['s', 'r', 'l'], ['srl', 'd'], ['srld'], ['sa'], ['s', 'a'], ['pfa'], ['p', 'f', 'a'], ['snc'], ['s', 'n', 'c'], ['scs'], ['sca'],
];

/**
 * First words of an institution's name written before or around its address (`Școala Gimnazială
 * nr. 3`, `Colegiul Național „Mihai Eminescu”`, `Primăria Comunei Vad`, `Spitalul Județean`): the
 * name is the addressee, no place. A word here begins a name only where it opens its field (after a
 * street type word it is a street's: `Strada Școala Floreasca`). No locality of SIRUTA is named by
 * one of these (`mănăstirea` and `casa` are: `Mănăstirea Cașin`, `Casa de Piatră`).
 */
export const ORGANISATION_HEADS: ReadonlySet<string> = new Set([
  'scoala', 'liceul', 'colegiul', 'gradinita', 'gimnaziul', 'seminarul', 'universitatea', 'facultatea', 'institutul', 'academia',
  'primaria', 'consiliul', 'prefectura', 'judecatoria', 'tribunalul', 'inspectoratul', 'directia', 'agentia', 'oficiul',
  'spitalul', 'dispensarul', 'policlinica', 'clinica', 'cabinetul', 'farmacia', 'magazinul', 'magazin',
  'biserica', 'parohia', 'clubul', 'palatul', 'muzeul', 'teatrul', 'biblioteca', 'caminul', 'asociatia', 'fundatia',
  // Tourism's, hospitality's and events' houses and venues (`Centrul Național de Informare și Promovare Turistică
  // Brăila`, `Pensiunea Floarea de Colț`, `Cabana Omu`, `Sala Polivalentă`, `Hotel Central`, a tour's pickup point
  // `Parcare Hotel Central`): a guest's, a listing's and an invitation's addressee before the address.
  'centrul', 'hotel', 'hotelul', 'motel', 'motelul', 'hostel', 'hostelul', 'pensiunea', 'pensiune', 'agropensiunea', 'cabana',
  'restaurantul', 'restaurant', 'sala', 'salonul', 'camping', 'campingul', 'parcarea', 'parcare',
  // Farms', quarries' and warehouses' sites outside the villages (`Ferma Ciorari, com. Stoina`, `Cariera de piatră
  // Cliț com. Băbeni`, `Depozit cereale Mândrești com. Vlădeni`): a site's name, its village after. (Not `stâna`,
  // `moara`, `stupina`: villages are so named, `Stâna de Mureș`, `Moara Nouă`.)
  'ferma', 'cariera', 'depozit', 'depozitul',
  // In the genitive, after what of it is meant (`sediul Primăriei Comunei Viile Satu Mare`, `sediul Consiliului Local`).
  'primariei', 'consiliului', 'prefecturii',
  // A polling station and a police station, numbered (`Secția de votare 382`, `Secția de votare nr. 405`, `Secția 5
  // Poliție`): its number is its own, no house's.
  'sectia',
  // The offices of justice's letterheads and reports (`Cabinet de avocat Moldovan Ioan`, `Biroul Executorului
  // Judecătoresc Ionescu Maria`, `Biroul Notarial …`, `Postul de Poliție Cămărașu`). (Not `cămin`: a village of
  // Satu Mare is so named.)
  'cabinet', 'biroul', 'postul',
  // A border crossing's and a customs office's (`PTF Albița`, `Vama Siret`, `Vama Halmeu, DN19`): the crossing is named
  // for the town or village it stands by, which is the address's. (`Vama` is also a commune's name, of Suceava and of
  // Satu Mare: the words are read both ways, and the index decides.)
  'ptf', 'vama',
  // Schools' and kindergartens' short forms in the ministry's school network and on letterheads (`GPP nr. 11 Zalău`:
  // Grădinița cu Program Prelungit, `GPN`, `GPS`: normal and weekly programme; `CSEI`: Centrul Școlar de Educație
  // Incluzivă): the number after one is the institution's own, no house's (issue 24, shapes62).
  'gpp', 'gpn', 'gps', 'csei',
  // An emergency inspectorate's local units (`ISU Bihor - Detașamentul de Pompieri Beiuș`, `Subunitatea de Pompieri
  // Salvatori Vașcău`): the town that ends the name is the unit's, the address's place (issue 24, shapes85). (Not
  // `garda`: villages are named `Gârda`; `Garda de Intervenție` is a phrase below.)
  'detasamentul', 'detasament', 'subunitatea',
]);

/**
 * The label of the streets a polling station serves, as the prefectures' lists write them after its seat
 * (`Arondare: str. Mihai Eminescu nr. 1-45 (impare); str. Câmpului integral`, `Străzi arondate: …`, `Delimitare: …`),
 * folded: the streets after one are the station's voters', none of them the seat's address (issue 24, shapes75).
 */
export const SERVED_STREETS_LABELS: ReadonlySet<string> = new Set(['arondare', 'arondarea', 'arondate', 'delimitare', 'delimitarea']);
/** A word that may come right before a {@link SERVED_STREETS_LABELS} word, in its field (`Străzi arondate`, `Străzile arondate`). */
export const SERVED_STREETS_HEADS: ReadonlySet<string> = new Set(['strazi', 'strazile', 'strazii']);
/**
 * Words that say which of a served street's numbers a station takes (`nr. 1-45 (impare)`, `(pare)`, `integral`,
 * `toate numerele`), folded: a field opening with one still belongs to the list of served streets.
 */
export const SERVED_STREETS_SCOPE: ReadonlySet<string> = new Set(['pare', 'impare', 'integral', 'integrala', 'toate', 'numerele', 'nr', 'numar', 'numarul', 'si']);

/**
 * A station's word before its own number inside a sentence (`Coadă la secția 233 din Galați, …`, `la secția de votare
 * nr. 12 din …`), folded, and the words that may stand between it and the number (`de votare`, `de poliție`, `nr.`):
 * the number is the station's, the word no place (read as a village one letter off, `Secuia`) (issue 24, shapes75).
 */
export const STATION_WORDS: ReadonlySet<string> = new Set(['sectia', 'sectie', 'sectiei']);
export const STATION_NUMBER_LEADS: ReadonlySet<string> = new Set(['de', 'votare', 'politie', 'nr', 'numarul', 'numar']);
/** The preposition before a station's word in a sentence (`Coadă la secția 233`), which goes with it. */
export const STATION_PREPOSITIONS: ReadonlySet<string> = new Set(['la']);

/**
 * Heads of an institution's name whose first word alone names a place (`Cămin`, a commune of Satu Mare; `Casa de
 * Piatră`, a village), as folded phrases: the phrase heads a name where it opens its field (`Camin cultural Lunca
 * Calnicului com Prejmer`, `Casa de cultură Nucet, com. Roșia`: a village's cultural centre, its village after),
 * the first word alone does not.
 */
export const ORGANISATION_HEAD_PHRASES: ReadonlyArray<readonly string[]> = [
  ['camin', 'cultural'], ['casa', 'de', 'cultura'], ['casa', 'culturii'],
  // A border crossing written in full (`Punctul de trecere a frontierei Nădlac II`, `Punct de trecere Cenad`).
  ['punctul', 'de', 'trecere'], ['punct', 'de', 'trecere'],
  // An emergency inspectorate's guard post (`Garda de Intervenție Potcoava`): `Gârda` alone names villages.
  ['garda', 'de', 'interventie'],
];

/**
 * The quotation marks that open and close a name written in quotes (`Colegiul Național „Mihai Eminescu”`,
 * `Școala "Ion Creangă"`, `Liceul «Avram Iancu»`): after an institution's head the quoted words are its
 * patron's name, the institution's, no place of the address (the patron is often a village's namesake:
 * Mihai Eminescu, Botoșani). The ASCII `"` both opens and closes.
 */
export const NAME_QUOTES_OPEN = '„“"«';
/** The marks that close a quoted name (see {@link NAME_QUOTES_OPEN}). */
export const NAME_QUOTES_CLOSE = '”“"»';

/**
 * Words that say what kind of institution a name's head is (`Școala Gimnazială`, `Grădinița cu
 * Program Prelungit`, `Liceul Tehnologic`, `Colegiul Național Economic`, `Spitalul Județean de
 * Urgență`): a number right after the head and these is the institution's own (`Școala Gimnazială
 * nr. 3`); after another word of the name it is the house's, after the place the name ends with
 * (`Școala Gimnazială Drâmbar nr. 106`).
 */
export const ORGANISATION_QUALIFIERS: ReadonlySet<string> = new Set([
  'gimnaziala', 'primara', 'generala', 'profesionala', 'postliceala', 'speciala', 'sportiva', 'populara', 'de', 'arte', 'muzica', 'meserii',
  'teoretic', 'tehnologic', 'tehnic', 'economic', 'pedagogic', 'sanitar', 'agricol', 'silvic', 'industrial', 'sportiv', 'militar', 'vocational', 'teologic', 'ortodox', 'catolic', 'reformat',
  'national', 'nationala', 'tehnica', 'economica', 'cu', 'program', 'normal', 'prelungit', 'saptamanal',
  'judetean', 'judeteana', 'municipal', 'municipala', 'orasenesc', 'oraseneasca', 'comunal', 'comunala', 'urgenta', 'clinic', 'clinica', 'universitar',
  // What a numbered `secția` is (`Secția de votare 382`, `Secția de poliție nr. 5`).
  'votare', 'politie',
  // A cultural centre's (`Căminul Cultural`, `Casa de Cultură`, `Casa Culturii`).
  'cultural', 'culturala', 'cultura', 'culturii',
  // What a lawyer's, a bailiff's or a notary's office is (`Cabinet de avocat`, `Biroul Executorului Judecătoresc`, `Biroul Notarial`).
  'avocat', 'avocatura', 'individual', 'executorului', 'judecatoresc', 'notarial', 'notarului', 'public',
]);

/**
 * Public institutions that a health, social or fiscal record names after the address, with the town of
 * their office (`asigurat CAS Iași`, `DGASPC Sector 3`, `în evidența AJOFM Bacău`), as folded phrases:
 * acronyms (no locality or street of the data is named by one) and the names they abbreviate, whose first
 * word alone may be a place's (`Casa de Piatră`). The town after them is the office's, not the address's.
 */
export const INSTITUTION_NAMES: ReadonlyArray<readonly string[]> = [
  ['cas'], ['cjas'], ['casmb'], ['cnas'], ['casj'], ['dgaspc'], ['dgasmb'], ['ajofm'], ['anofm'], ['itm'], ['anaf'], ['dgfp'], ['ajfp'], ['dsp'], ['dspj'],
  ['isu'], ['ipj'], ['spclep'], ['ajpis'], ['ajpie'], ['cjpp'], ['cnpp'], ['apia'],
  ['casa', 'de', 'asigurari'], ['casa', 'judeteana', 'de', 'asigurari'], ['casa', 'judeteana', 'de', 'pensii'], ['casa', 'de', 'pensii'],
  ['directia', 'generala', 'de', 'asistenta'], ['inspectoratul', 'teritorial', 'de', 'munca'],
];

/** București as people write it before a sector's bare number (`București 3`, `Buc. 3`). */
export const BUCHAREST_WORDS: ReadonlySet<string> = new Set(['bucuresti', 'buc', 'bucharest', 'bucarest', 'bukarest']);

/**
 * The country's names of 1947-1989 as old papers write them (`R.P.R.`, `R.S.R.`, `RSR`), as folded
 * words: the country, written as a field of its own.
 */
export const OLD_COUNTRY_FORMS: ReadonlyArray<readonly string[]> = [['r', 'p', 'r'], ['r', 's', 'r'], ['rpr'], ['rsr']];

/**
 * The units of 1950-1968 that old papers name before the commune (`reg. Maramureș, raionul Sighet,
 * com. Săpânța`; București's `raionul 1 Mai`): a region and a district that are no place and no
 * county of today, left out with their names to the field's end; the commune after them is the
 * place. (`reg` only written short with its dot: `Reg. agricol` is a register.)
 */
export const OLD_UNIT_WORDS: ReadonlySet<string> = new Set(['raion', 'raionul', 'raionului', 'regiune', 'regiunea', 'regiunii', 'reg']);

/** The country, in the forms people add to an address: never a locality. */
export const COUNTRY_WORDS: ReadonlySet<string> = new Set(['romania', 'rom', 'ro', 'rou', 'roumanie', 'rumania', 'rumanien']);

/**
 * Notes about where in a building, which are not part of a postal address
 * (`parter`, `mansardă`, `corp B`, `camera 3`, `tronson 2`): left out of the reading. The
 * boolean says whether the word takes a value after it (`corp B`, `cam. 3`).
 */
export const NOTE_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['parter', false], ['mansarda', false], ['demisol', false], ['subsol', false], ['mezanin', false],
  ['corp', true], ['cam', true], ['camera', true], ['birou', true], ['biroul', true], ['interfon', true],
  ['cladirea', true], ['cladire', true], ['depozit', false], ['magazin', false], ['atelier', false],
  // A section of a large block of flats (`bl. 12, tronson 3`), as București's blocks are numbered.
  ['tronson', true], ['tronsonul', true],
  // Hungarian words written after what they name (`25. szám`, `Hargita megye`, `Maksa község`): the
  // number, the county, the commune are read without them.
  ['szam', false], ['megye', false], ['kozseg', false],
  // The ground floor: Hungarian `földszint` (`fsz.`), German `Erdgeschoss`.
  ['foldszint', false], ['fsz', false], ['erdgeschoss', false],
]);

/**
 * Building details written after their value, as Hungarian writes them (`II. emelet`, `3. em.`, `8.
 * ajtó`, `B lépcsőház`, `A tömb`) and German may (`2. Stock`, `1. Etage`): the floor, the door (the
 * flat), the staircase, the block. No part of the postal code: left out with the value before them.
 */
export const BUILDING_WORDS_AFTER_VALUE: ReadonlySet<string> = new Set(['emelet', 'em', 'ajto', 'lepcsohaz', 'lh', 'tomb', 'stock', 'etage']);

/**
 * Land records: whether land lies within a place's built-up area (`teren intravilan`, `în
 * intravilanul satului Horpaz`), with the genitive locality word that may follow (`satului`,
 * `comunei`): left out. (`satului` alone is a name word: `Capu Satului`, `Valea Satului`.)
 */
export const LAND_AREA_WORDS: ReadonlySet<string> = new Set(['intravilan', 'intravilanul', 'extravilan', 'extravilanul']);
/**
 * An area of land or of a building as land records and listings write it (`teren 2.418 mp`, `2,5 ha`, `vie
 * 0,12 ha`, `teren arabil 3,45 ha`, `în suprafață de 500 mp`): the units after its number, and the words of
 * what the area is before it; left out, the number is no house's.
 */
export const AREA_UNITS: ReadonlySet<string> = new Set(['mp', 'm2', 'mpu', 'ha', 'ari', 'hectare', 'hectar']);
export const AREA_WORDS: ReadonlySet<string> = new Set([
  'teren', 'terenul', 'terenuri', 'arabil', 'arabila', 'vie', 'livada', 'fanete', 'faneata', 'pasune', 'padure', 'gradina', 'curti', 'constructii',
  'suprafata', 'suprafetei', 'totala', 'utila', 'construita', 'desfasurata', 'de', 'in', 'cu', 'pe', 'rod',
  'intravilan', 'intravilanul', 'extravilan', 'extravilanul',
]);
/**
 * A sum with its currency beside the address (`pentru prețul de 145.000 lei`, `preț 410.000 lei`, `valoare 94,18
 * lei`, `de plată 77,18 lei`, `35.000 euro`): the words before its number that say what it is; left out with it
 * as an area is.
 */
export const PRICE_WORDS: ReadonlySet<string> = new Set([
  'pret', 'pretul', 'pretului', 'valoare', 'valoarea', 'suma', 'plata', 'total', 'chirie', 'chiria', 'rata', 'avans', 'pentru', 'de', 'cu', 'la', 'doar',
  // What a tax office's papers and receipts say a sum is (`impozit anual 343,86 lei`, `Suma datorată: 2301,88 lei`,
  // `rest de plată`, `penalități 12,40 lei`): read as a place, `impozit anual` was taken for a commune.
  'impozit', 'impozitul', 'taxa', 'taxe', 'taxei', 'amenda', 'amenzii', 'anual', 'anuala', 'datorata', 'datorat', 'rest', 'restul',
  'penalitati', 'majorari', 'dobanzi', 'achitat', 'achitata', 'incasat', 'incasata',
]);
/**
 * What a payment is for, as a receipt or a payment row writes it (issue 24, shapes102): a tax's or a fine's word opening
 * the row's first field (`Impozit mijloace transport | FLOREA ANA | Str. …`, `Amenda | …`), or the word that says what the
 * sum was for after it (`suma de 2615,31 lei reprezentând amendă`, `contravaloare taxă salubrizare`). With the plain
 * words after it, to its field's end, a note.
 */
export const PAYMENT_PURPOSE_WORDS: ReadonlySet<string> = new Set([
  'impozit', 'impozitul', 'impozite', 'taxa', 'taxe', 'taxei', 'amenda', 'amenzi', 'amenzii', 'contributie', 'contributia',
]);
/** The words that say what a sum was for, after it (`… lei reprezentând impozit teren`): see {@link PAYMENT_PURPOSE_WORDS}. */
export const PAYMENT_PURPOSE_AFTER_SUM: ReadonlySet<string> = new Set(['reprezentand', 'reprezentind', 'contravaloare', 'contravaloarea']);
/** Words of {@link AREA_WORDS} that only join the others (`în suprafață de`): no area's words alone. */
export const AREA_LINKS: ReadonlySet<string> = new Set(['de', 'in', 'cu', 'pe']);

/** Locality words in the genitive: after a {@link LAND_AREA_WORDS} word (`intravilanul satului`), or ending an institution's name before its place (`Primăria Municipiului Bacău`). */
export const GENITIVE_PLACE_WORDS: ReadonlySet<string> = new Set(['satului', 'comunei', 'orasului', 'municipiului', 'localitatii']);

/**
 * Words after a number marker that say which number it is (`nr. adm. 45`, `nr. administrativ 12`, a
 * renumbered house's `nr. nou 45`): the value follows them.
 */
export const NUMBER_QUALIFIERS: ReadonlySet<string> = new Set(['adm', 'administrativ', 'nou', 'noul', 'casei']);

/**
 * Words that mark a renumbered house's former number after its number (`nr. 45 (vechiul 29)`, `nr.
 * nou 145, vechi 101`, `nr. 12 (nr. vechi 7)`, `12, fost 7`): the old number is a note, the house's
 * number is the one before it.
 */
export const OLD_NUMBER_WORDS: ReadonlySet<string> = new Set(['vechi', 'vechiul', 'fost', 'fostul', 'ex', 'anterior', 'anteriorul']);

/**
 * First words of a residential complex's name written before the address (`Ansamblul rezidențial
 * Luna, Str. Lungă nr. 120`), each followed by `rezidențial`: the name is no place, to the end of its field.
 */
export const RESIDENTIAL_COMPLEX_HEADS: ReadonlySet<string> = new Set(['ansamblul', 'ansamblu', 'complex', 'complexul']);

/** Papers of a sale quoted beside an address: `Factura nr. 1234/12.10.2024`, `Comanda 5567`, `AWB 1234567`, `Total: 129,99 lei`. */
export const SALE_PAPER_WORDS: ReadonlySet<string> = new Set(['factura', 'facturii', 'comanda', 'comenzii', 'aviz', 'awb', 'chitanta', 'proforma', 'total']);

/**
 * Words that say which paper of a sale it is, between its word and its number (`Factura fiscală nr.
 * 1234`, `Aviz de însoțire a mărfii nr. 62694`, `Aviz însoțire marfă nr. 5`, `Comanda online nr. 88`,
 * `Bon fiscal nr. 3`): they go with the paper.
 */
export const SALE_PAPER_QUALIFIERS: ReadonlySet<string> = new Set([
  'fiscala', 'fiscal', 'de', 'a', 'insotire', 'insotirea', 'marfa', 'marfii', 'marfurilor', 'expeditie', 'expeditiei', 'livrare', 'livrarii',
  'online', 'client', 'clientului', 'proforma', 'interna', 'nou', 'noua',
]);

/**
 * Those that are also place names (the village Comanda of Strehaia): a short number right after
 * one, without `nr.`, is its house number (`Comanda 61, Strehaia`), not the paper's.
 */
export const PLACE_NAMED_SALE_PAPERS: ReadonlySet<string> = new Set(['comanda']);

/**
 * The emergency number whose call a record heads (`112 / 22.05.2024 23:26 - Apelant …: … Loc: …`, `112: Str. …`): opening
 * the text it is the call's, no house's number (leave-out's `EMERGENCY_CALL_HEADER`).
 */
export const EMERGENCY_NUMBERS: ReadonlySet<string> = new Set(['112']);

/** A call's word before its emergency number (`Apel 112 ora 16:45.`, `Apelul 112 din …`, `apel la 112`), folded. */
export const EMERGENCY_CALL_WORDS: ReadonlySet<string> = new Set(['apel', 'apelul', 'apelurile']);

/**
 * Land-registry, file, fiscal and trade-register references written beside an address (`nr. cadastral 12345`,
 * `nr. cad. 123/4`, `nr. top. 45`, `CF 6789`, `Nr. înreg. 4567/12.05.2019`, `Dosar 123/2020`, `CUI RO 123`):
 * the word after `nr.` that makes it one, or the word that opens one; their numbers are no house numbers.
 */
export const REGISTRY_WORDS: ReadonlySet<string> = new Set([
  'cadastral', 'cadastrale', 'cad', 'top', 'topo', 'topografic', 'cf', 'cartea', 'carte', 'inreg', 'inregistrare', 'dosar', 'dosarul',
  // A public tender's code of what it buys (`Cod CPV 09134100-8`: the EU's Common Procurement Vocabulary).
  'cpv',
  // A farm's register and its entry (`Registrul agricol …, poz. 112`, `poziția 56`).
  'poz', 'pozitia', 'pozitie',
  // The agricultural register's role and volume before the position (`Rol tip 1, vol. II, poz. 297`): the volume numbered
  // in Roman numerals (`REGISTRY_ROMAN_WORDS`) (issue 24, shapes93).
  'rol', 'rolul', 'vol', 'volum', 'volumul',
  // A milk centre's or a cooperative's supplier and its number in the centre's list (`Furnizor 0096 …`, `furnizor nr. 12`).
  'furnizor', 'furnizorul',
  // A holding's code in the veterinary register and an animal's ear tags (`Exploatație RO0216094931`, `crotalii
  // RO122702852490`: ANSVSA's codes, `RO` and ten or twelve digits).
  'exploatatie', 'exploatatia', 'exploatatiei', 'crotal', 'crotalul', 'crotalii', 'crotaliu', 'crotaliul',
  // Fiscal and trade-register codes: `CUI 123`, `CIF RO123`, `Cod fiscal 123`, `Nr. ORC J04/123/2010`, `Nr.Reg.Com.: J13/902/1994`.
  'cui', 'cif', 'fiscal', 'orc', 'reg', 'registrul', 'registrului', 'onrc',
  // A firm's bank account and capital (`IBAN RO49BTRL…`, `Cont: RO22RNCB…`, `Capital social: 45.000 lei`).
  'iban', 'cont', 'capital',
  // A service's ticket and its number (`Tichet #48919 | Jud: BT | …`; issue 24, shapes107).
  'tichet', 'tichetul', 'tichetului', 'ticket',
  // Papers of a sale quoted beside the address (SALE_PAPER_WORDS).
  ...SALE_PAPER_WORDS,
]);

/**
 * The land book's words that name its place after the number (`CF 30419 Bălcăuți`, `CF nr. 52001 Chitila`):
 * the land book is kept by the commune or town, which is no part of the address (the village may be another).
 */
export const LAND_BOOK_NAMING_PLACE: ReadonlySet<string> = new Set(['cf', 'funciara']);
/**
 * A plot's tarla and parcel (`tarla 62 parcela 414`, `T 62 P 414`): the two words, each before its number. Only
 * together (`Str. Parcela 701` is a street) and never after a street's type word.
 */
export const LAND_PLOT_WORDS: ReadonlyArray<readonly [string, string]> = [['t', 'p'], ['tarla', 'parcela'], ['tarlaua', 'parcela'], ['sola', 'parcela']];

/**
 * Words between a {@link REGISTRY_WORDS} word and its number that say which register or sum it is
 * (`Nr. Reg. Com.`, `Registrul Comerțului`, `Capital social subscris și vărsat: 45.000 lei`).
 */
/** Registry words whose number is written in Roman numerals (`vol. II`, `volumul XII`). */
export const REGISTRY_ROMAN_WORDS: ReadonlySet<string> = new Set(['vol', 'volum', 'volumul']);
// (`Rol nominal unic 64982`: a local tax office's roll of a payer, before its number; issue 24, shapes102.)
export const REGISTRY_QUALIFIERS: ReadonlySet<string> = new Set(['tip', 'agricol', 'com', 'comert', 'comertului', 'social', 'subscris', 'si', 'varsat', 'bancar', 'curent', 'nominal', 'unic']);

/** Banks named after an account (`IBAN RO49BTRL… Banca Transilvania`, `RO22RNCB… BCR`): they go with it. */
export const BANK_WORDS: ReadonlySet<string> = new Set(['banca', 'bank', 'bcr', 'brd', 'cec', 'ing', 'raiffeisen', 'transilvania', 'unicredit', 'otp', 'garanti', 'libra', 'exim', 'trezoreria', 'trezorerie', 'groupe', 'societe', 'generale', 'alpha']);

/** A currency after a sum (`45.000 lei`, `200 RON`): it goes with the sum ({@link REGISTRY_WORDS}' `capital`). */
export const CURRENCY_WORDS: ReadonlySet<string> = new Set(['lei', 'ron', 'eur', 'euro']);

/**
 * A utility's words for the place it supplies, printed as the label of the address on its bills and
 * contracts (`Loc de consum:`, `loc consum`, `Adresa locului de consum:`, `loc de producere și consum`):
 * the place word, the words that may stand between it and {@link CONSUMPTION_WORD}, and the utility named
 * after them (`Loc de consum gaze:`). A label: what follows is the address.
 */
export const SUPPLY_PLACE_WORDS: ReadonlySet<string> = new Set(['loc', 'locul', 'locului']);
export const SUPPLY_PLACE_LINKS: ReadonlySet<string> = new Set(['de', 'producere', 'si']);
export const CONSUMPTION_WORD = 'consum';
/**
 * What is done at a place a transport, delivery or tender paper labels (`Loc descărcare:`, `Loc de
 * încărcare`, `Locul de livrare a produselor:`, `loc predare`, `Loc de prestare:`), after a
 * {@link SUPPLY_PLACE_WORDS} word and maybe `de`: the label says which place the address is, `loc` is no
 * locality's marker there and the activity no place.
 */
export const PLACE_ACTIVITY_WORDS: ReadonlySet<string> = new Set([
  'descarcare', 'descarcarii', 'incarcare', 'incarcarii', 'livrare', 'livrarii', 'predare', 'predarii', 'primire', 'primirii',
  'receptie', 'receptiei', 'prestare', 'prestarii', 'executie', 'executiei', 'executare', 'executarii', 'montaj', 'montare', 'instalare',
  'destinatie', 'ridicare', 'ridicarii', 'depozitare', 'depozitarii', 'colectare', 'colectarii', 'intalnire',
  // A staff bus's boarding point on its route sheet (`punct de îmbarcare sat Cârstani`, `punct de urcare`): the boarding no place.
  'imbarcare', 'imbarcarii', 'urcare', 'preluare', 'preluarii',
  // A police report's or a fine's place of the deed (`loc faptei:`, `Locul săvârșirii faptei:`, `locul comiterii
  // faptei`, `locul accidentului`, `loc constatare`): the deed no place either.
  'faptei', 'savarsirii', 'comiterii', 'constatarii', 'constatare', 'accidentului', 'evenimentului', 'incidentului',
  // An insurer's claim file and its agent's notes name the place of the loss by the loss, often without its article
  // (`loc eveniment:`, `loc accident`, `locul daunei:`, `loc producere eveniment`, `locul riscului`, `loc inspectie`):
  // the loss no place, `loc` no locality's marker.
  'eveniment', 'accident', 'incident', 'dauna', 'daunei', 'sinistru', 'sinistrului', 'avarie', 'avariei', 'paguba', 'pagubei',
  'risc', 'riscului', 'inspectie', 'inspectiei', 'producerii', 'producere',
  // A repair's or a service's job sheet names where the work is done (`Loc intervenție:`, `locul lucrării`; issue 24, shapes107).
  'interventie', 'interventiei', 'lucrare', 'lucrarii', 'lucru',
]);
export const UTILITY_NAMES: ReadonlySet<string> = new Set(['gaze', 'gaz', 'apa', 'energie', 'curent', 'electrica', 'electric', 'termica', 'canal']);

/**
 * The words of a utility bill's references and readings beside the address (`POD RO004E521199002`,
 * `CLC DEG0099187721`, `cod client 2003319010`, `cod abonat 60214`, `contor 85122331`, `Serie contor G4:
 * 1120332`, `Apometru DN20 nr. 18C422119`, `index vechi 18224`, `idx 03314`): the word that opens one; the
 * code or number after it is no house number, postal code or place. `pod` is also a place's word (`Podu
 * Iloaiei`, `Pod Ursului`): only before a long code ({@link PLACE_LIKE_UTILITY_WORDS}).
 */
export const UTILITY_REFERENCE_WORDS: ReadonlySet<string> = new Set([
  'pod', 'clc', 'client', 'clientului', 'abonat', 'abonatului', 'contor', 'contorul', 'contorului', 'apometru', 'apometrul', 'apometrului',
  'index', 'indexul', 'idx',
]);
export const PLACE_LIKE_UTILITY_WORDS: ReadonlySet<string> = new Set(['pod']);
/**
 * A utility's measures beside the address (`consum 184 mc / 1.962 kWh`, `putere evacuată 8 kW`, `debit instalat
 * 6 mc/h`, `prosumator 5 kWp`): the word that opens one, and the units its number must be followed by.
 */
export const UTILITY_MEASURE_WORDS: ReadonlySet<string> = new Set(['consum', 'consumul', 'putere', 'puterea', 'debit', 'debitul', 'prosumator']);
export const UTILITY_UNITS: ReadonlySet<string> = new Set(['mc', 'm3', 'kwh', 'mwh', 'kw', 'kwp', 'mw', 'gcal', 'h']);
/**
 * Words between a utility's reference or measure word and its value (`index vechi 18224`, `Serie contor G4:`,
 * `putere evacuată 8 kW`, `debit instalat`, `cod loc consum`), and the words written before one (`cod client`,
 * `serie contor`, `nr. contor`).
 */
export const UTILITY_QUALIFIERS: ReadonlySet<string> = new Set([
  'vechi', 'nou', 'actual', 'anterior', 'citit', 'serie', 'seria', 'evacuata', 'evacuat', 'instalata', 'instalat', 'aprobata', 'aprobat', 'contractata',
  'maxima', 'lunar', 'de', 'gaz', 'gaze', 'apa', 'energie', 'electrica',
]);
export const UTILITY_REFERENCE_HEADS: ReadonlySet<string> = new Set(['cod', 'codul', 'serie', 'seria', 'nr', 'numar']);

/**
 * A contract's or a bill's time beside the address: a span (`pe o perioadă de 12 luni`, `timp de 5 ani`) by
 * its unit after the number, and a date (`începând cu 01.11.2026`, `scadență 15.12.2026`, `perioada
 * 01.01-31.10.2026`); the words before them that say which time it is go with them. No number of theirs is a
 * house's.
 */
export const PERIOD_UNITS: ReadonlySet<string> = new Set(['zi', 'zile', 'saptamana', 'saptamani', 'luna', 'luni', 'an', 'ani']);
/**
 * A farm's yield or delivery, a quantity's unit and the period or area it is counted by, joined by a slash (`285 l/zi`,
 * `40 kg/lună`, `6 t/ha`), as milk centres' supplier rows and farms' registers write them beside the address (issue 24,
 * shapes93). Only with the slash and its period: `nr. 5 L` is a house's letter, `Str. T` a street.
 */
export const YIELD_UNITS: ReadonlySet<string> = new Set(['l', 'litri', 'kg', 't', 'tone', 'hl']);
export const YIELD_PER: ReadonlySet<string> = new Set([...PERIOD_UNITS, 'ha', 'cap', 'vaca', 'stup']);
/**
 * The units of a person's age (`72 ani`, `8 luni`: a beneficiaries' list's or a patient's column of its own). A number
 * and one of them filling a field alone is the age, no house's number (leave-out/time.ts).
 */
export const AGE_UNITS: ReadonlySet<string> = new Set(['ani', 'luni']);
/**
 * Words before a time of day (`ora 14:20`, `la orele 9.05`), as reports and summonses write when a deed was
 * found or a hearing is held: the hour and minutes after one are no house's number (leave-out/time.ts).
 */
export const TIME_OF_DAY_WORDS: ReadonlySet<string> = new Set(['ora', 'orele', 'ore']);
/**
 * `a avea loc` (to take place) in its forms, as notices and invitations write when an event is (`Slujba va avea loc
 * duminică, 25 decembrie, la biserica din satul …`, `Ședința are loc joi`), folded: its `loc` is no `loc.`
 * (localitate) marking a place's name, and the day and date after it are the event's (`EVENT_TIME_WORDS`).
 */
export const EVENT_PHRASES: ReadonlyArray<readonly string[]> = [
  ['va', 'avea', 'loc'], ['vor', 'avea', 'loc'], ['are', 'loc'], ['au', 'loc'], ['a', 'avut', 'loc'], ['au', 'avut', 'loc'], ['avea', 'loc'], ['avand', 'loc'],
];
/** The days of the week, folded: after {@link EVENT_PHRASES}, the event's day (`va avea loc duminică`). */
export const WEEKDAYS: ReadonlySet<string> = new Set(['luni', 'marti', 'miercuri', 'joi', 'vineri', 'sambata', 'duminica']);
/** Words of an event's time after {@link EVENT_PHRASES} besides days, dates and hours (`începând cu ora 10`, `în data de 25 decembrie`). */
export const EVENT_TIME_WORDS: ReadonlySet<string> = new Set(['in', 'data', 'de', 'ziua', 'pe', 'incepand', 'incepind', 'cu', 'ora', 'orele', 'la', 'dimineata', 'seara']);
export const TIME_LEAD_WORDS: ReadonlySet<string> = new Set([
  'pe', 'o', 'perioada', 'perioadei', 'de', 'timp', 'durata', 'termen', 'pentru', 'incepand', 'incepind', 'cu', 'din', 'la', 'pana', 'data', 'intre',
  'scadenta', 'emisa', 'emis', 'valabil', 'valabila', 'termenul',
  // A summons' day (`în ziua de 09.10.2026, ora 9:00`).
  'in', 'ziua', 'zilei',
  // A bill's or a rent's due day (`plătibilă până la data de 5`).
  'platibil', 'platibila', 'achitabil', 'achitabila', 'scadent',
  // A dispatch's order, ride or booking stamped with its hour (`comandă 09:00 Novaci campului 65 -> gara`, `cursa 14:20`,
  // `programare 10:30`): the word heads the time, no place's (`Comanda` is a village of Mehedinți; issue 24, small124).
  'comanda', 'comenzii', 'cursa', 'cursei', 'rezervare', 'rezervarea', 'programare', 'programarea',
  // A span that has passed, as reminders write (`au trecut 6 luni de la ultimul control`, `a trecut 1 an`): its number is
  // no house's (read as one, the letter's sentence became a street with its number; issue 24, fix131).
  'trecut',
]);
/**
 * Words naming a day whose day of the month follows after `de` with no month (`până la data de 5`, `în ziua de 15`):
 * a due day's number, no house's (leave-out/time.ts).
 */
export const DAY_OF_MONTH_WORDS: ReadonlySet<string> = new Set(['data', 'ziua']);
/**
 * Words of a dated event before its day and month (`livrare 1 decembrie până la ora 12:00`, `înhumat pe 23 august`,
 * `parastas 2 mai`), folded, as wreath and flower orders, funeral homes and civil status write when a thing is
 * delivered or a person buried, born or wed: the day and month after one (maybe after `pe`) are its date, no place
 * named after a date (1 Decembrie, 2 Mai, 23 August: read so, the commune won over the address after it; issue 24,
 * fix135). Not `la`, `în`, `din`: `livrare în 1 Decembrie` names the commune.
 */
export const DATED_EVENT_WORDS: ReadonlySet<string> = new Set([
  'livrare', 'livrarea', 'livrat', 'livrata', 'livram', 'ridicare', 'ridicarea', 'preluare', 'preluarea', 'expediere', 'expediat', 'expediata',
  'inhumat', 'inhumata', 'inhumare', 'inhumarea', 'inmormantat', 'inmormantata', 'inmormantare', 'inmormantarea', 'inmormantarii',
  'decedat', 'decedata', 'decesului', 'nascut', 'nascuta', 'casatorit', 'casatorita', 'casatoriti', 'cununie', 'cununia', 'botez', 'botezul',
  'parastas', 'parastasul', 'pomenire', 'pomenirea', 'priveghi', 'priveghiul', 'slujba', 'slujbei', 'programare', 'programat', 'programata',
]);
/** The links between a dated event's word and its day (`livrare pe 1 decembrie`, `în data de 23 august`). */
export const DATE_LEAD_LINKS: ReadonlySet<string> = new Set(['pe', 'de', 'data', 'ziua']);
/** The words between a day and month and the hour after it (`1 decembrie până la ora 12:00`, `2 mai de la ora 10`). */
export const DATE_HOUR_LINKS: ReadonlySet<string> = new Set(['pana', 'la', 'de', 'incepand', 'incepind', 'cu', 'intre', 'in', 'jurul', 'dupa']);

/**
 * Identity documents quoted beside an address (`CI seria BV nr. 123456`, `B.I. seria AB 123456`):
 * the kinds of document, before the word `seria`; their series is no county, their number no
 * house number or postal code.
 */
export const IDENTITY_DOCUMENT_WORDS: ReadonlySet<string> = new Set(['ci', 'bi', 'buletin', 'buletinul', 'pasaport', 'pasaportul']);

/**
 * An official paper's title written before or around the address it is about, as the state's letters, police
 * reports, summonses, tax notices, deeds and court files open (`Proces-verbal de constatare și sancționare a
 * contravenției`, `CITAȚIE`, `Înștiințare de plată`, `Contract de vânzare-cumpărare`, `Dosar nr. 155/206/2025`), as
 * folded phrases: the paper's head word. With its qualifiers ({@link DOCUMENT_TITLE_QUALIFIERS}) after it, and its
 * series and number, the title is no part of the address (leave-out's `DOCUMENT_TITLE`). No locality or street of
 * the data is named by one (test/verify-habits-shapes45.test.ts checks the index). `P.V.` and `PV`, letters that
 * may be a name's initials, only before a qualifier (`P.V. contravenție`).
 */
export const DOCUMENT_TITLES: ReadonlyArray<readonly string[]> = [
  ['proces', 'verbal'], ['procesul', 'verbal'], ['procesului', 'verbal'], ['p', 'v'], ['pv'],
  ['citatie'], ['citatia'], ['somatie'], ['somatia'], ['instiintare'], ['instiintarea'], ['decizie'], ['decizia'], ['decizia', 'de'],
  ['sentinta'], ['hotarare'], ['hotararea'], ['incheiere'], ['incheierea'], ['titlu', 'executoriu'], ['titlul', 'executoriu'],
  ['contract'], ['contractul'], ['contractului'], ['dosar'], ['dosarul'], ['dosarului'], ['adeverinta'], ['certificat'], ['certificatul'], ['extras'], ['extrasul'],
  // A doctor's, a hospital's and an insurer's papers (`Scrisoare medicală`, `Bilet de trimitere nr. 0341287`, `Foaie de
  // observație`, `Fișă vaccinare`, `Poliță PAD seria RA-065 nr. 004471223`).
  ['scrisoare', 'medicala'], ['bilet', 'de', 'trimitere'], ['bilet', 'trimitere'], ['bilet', 'de', 'externare'], ['foaie', 'de', 'observatie'],
  ['fisa'], ['referat'], ['referatul'], ['polita'], ['politei'],
  // A sale paper without its number (`AVIZ DE INSOTIRE A MARFII - Destinatie: …`, `Aviz pt bancă - …`); with its number it
  // is a registry's reference too (`REGISTRY_WORDS`).
  ['aviz'], ['avizul'],
  // A social worker's paper (`Ancheta socială 01.04.2025 - Rusu Ileana, loc. Șipotele, …`, `ancheta soc. … fam. Lungu, sat …`).
  ['ancheta', 'sociala'], ['ancheta', 'soc'], ['ancheta', 'sociale'],
  // A permit to fish, to hunt or to carry a weapon, as its holder's register writes it before the address (`Permis de
  // pescuit recreativ seria ANPA 781382, valabil 2027, posesor: …`, `Autorizație de vânătoare AV 064790`; issue 24, fix136):
  // kept, `Permis de pescuit recreativ` was the text's unexplained head and cost the answer its confidence.
  ['permis'], ['permisul'], ['autorizatie'], ['autorizatia'], ['autorizatiei'],
];
/** The words of {@link DOCUMENT_TITLES} that are letters only, a name's initials as often: a title only before a qualifier. */
export const DOCUMENT_TITLE_INITIALS: ReadonlySet<string> = new Set(['p', 'pv']);
/**
 * A paper's validity in a field of its own (`Permis … seria ANPA 781382, valabil 2027, posesor: …`, `valabilă până la
 * 31.12.2027`): its word opening the field, with {@link VALIDITY_LINKS} and a year or a date to the field's end, a note
 * (leave-out/documents.ts, `VALIDITY`; issue 24, fix136): kept, the year was read as an old postal code.
 */
export const VALIDITY_WORDS: ReadonlySet<string> = new Set(['valabil', 'valabila', 'valabilitate', 'valabilitatea', 'expira', 'expirare', 'expirarea']);
/** The words between a {@link VALIDITY_WORDS} word and its year or date (`valabil până la 2027`, `valabil pe anul 2027`). */
export const VALIDITY_LINKS: ReadonlySet<string> = new Set(['pana', 'la', 'in', 'pe', 'anul', 'data', 'de', 'din', 'pentru', 'sezonul']);
/**
 * Words that say which paper a {@link DOCUMENT_TITLES} title is, after it in its field (`de constatare și
 * sancționare a contravenției`, `de sechestru încheiat astăzi`, `de plată impozit pe clădiri și teren`, `de
 * vânzare-cumpărare`, `de executare silită`, `civilă`): they go with the title. A closed list, so that a place
 * written after a title in its field (`Citație Bacău`) stays the address's.
 */
export const DOCUMENT_TITLE_QUALIFIERS: ReadonlySet<string> = new Set([
  'de', 'a', 'al', 'si', 'privind', 'pentru',
  'constatare', 'constatarea', 'sanctionare', 'sanctionarea', 'contraventiei', 'contraventie', 'contraventional', 'contraventionala', 'contraventiilor',
  'sechestru', 'sechestrului', 'sechestrare', 'executare', 'executarii', 'executari', 'silita', 'silite', 'poprire', 'popririi', 'evacuare', 'predare', 'primire',
  'plata', 'impozit', 'impozitul', 'impozitului', 'impozite', 'taxe', 'taxa', 'pe', 'cladiri', 'cladirea', 'teren', 'terenuri', 'terenul', 'mijloace', 'mijloacele', 'transport',
  'impunere', 'fiscala', 'fiscal', 'atestare', 'urbanism', 'carte', 'funciara', 'informare',
  'vanzare', 'cumparare', 'donatie', 'inchiriere', 'comodat', 'partaj', 'succesiune', 'succesoral', 'mostenitor', 'intretinere', 'ipoteca',
  'civila', 'civil', 'penala', 'penal', 'judecatoresc', 'judecatoreasca', 'notarial', 'notariala', 'autentic', 'autentificat', 'autentificata',
  'incheiat', 'incheiata', 'astazi', 'azi', 'executoriu', 'executorie', 'amenda', 'amenzii',
  'medicala', 'medical', 'vaccinare', 'consultatie', 'veterinara', 'triaj', 'internare', 'externare', 'ingrijiri', 'ambulatoriu', 'specialitate', 'facultativa', 'obligatorie', 'pad',
  'admitere', 'social', 'sociala', 'insotire', 'marfii', 'expeditie',
  // A repairer's or an installer's job sheet (`FIȘĂ INTERVENȚIE 682 | Loc intervenție: …`, `Fișă de lucru nr. 12`; issue 24, shapes107).
  'interventie', 'interventii', 'lucru', 'lucrari', 'service', 'reparatie', 'reparatii', 'montaj',
  // A permit's kind (`Permis de pescuit recreativ`, `Autorizație de vânătoare`, `permis de armă`; issue 24, fix136).
  'pescuit', 'recreativ', 'recreational', 'sportiv', 'comercial', 'vanatoare', 'arma', 'port', 'valabil', 'valabila',
]);
/**
 * What must follow a {@link DOCUMENT_FORMULAE} formula for it to be one, and goes with it: a party's role
 * (`în calitate de pârât`, {@link PARTY_ROLES}), a court or an office that issues papers with the town it is named
 * by (`este chemat la Judecătoria Galați`, `eliberată de SPCLEP Târgu Mureș`, {@link COURT_WORDS}, {@link ISSUER_WORDS}),
 * a register's office to `sub` and the number (`înregistrată la ORC Gorj sub nr. J18/402/2004`), or nothing.
 */
export type FormulaObject = 'role' | 'court' | 'issuer' | 'register' | 'none';
/**
 * The formulae of reports, summonses, deeds and firms' papers about the person or the firm whose address they give
 * (`în calitate de pârât`, `legitimat cu`, `identificat cu`, `este chemat la Judecătorie`, `cetățean român`,
 * `eliberată de SPCLEP …`, `înmatriculată la ORC … sub nr. …`), as folded phrases with what must follow them: no
 * part of the address (leave-out's `DOCUMENT_FORMULA`).
 */
export const DOCUMENT_FORMULAE: ReadonlyArray<{ readonly words: readonly string[]; readonly then: FormulaObject }> = [
  ...[['in', 'calitate', 'de'], ['in', 'calitatea', 'de'], ['avand', 'calitatea', 'de'], ['prin'], ['reprezentata', 'prin'], ['reprezentat', 'prin'],
    ['reprezentata', 'legal', 'prin'], ['reprezentat', 'legal', 'prin']].map((words) => ({ words, then: 'role' as const })),
  ...[['legitimat', 'cu'], ['legitimata', 'cu'], ['legitimat', 'prin'], ['identificat', 'cu'], ['identificata', 'cu'], ['identificat', 'prin'], ['identificata', 'prin'],
    ['posesor', 'al'], ['posesoare', 'a'], ['posesorul', 'al'], ['cetatean', 'roman'], ['cetateana', 'romana'], ['cetatenie', 'romana']].map((words) => ({ words, then: 'none' as const })),
  ...[['este', 'chemat', 'la'], ['este', 'chemata', 'la'], ['sunteti', 'chemat', 'la'], ['sunteti', 'chemata', 'la'], ['este', 'citat', 'la'], ['este', 'citata', 'la'],
    ['sa', 'se', 'prezinte', 'la'], ['sa', 'va', 'prezentati', 'la']].map((words) => ({ words, then: 'court' as const })),
  ...[['eliberata', 'de'], ['eliberat', 'de'], ['emisa', 'de'], ['emis', 'de']].map((words) => ({ words, then: 'issuer' as const })),
  ...[['inregistrata'], ['inregistrat'], ['inmatriculata'], ['inmatriculat']].map((words) => ({ words, then: 'register' as const })),
];
/** The offices that issue identity cards (`eliberată de SPCLEP Cluj-Napoca`, `emis de Poliția Bacău`): with the town after them, the issuer's. */
export const ISSUER_WORDS: ReadonlySet<string> = new Set(['spclep', 'sclep', 'spclp', 'politia', 'evidenta', 'dgepmb', 'depabd']);
/** The word after which a register's office gives the number a firm is registered under (`înregistrată la ORC Gorj sub nr. J18/402/2004`). */
export const REGISTER_NUMBER_WORD = 'sub';
/** The party's role after `în calitate de` (`pârât`, `vânzător`, `moștenitor`): it goes with the formula. */
export const PARTY_ROLES: ReadonlySet<string> = new Set([
  'parat', 'parata', 'reclamant', 'reclamanta', 'debitor', 'debitoare', 'creditor', 'creditoare', 'contestator', 'contestatoare', 'intimat', 'intimata',
  'petent', 'petenta', 'inculpat', 'inculpata', 'martor', 'martora', 'contravenient', 'contravenienta', 'parte', 'vatamata', 'civilmente', 'responsabila',
  'vanzator', 'vanzatoare', 'cumparator', 'cumparatoare', 'donator', 'donatoare', 'donatar', 'donatara', 'mostenitor', 'mostenitoare', 'succesor', 'succesoare',
  'proprietar', 'proprietara', 'chirias', 'chiriasa', 'locator', 'locatar', 'locatara', 'comodant', 'comodatar', 'beneficiar', 'beneficiara', 'garant',
  'imputernicit', 'imputernicita', 'mandatar', 'mandatara', 'reprezentant', 'reprezentanta', 'legal', 'administrator', 'tutore', 'curator', 'contribuabil', 'solicitant', 'solicitanta',
  'unic', 'unica', 'asociat', 'director', 'general',
]);
/**
 * A court or its seat after a summons' verb (`este chemat la Judecătorie`, `la Judecătoria Galați`, `la
 * Tribunalul Cluj`): with the town the court is named by, to a time's word, the court's, not the address's.
 */
export const COURT_WORDS: ReadonlySet<string> = new Set([
  'judecatorie', 'judecatoria', 'judecatoriei', 'tribunal', 'tribunalul', 'tribunalului', 'instanta', 'instantei', 'sediul', 'sediu', 'parchet', 'parchetul',
]);

/** The word that opens an identity document's series (`seria BV`). */
export const DOCUMENT_SERIES_WORD = 'seria';

/**
 * A post-office box's words before its number (`C.P. 57`, `CP 37`, `Căsuța poștală 94`, `Cas. post. 65`), folded: a firm's
 * or a person's box at a post office, its number no house's and no postal code (`C.P.` before four digits is a postal
 * code of before 2003: `MARKED_OLD_POSTAL_CODE`). `short` phrases are also a postal code's word, so their box number has
 * at most three digits.
 */
export const PO_BOX_PHRASES: ReadonlyArray<{ readonly phrase: readonly string[]; readonly short: boolean }> = [
  { phrase: ['cp'], short: true }, { phrase: ['c', 'p'], short: true },
  { phrase: ['casuta', 'postala'], short: false }, { phrase: ['casuta', 'post'], short: false }, { phrase: ['cas', 'post'], short: false },
  { phrase: ['casuta'], short: false },
];
/**
 * A post office's words (`OP Lunca`, `O.P. Măcin`, `Oficiul Poștal Daneți`), folded: after a box's number they name the
 * office the box is at, whose place follows (`OP` alone before a name is read as the place's marker: aliases.ts).
 */
export const POST_OFFICE_PHRASES: readonly (readonly string[])[] = [['op'], ['o', 'p'], ['oficiul', 'postal'], ['oficiului', 'postal'], ['of', 'postal']];

/** A personal numeric code (`CNP 1850101123456`): the marker of a number that is no address part. */
export const PERSONAL_CODE_WORD = 'cnp';

/** Short forms of the months in names (`1 Dec. 1918`, `23 Aug.`), in full. */
export const MONTH_SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['ian', 'ianuarie'], ['feb', 'februarie'], ['febr', 'februarie'], ['apr', 'aprilie'], ['iun', 'iunie'], ['iul', 'iulie'], ['aug', 'august'],
  ['sep', 'septembrie'], ['sept', 'septembrie'], ['oct', 'octombrie'], ['noi', 'noiembrie'], ['nov', 'noiembrie'], ['dec', 'decembrie'],
]);

/**
 * First words of a note after a dash or a comma (`București - fost sediu`,
 * `…, fostă Str. Lenin`, `- lângă Piață`): the rest of that field is left out.
 */
export const DASHED_NOTE_STARTS: ReadonlySet<string> = new Set([
  'fost', 'fosta', 'fostul', 'fostei', 'fostului', 'langa', 'vizavi', 'dupa',
  // A town the place is near, German and English (`Michelsberg Nr. 45, bei Hermannstadt`, `…, near Sibiu`).
  'bei', 'near',
  // The metro station a listing or a courier's note names (`…, metrou Dimitrie Leonida`): a stop's name follows.
  'metrou', 'metroul',
  // Italian and Spanish, in messages home (`vicino alla scoala`, `casa accanto alla chiesa`, `dopo il ponte`, `cerca de la iglesia`).
  'vicino', 'accanto', 'dopo', 'cerca',
]);

/**
 * Note starts that also open places' names (`După Deal`, `După Măgura` are villages): a note only
 * where a landmark, a label or a street's type follows them in their field (`după magazin`, `după
 * biserică`); otherwise the words are the place's.
 */
export const NOTE_STARTS_OPENING_NAMES: ReadonlySet<string> = new Set(['dupa']);

/**
 * Landmarks whose own name follows them in a note (`lângă Carrefour Berceni`, `…, metrou Dimitrie Leonida`,
 * `vizavi de stația Piața Sudului`): the shop chains of the big towns' estates and the stops. After one
 * (`LANDMARK_WORDS` holds them), the rest of the note's field is the landmark's name, up to a marker of the
 * address itself (`sector 4`, `jud.`, a number): a neighbourhood named so (`Berceni`) is no locality there.
 */
const NAMED_LANDMARK_WORDS_LIST = [
  'profi', 'carrefour', 'kaufland', 'lidl', 'penny', 'auchan', 'selgros', 'billa', 'cora', 'mega', 'image', 'metrou', 'metroul', 'metroului', 'statia', 'statiei', 'statie',
] as const;
/** {@link NAMED_LANDMARK_WORDS_LIST}, as a set. */
export const NAMED_LANDMARK_WORDS: ReadonlySet<string> = new Set(NAMED_LANDMARK_WORDS_LIST);

/**
 * Landmarks that are numbered themselves, folded (`în dreptul blocului nr. 5`, `lângă scara 2`): a number right after
 * one is its own (the block's, the staircase's), not the house's, so a landmark phrase ending with one is not a note
 * before the house number (`GLUED_LANDMARK_NOTE`; the house reader's `positionBefore` reads `blocului` so too).
 */
export const NUMBERED_LANDMARK_WORDS: ReadonlySet<string> = new Set(['bloc', 'blocul', 'blocului', 'blocurile', 'blocurilor', 'scara', 'scarii', 'scarilor']);

/**
 * What a courier is told to look for near the house (`…, lângă biserică`, `- vizavi de școală`, `lângă
 * magazinul din centru`), folded, in the forms a note writes them: after a note's first word
 * (`DASHED_NOTE_STARTS`), these and the words that tie or qualify them (`LANDMARK_LINKS`) are the
 * note's, not a place's. (A place's name after `lângă` stays: `lângă Brașov` may be the county.)
 */
export const LANDMARK_WORDS: ReadonlySet<string> = new Set([
  'biserica', 'bisericii', 'biserici', 'scoala', 'scoalii', 'scolii', 'scoli', 'magazin', 'magazinul', 'magazinului', 'primarie', 'primaria', 'primariei',
  'gara', 'garii', 'gari', 'spital', 'spitalul', 'spitalului', 'posta', 'postei', 'posta', 'farmacie', 'farmacia', 'farmaciei', 'benzinarie', 'benzinaria', 'benzinariei',
  'statie', 'statia', 'statiei', 'bloc', 'blocul', 'blocului', 'blocuri', 'cimitir', 'cimitirul', 'cimitirului', 'camin', 'caminul', 'caminului', 'caminului',
  'dispensar', 'dispensarul', 'dispensarului', 'gradinita', 'gradinitei', 'cooperativa', 'cooperativei', 'pod', 'podul', 'podului', 'intersectie', 'intersectia',
  'intersectiei', 'sens', 'giratoriu', 'giratoriul', 'politie', 'politia', 'politiei', 'stadion', 'stadionul', 'stadionului', 'centru', 'centrul', 'centrului',
  // Parts of the house's own plot that a note points to (`intrarea din curte`, `în spatele casei`, `poarta din spate`).
  'casei', 'curte', 'curtea', 'curtii', 'spate', 'poarta', 'portii', 'gard', 'gardul', 'parc', 'parcul', 'parcului', 'parcare', 'parcarea', 'parcarii', 'liceu', 'liceul', 'liceului',
  // Qualifiers after a landmark (`biserica veche`, `școala nouă`, `biserica ortodoxă`, `căminul cultural`).
  'noua', 'noul', 'veche', 'vechi', 'vechea', 'ortodoxa', 'catolica', 'reformata', 'cultural', 'culturala',
  // A chapel, where notices hold their services (`la capela din satul …`).
  'capela', 'capelei',
  // The big towns' landmarks: stops (`lângă stația de autobuz`, `vizavi de metrou`) and shops (`lângă Profi`).
  'autobuz', 'autobuzului', 'tramvai', 'tramvaiului', 'troleibuz', 'metrou', 'metroul', 'metroului', 'mall', 'mallul', 'supermarket', 'supermarketul',
  ...NAMED_LANDMARK_WORDS_LIST,
]);

/**
 * Phrases that open a courier's note by where the house stands from a landmark, after a comma or a
 * dash (`…, în spatele blocului`, `- între blocuri`, `peste drum de primărie`, `vis-a-vis de școală`,
 * `intrarea din curte`), folded. Unlike `lângă` and `vizavi` (`DASHED_NOTE_STARTS`), the note is
 * theirs only when a landmark of `LANDMARK_WORDS` (or a street type word) follows: `Între Lacuri`,
 * `Heliade între Vii` are streets' names, `Intrarea` a street type.
 */
export const LANDMARK_PHRASES: ReadonlyArray<readonly string[]> = [
  ['in', 'spatele'], ['in', 'fata'], ['in', 'dreptul'], ['in', 'apropiere', 'de'], ['intre'], ['peste', 'drum'], ['vis', 'a', 'vis'],
  ['intrarea', 'din'], ['intrarea', 'prin'], ['intrarea', 'pe'], ['intrare', 'din'], ['intrare', 'prin'], ['intrare', 'pe'],
  // `…, ora 6:15, în stația din centru` (a staff bus's stop on its route sheet): `în` alone before a landmark; before a
  // name it is read (`în Brașov`). Last: the phrases above that open with it are tried first.
  ['in'],
];

/**
 * Landmark phrases as callers and call-takers say them anywhere in a sentence (`… la 145… în fața școlii…`, `…, ap. 28,
 * la scara din spate`, `în spatele blocului`), folded: before a landmark of `LANDMARK_WORDS` (tied by `LANDMARK_LINKS`), or
 * ending in one itself (`din spate`), the phrase and the landmark are a note wherever they stand (leave-out's
 * `LANDMARK_NOTE`), so that a landmark's word that is also a village's name (`fața` Fața, `spate` one letter from Spata)
 * is read as no place. Only phrases of position: `lângă`, `vizavi`, `la`, `din` alone also open a trip's or a named
 * landmark's words (`de la gară`, `lângă Carrefour Berceni`), which `DASHED_NOTE` and the trip rules read.
 */
export const LANDMARK_NOTE_LEADS: ReadonlyArray<readonly string[]> = [
  ['in', 'apropiere', 'de'], ['peste', 'drum', 'de'], ['vis', 'a', 'vis', 'de'],
  ['in', 'fata'], ['in', 'spatele'], ['din', 'spatele'], ['in', 'dreptul'], ['din', 'spate'], ['in', 'spate'],
];

/**
 * Phrases that name the corner the house stands at (`nr. 15 colț cu str. Constanța`, `Strada
 * Sporturilor colț cu 1 Decembrie 1918, nr. 7`, `- intersecția cu Maior Petru`), folded: what follows
 * them in their field is the other street, no part of the address. (`Strada Colțul Putinarilor` is a
 * name: no `cu` after it.)
 */
export const CORNER_PHRASES: ReadonlyArray<readonly string[]> = [
  ['colt', 'cu'], ['coltul', 'cu'], ['intersectia', 'cu'], ['intersectie', 'cu'], ['intersectiei', 'cu'],
  ['la', 'colt', 'cu'], ['la', 'coltul', 'cu'], ['la', 'intersectia', 'cu'], ['in', 'coltul', 'cu'], ['la', 'intersectie', 'cu'],
];

/** Words that tie a landmark in a courier's note to its first word or to another landmark (`vizavi de școală`, `magazinul din centru`). */
export const LANDMARK_LINKS: ReadonlySet<string> = new Set(['de', 'cu', 'din', 'la', 'si']);

/**
 * `lângă` or `din` between a village and the commune or town it lies by or belongs to (`Bolda lângă Beltiug`,
 * the old spelling `lîngă` folded; `Bolda din Beltiug`): the word parts the two names, as a comma would
 * (leave-out's `PLACE_NEAR`).
 */
export const PLACE_NEAR_WORDS: ReadonlySet<string> = new Set(['langa', 'linga', 'din']);

/**
 * Words that say where a road goes from a place (`la ieșirea din Fetești spre Slobozia`, `Blaj către Alba
 * Iulia`, `Fieni direcția Târgoviște`, `dinspre Oradea`): the place after one is the road's direction, not
 * the address's commune or town (leave-out's `DIRECTION_AFTER_PLACE`). No place or street of the data has
 * one in its name.
 */
export const DIRECTION_WORDS: ReadonlySet<string> = new Set(['spre', 'inspre', 'dinspre', 'catre', 'directia', 'directie', 'directiei']);

/**
 * A paper, a message or a parcel sent to someone, and the verbs of sending (`Scrisoare către Ion Pop`, `Cerere
 * către Maria Ionescu`, `Trimis către …`, `Expediat spre …`): a direction word after one names the addressee,
 * not where a road goes from a place (`DIRECTION_AFTER_PLACE` keeps off it; the field is then the addressee's).
 * No place of the data has one in its name.
 */
export const SENT_THING_WORDS: ReadonlySet<string> = new Set([
  'scrisoare', 'scrisoarea', 'cerere', 'cererea', 'notificare', 'notificarea', 'somatie', 'somatia', 'citatie', 'citatia', 'petitie', 'petitia',
  'plangere', 'plangerea', 'sesizare', 'sesizarea', 'contestatie', 'contestatia', 'solicitare', 'solicitarea', 'memoriu', 'memoriul', 'invitatie',
  'invitatia', 'raspuns', 'raspunsul', 'mesaj', 'mesajul', 'plic', 'plicul', 'factura', 'facturi',
  'trimis', 'trimisa', 'trimise', 'expediat', 'expediata', 'expediate', 'adresat', 'adresata', 'adresate', 'destinat', 'destinata',
]);

/**
 * Where on the road by a place, written before the place's name at the start of its field (`la ieșirea din Fetești
 * spre Slobozia`, `la intrarea în Cristian dinspre Sibiu`, `înainte de Sânpetru`), as folded phrases: the road's
 * words, no part of the address (leave-out's `ROAD_POSITION_BEFORE_PLACE`). (Not `după` alone: `Str. După Ziduri`.)
 */
export const ROAD_POSITION_LEADS: ReadonlyArray<readonly string[]> = [
  ['la', 'iesirea', 'din'], ['la', 'iesire', 'din'], ['la', 'intrarea', 'in'], ['la', 'intrare', 'in'], ['la', 'intrarea', 'din'],
  ['inainte', 'de'], ['imediat', 'dupa'],
];

/** Words written before a direction word and said with it (`în direcția`, `pe sensul spre`, `sensul de mers către`), as folded phrases. */
export const DIRECTION_LEADS: ReadonlyArray<readonly string[]> = [
  ['in'], ['pe'], ['sens'], ['sensul'], ['in', 'sensul'], ['pe', 'sensul'], ['sens', 'de', 'mers'], ['sensul', 'de', 'mers'], ['pe', 'sensul', 'de', 'mers'], ['in', 'sensul', 'de', 'mers'],
];

/**
 * Official names written with a comma inside (`Horea, Cloșca și Crișan`), as
 * folded words with `','` where the comma goes: that comma does not end a field.
 */
export const NAMES_WITH_COMMA: ReadonlyArray<readonly string[]> = [
  ['horia', ',', 'closca', 'si', 'crisan'],
  ['horea', ',', 'closca', 'si', 'crisan'],
];

/**
 * Epithets people add to a name that the data may not have (`Ștefan cel Mare și
 * Sfânt` for Strada Ștefan cel Mare): folded phrases, looked for again without.
 */
export const NAME_EPITHETS: ReadonlyArray<readonly string[]> = [['si', 'sfant'], ['si', 'sfantul']];

/** Words that join a second address or number to the first (`nr. 5 și 7`, `nr. 5 sau 7`): what follows is not read. */
export const CONJUNCTIONS: ReadonlySet<string> = new Set(['si', 'sau']);

/**
 * First words of a note in parentheses (`(sediu social)`, `(fost Str. Lenin)`,
 * `(lângă piață)`): the parenthesis is left out. Other parentheses are read,
 * since official names have them (`Bulevardul Unirii (Micro 3)`).
 */
export const PARENTHESIZED_NOTE_STARTS: ReadonlySet<string> = new Set([
  'sediu', 'sediul', 'fost', 'fosta', 'fostul', 'fosta', 'langa', 'vizavi', 'vis', 'in', 'la', 'spate', 'spatele', 'colt', 'intre',
  'intrare', 'intrarea', 'parter', 'etaj', 'et', 'ap', 'birou', 'corp', 'cladirea', 'punct', 'pct', 'firma', 'sc', 'srl', 'sa',
  // A note to the courier: `(sunați la interfon)`.
  'sunati', 'suna', 'interfon',
  // A technician's note (a provider's app, a work order): where the box, the cable or the pole is (`str Teilor (cutia e la
  // scara 2)`, `(cablul vine pe stâlp)`, `(firida în hol)`).
  'cutia', 'cutie', 'cablul', 'cablu', 'stalp', 'stalpul', 'firida', 'firida', 'priza', 'routerul', 'router', 'ont', 'splitter', 'splitterul', 'antena', 'decodorul',
  // The street's other name (`(ex Lenin)`, `(azi Avram Iancu)`): see `OTHER_NAME_WORDS`.
  'fostei', 'fostului', 'ex', 'vechi', 'vechea', 'azi', 'actual', 'actuala', 'actualmente', 'acum', 'astazi', 'old', 'former', 'formerly', 'now', 'ehemals', 'ehem', 'heute', 'volt', 'egykori', 'regi',
  // An athlete's category, as a club's or a federation's list writes it after the name (`Vlad (juniori II)`, `(open)`);
  // its code (`(M35)`, `(U12)`) is read by {@link SPORT_CATEGORY_CODE}.
  'juniori', 'junior', 'junioare', 'seniori', 'senior', 'senioare', 'cadeti', 'cadet', 'cadete', 'copii', 'sperante', 'veterani', 'veteran',
  'masters', 'master', 'open', 'elite', 'amatori', 'amator', 'amatoare', 'categoria', 'cat',
]);

/**
 * An athlete's age category written as its code in brackets after the name (`Andrei (M35)`, `Elena (F40)`, `(U12)`):
 * men's or women's age (two digits) or an age limit; a note, no block's or staircase's name (leave-out/notes.ts).
 */
export const SPORT_CATEGORY_CODE = /^(?:[mf]\d{2}|u\d{1,2})$/;
/** The labels of an athlete's category before its code (`Cat. M45 - Andrei Pop - str. …`, `categoria F40:`): with the code, a note. */
export const SPORT_CATEGORY_LABELS: ReadonlySet<string> = new Set(['cat', 'categ', 'categoria', 'categorie']);

/**
 * A seat's word in a hall or a theatre (`Abonament stagiunea 2026-2027, seria B, loc 36 - expediere prin poștă: …`, `rând
 * 5, locul 12`), written as the locality's marker is (`loc.`): with a bare number after it that ends its field, it is
 * the seat (leave-out/notes.ts; issue 24, shapes102).
 */
export const SEAT_WORDS: ReadonlySet<string> = new Set(['loc', 'locul']);
/**
 * A floral tribute or its ribbon, as florists' and funeral homes' orders write it before the text written on it (`Coroană
 * "Cu drag, colegii" - livrare …`, `Jerbă cu panglică „Odihnă veșnică”`), folded: with the quoted text after it, a note
 * (leave-out/notes.ts). Alone, `Coroana` is a village of Constanța: only a quote after it makes it the order's.
 */
export const FLORAL_TRIBUTE_WORDS: ReadonlySet<string> = new Set([
  'coroana', 'coroane', 'jerba', 'jerbe', 'buchet', 'buchetul', 'aranjament', 'aranjamentul', 'panglica', 'panglici', 'ghirlanda',
]);
/** Words between a floral tribute's word and its quoted text (`Jerbă cu panglică „…”`, `Coroană, mesaj: "…"`). */
export const FLORAL_TRIBUTE_LINKS: ReadonlySet<string> = new Set(['cu', 'panglica', 'mesaj', 'mesajul', 'text', 'textul', 'inscriptie', 'inscriptia']);
/**
 * A grave's plot as cemeteries' registers, concession receipts and funeral homes write it (`taxă concesiune loc de veci (2
 * locuri)`, `locul de veci nr. 115`, `loc de înhumare`), folded: its `loc` is no `loc.` marking a place's name, and the
 * words after it (`veci`, `înhumare`) no place (read so, `loc de veci` was the village Răcari one letter off `veci`;
 * issue 24, fix135). With the plot's number after it, a note (leave-out/notes.ts).
 */
export const GRAVE_PLOT_PHRASES: ReadonlyArray<readonly string[]> = [
  ['loc', 'de', 'veci'], ['locul', 'de', 'veci'], ['locuri', 'de', 'veci'], ['locului', 'de', 'veci'],
  ['loc', 'de', 'inhumare'], ['locul', 'de', 'inhumare'], ['loc', 'de', 'inmormantare'], ['locul', 'de', 'inmormantare'],
  ['loc', 'de', 'mormant'], ['locul', 'de', 'mormant'],
];

/**
 * Words that open a name as another name of the same street or place, written after it in brackets
 * or after a slash: a former one (`Bd. Revoluției (fost 23 August)`, `(ex Lenin)`, `/ fostă Gării`,
 * `(old …)`, German `ehemals`, Hungarian `volt`, `egykori`, `régi`) or the name it has now (`Str.
 * Lenin (azi Avram Iancu)`, `actual`, `acum`, `now`, `heute`). The reader reads each side as the
 * part and lets the index decide (`text/other-names.ts`); `true` for a word of the name it has now.
 */
export const OTHER_NAME_WORDS: ReadonlyMap<string, boolean> = new Map([
  ...['fost', 'fosta', 'fostul', 'fostei', 'fostului', 'ex', 'vechi', 'veche', 'vechea', 'old', 'former', 'formerly', 'ehemals', 'ehem', 'volt', 'egykori', 'regi'].map((w) => [w, false] as const),
  ...['azi', 'actual', 'actuala', 'actualmente', 'acum', 'astazi', 'now', 'heute'].map((w) => [w, true] as const),
]);

/**
 * Other inflections of a folded name word that people use for the same street:
 * the genitive for the nominative and back (`siretului` / `siret`, `dealului` /
 * `deal`, `luncii` / `lunca`), the article (`viteazu` / `viteazul`). Most likely
 * first; the word itself is not included.
 */
export function inflectedForms(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const out: string[] = [];
  const add = (form: string): void => {
    if (form.length >= 3 && form !== word && !out.includes(form)) out.push(form);
  };
  if (word.endsWith('ilor') && word.length >= 7) {
    // Plural genitive (`Dorobanților` for `Dorobanți`, `Grădinilor` for `Grădini`).
    add(word.slice(0, -3));
    add(`${word.slice(0, -3)}i`);
  } else if (word.endsWith('elor') && word.length >= 7) {
    add(word.slice(0, -3));
    add(`${word.slice(0, -3)}le`);
  } else if (word.endsWith('ului')) {
    const base = word.slice(0, -4);
    add(base);
    add(`${base}ul`);
    add(`${base}u`);
  } else if (word.endsWith('ul')) {
    add(word.slice(0, -2));
    add(`${word.slice(0, -2)}ului`);
  } else if (word.endsWith('ei')) {
    add(`${word.slice(0, -2)}a`);
    add(`${word.slice(0, -2)}ea`);
  } else if (word.endsWith('ii')) {
    add(`${word.slice(0, -2)}a`);
    add(word.slice(0, -1));
    add(`${word.slice(0, -1)}lor`);
  } else if (word.endsWith('a')) {
    add(`${word.slice(0, -1)}ei`);
    add(`${word.slice(0, -1)}ii`);
  } else if (word.endsWith('u')) {
    add(`${word}l`);
    add(`${word}lui`);
  } else if (word.endsWith('e')) {
    add(`${word.slice(0, -1)}ei`);
    add(`${word}lor`);
  } else if (word.endsWith('i')) {
    add(`${word}ului`);
    add(`${word}ul`);
    add(`${word}lor`);
  } else {
    add(`${word}ului`);
    add(`${word}ul`);
  }
  return out;
}

/**
 * Words written before an e-mail or web address, which is no part of the postal address
 * (`e-mail: office@scoala5.ro`, `web: www.scoala5.ro`; `e-mail` is the words `e` and `mail`).
 */
export const CONTACT_LABELS: ReadonlySet<string> = new Set(['e', 'mail', 'email', 'web', 'site', 'website', 'pagina', 'url']);

/** Words written before a telephone number, which is not part of the address (`tel. 0744 123 456`). */
export const PHONE_MARKERS: ReadonlySet<string> = new Set(['tel', 'telefon', 'mobil', 'mob', 'fax', 'gsm']);

/**
 * The word that opens a small ad's or a notice's closing sentence before its telephone number, folded (`Relații la
 * 0726 836 833`, `Informații: 0762566752`, `Detalii la tel. …`, `CV la 0722 486 509`, a lost pet's `Recompensă!
 * 0781 707 602`): what the reader is to call about, no place (read as one, `Relații` became a town's corrected name).
 */
export const PHONE_LEAD_WORDS: ReadonlySet<string> = new Set(['relatii', 'informatii', 'detalii', 'info', 'recompensa', 'cv']);

/** Words between a closing sentence's word and its telephone number (`Relații la`, `Informații suplimentare la`), folded. */
export const PHONE_LEAD_LINKS: ReadonlySet<string> = new Set(['la', 'suplimentare', 'si', 'numarul', 'nr']);

/** The most words between a closing sentence's word and its telephone number ({@link PHONE_LEAD_LINKS}). */
export const PHONE_LEAD_MOST_LINKS = 2;

/**
 * How people without Romanian letters on the keyboard write `ș` and `ț`
 * (`Sighishoara`, `Tzatzu`), folded: each digraph and the folded letter it
 * stands for.
 */
export const KEYBOARD_DIGRAPHS: ReadonlyArray<readonly [digraph: string, folded: string]> = [['sh', 's'], ['tz', 't']];

/** A folded word with every {@link KEYBOARD_DIGRAPHS} digraph read as its letter (`tzatzu` -> `tatu`); the word itself when it has none. */
export function withoutDigraphs(word: string): string {
  let out = word;
  for (const [digraph, folded] of KEYBOARD_DIGRAPHS) if (out.includes(digraph)) out = out.replaceAll(digraph, folded);
  return out;
}

/**
 * Type words that are also words of place names (`Curtea de Argeș`, `Calea
 * Mare`, `Vad`), or the forms people write for a name's first word with the short
 * article (`Podul Oltului`, `Pod Jijiei`, `Vadul Izei`, `Câmpul Părului` for Podu Oltului,
 * Podu Jijiei, Vadu Izei, Câmpu Părului: `shortArticleForm`): they start a street only at
 * the start of a run, and only when no other type word does.
 */
export const PLACE_LIKE_TYPE_WORDS: ReadonlySet<string> = new Set([
  'camp', 'curtea', 'curte', 'ulita', 'fundatura', 'calea', 'hotar', 'colonia', 'colonie', 'drumul', 'vad', 'cartierul', 'cal',
  'campul', 'vadul', 'pod', 'podul',
]);

/**
 * The small words inside places' names (`Arieșu de Câmp`, `Păduroiu din Deal`, `Lunca la Tisa`,
 * `Săsenii pe Vale`, `Sub Cetate`), as folded: a place-like type word after one is the name's
 * (`Câmp` of `Arieșu de Câmp`), not a street's beginning.
 */
export const NAME_SMALL_WORDS: ReadonlySet<string> = new Set(['de', 'din', 'lui', 'la', 'cu', 'pe', 'sub', 'peste', 'dintre']);

/**
 * Street type abbreviations that are also everyday words: `al` is the genitive article of
 * `Sectorul 1 al Municipiului București` and `Carol al II-lea`; `u` (Hungarian utca's) a letter. Such a word is a type only with its
 * dot (`Al. Rozelor`) or opening its field (`al Rozelor 5`).
 */
export const TYPE_ABBREVIATIONS_ALSO_WORDS: ReadonlySet<string> = new Set(['al', 'u']);

/** Street type words that type only a name written before them (`Eminescu u. 44`), never one after (`U - Bacău`, a register's code). */
export const TYPE_WORDS_ONLY_AFTER_NAME: ReadonlySet<string> = new Set(['u']);

/**
 * Street type words people also write after the name, closing its field (`Horea str. 5`, `Tomis
 * bd. 143`, `11 Viitorului Street`, `Take Ionescu Blvd 46`): international checkouts put the type
 * there, and so do some typists. Only words that begin no street's name (not `Calea`, `Drumul`, `Aleea`).
 */
export const TYPE_WORDS_AFTER_NAME: ReadonlySet<string> = new Set([
  'str', 'st', 'strada', 'street', 'bd', 'bdul', 'bld', 'blvd', 'bvd', 'bul', 'bulevardul', 'boulevard', 'avenue', 'ave', 'road', 'square', 'lane', 'sos', 'soseaua',
  // Hungarian and German street words, written after the name (`Kossuth Lajos utca`, `Rahovei-Straße`).
  'utca', 'ut', 'ter', 'koz', 'fasor', 'strasse', 'gasse', 'platz',
  // `u.`, utca's abbreviation (`Eminescu u. 44`), only after a name.
  'u',
]);

/**
 * Words of Romanian street names as foreigners translate them into English (`120 Victory Avenue` for
 * Calea Victoriei, `3 Union Square` for Piața Unirii, `Council Square 14, Brașov` for Piața Sfatului,
 * `Heroes Boulevard` for Bulevardul Eroilor): by the folded English words, the folded Romanian words
 * the data's names have (genitives, as street names are). Another reading of the name, tried only
 * when the words as written name no street of the town: the index decides. Only plain translations
 * of words streets are named by; none that also names a Romanian street.
 */
export const TRANSLATED_NAME_WORDS: ReadonlyArray<readonly [english: readonly string[], romanian: readonly string[]]> = [
  [['victory'], ['victoriei']],
  [['union'], ['unirii']],
  [['great', 'union'], ['marii', 'uniri']],
  [['heroes'], ['eroilor']],
  [['liberty'], ['libertatii']],
  [['freedom'], ['libertatii']],
  [['independence'], ['independentei']],
  [['republic'], ['republicii']],
  [['revolution'], ['revolutiei']],
  [['peace'], ['pacii']],
  [['railway', 'station'], ['garii']],
  [['train', 'station'], ['garii']],
  [['station'], ['garii']],
  [['council'], ['sfatului']],
  [['university'], ['universitatii']],
  [['lime', 'trees'], ['teilor']],
  [['linden', 'trees'], ['teilor']],
  [['flowers'], ['florilor']],
  [['youth'], ['tineretului']],
  [['labour'], ['muncii']],
  [['labor'], ['muncii']],
  [['cathedral'], ['catedralei']],
  [['museum'], ['muzeului']],
  [['theatre'], ['teatrului']],
  [['theater'], ['teatrului']],
  [['michael', 'the', 'brave'], ['mihai', 'viteazul']],
  [['stephen', 'the', 'great'], ['stefan', 'cel', 'mare']],
];

/** The first words of {@link TRANSLATED_NAME_WORDS}' English phrases: a name without one is not looked up again. */
export const TRANSLATED_NAME_FIRST_WORDS: ReadonlySet<string> = new Set(TRANSLATED_NAME_WORDS.map(([english]) => english[0]!));

/**
 * Street type words that are also whole names of villages (`Vad`, `Fundătura`, `Curtea`, `Câmp`,
 * `Colonia`, `Hotar`, `Ulița`): written alone as a field (`Vad, Copalnic-Mănăștur`), they are the village.
 */
export const TYPE_WORDS_NAMING_PLACES: ReadonlySet<string> = new Set(['vad', 'fundatura', 'curtea', 'camp', 'colonia', 'hotar', 'ulita']);

/** `punct de lucru`, `pct. de lucru` (a firm's place of work), `punct de ridicare`, `punct de descărcare`: the word that opens it, and the word after its `de`. */
export const WORKPLACE_WORDS: ReadonlySet<string> = new Set(['punct', 'punctul', 'punctului', 'pct']);
// (`punct de descărcare`, `punct de încărcare`: a transport's place, as `loc de descărcare` is: `PLACE_ACTIVITY_WORDS`.)
export const WORKPLACE_KINDS: ReadonlySet<string> = new Set(['lucru', ...PLACE_ACTIVITY_WORDS]);

/**
 * A firm's site named before its street (`Parc Industrial Tetarom I, Str. Tăietura Turcului nr. 47`,
 * `Zona Industrială Vest, Șos. Borșului nr. 40`, `Platforma Industrială Chimică, Str. Chimiștilor 2`):
 * the word that opens its name, and the kind of site after it. The street, with its number, is the address.
 */
export const SITE_HEADS: ReadonlySet<string> = new Set(['parc', 'parcul', 'parcului', 'zona', 'zonei', 'platforma', 'platformei']);
export const SITE_KINDS: ReadonlySet<string> = new Set(['industrial', 'industriala', 'industriale', 'logistic', 'logistica', 'tehnologic', 'tehnologica', 'stiintific', 'agroindustrial', 'petrochimica', 'chimica', 'comercial', 'comerciala', 'office', 'business']);

/**
 * A word that qualifies an address label and goes with it (`sediul social`), also after `de`: the
 * checkout's kinds of address (`Adresa livrare:`, `Adresa de facturare:`, `Adresa expediere`).
 */
export const LABEL_QUALIFIERS: ReadonlySet<string> = new Set([
  'social', 'livrare', 'livrarii', 'facturare', 'facturarii', 'expediere', 'expedierii', 'ridicare', 'postala', 'completa',
  // `Adresa de corespondență:`, a form's mailing address (its `de` was left unexplained).
  'corespondenta', 'corespondentei',
  // `Bolt Food:`: the app's second word.
  'food',
]);

/**
 * A dwelling named before the place it stands in (`casa de locuit din Buia nr. 134`, `locuința din …`, `casă
 * familială în …`), as a loan's guarantee, a home insurance's or a subsidy file's object is written: folded
 * phrases, each read as the address's label when a link (`din`, `în`, `la`) and a place follow it (`Casa de
 * Piatră`, `Casa Veche` are villages: no link follows their first words).
 */
export const DWELLING_PHRASES: ReadonlyArray<readonly string[]> = [
  ['casa', 'de', 'locuit'], ['casa', 'de', 'locuinta'], ['casa', 'familiala'], ['casa', 'individuala'], ['casa', 'si', 'teren'], ['casa', 'si', 'terenul'],
  ['locuinta'], ['locuinta', 'familiala'], ['locuinta', 'individuala'], ['casa'], ['casuta'],
];

/**
 * The links after a dwelling's phrase that make it the address's label (`casa de locuit din Buia`, `locuința în
 * …`, `casa la …`): where it stands. Not `cu` (`casa cu poarta de lemn`: what the house looks like, a note) nor
 * the other address labels' `pe`, `către`.
 */
export const DWELLING_LINKS: ReadonlySet<string> = new Set(['din', 'in', 'la']);

/** `carte funciară` (the land book): its first word counts as a registry word only with the second after it. */
export const LAND_BOOK_WORDS: ReadonlySet<string> = new Set(['carte', 'cartea']);
export const LAND_BOOK_SECOND_WORD = 'funciara';

/**
 * The short definite article of place names (`Vadu Moldovei`, `Podu Iloaiei`, `Câmpu Mare`,
 * `Dealu Frumos`, `Sighetu Marmației`: `vadul` said short), which people often leave out
 * (`Vad Moldovei`, `Pod Ursului`): the folded word with it, for a word of 3+ letters that ends in
 * a consonant; undefined otherwise. Whether a name holds that form is the index's to say.
 */
export function withShortArticle(folded: string): string | undefined {
  return folded.length >= 3 && /[b-df-hj-np-tv-z]$/.test(folded) ? `${folded}u` : undefined;
}

/**
 * The short-article form of a folded word written with the long article or with none (`podul`,
 * `pod` → `podu`; `satul` → `satu`), as a place's name writes its first word (`Podu Oltului`,
 * `Satu Mare`) where people write `Podul Oltului`, `Pod Jijiei`; undefined when neither applies.
 * Whether a name holds that form is the index's to say.
 */
export function shortArticleForm(folded: string): string | undefined {
  if (folded.length >= 4 && folded.endsWith('ul')) return folded.slice(0, -1);
  return withShortArticle(folded);
}

/**
 * Numbers said as words (dictated to a hotline, speech-to-text, voicemail, deeds): each word's value, folded.
 * Units, both genders (`unu`/`una`/`un`, `doi`/`două`); the teens whole and as spoken (`unsprezece`,
 * `unșpe`); the tens (`douăzeci`); `sută`/`sute` multiply what is before them (`o sută`, `două sute`).
 * `text/spoken-numbers.ts` reads them where a number may stand.
 */
export const NUMBER_UNIT_WORDS: ReadonlyMap<string, number> = new Map([
  ['unu', 1], ['una', 1], ['un', 1], ['doi', 2], ['doua', 2], ['trei', 3], ['patru', 4], ['cinci', 5],
  ['sase', 6], ['sapte', 7], ['opt', 8], ['noua', 9],
]);
/** `zece` and the teens, written whole or as said (`unșpe`, `doișpe`, `paișpe`, `cinșpe`). */
export const NUMBER_TEEN_WORDS: ReadonlyMap<string, number> = new Map([
  ['zece', 10],
  ['unsprezece', 11], ['doisprezece', 12], ['douasprezece', 12], ['treisprezece', 13], ['paisprezece', 14], ['patrusprezece', 14],
  ['cincisprezece', 15], ['saisprezece', 16], ['sasesprezece', 16], ['saptesprezece', 17], ['optsprezece', 18], ['nouasprezece', 19],
  ['unspe', 11], ['doispe', 12], ['treispe', 13], ['paispe', 14], ['cinspe', 15], ['saispe', 16], ['saptespe', 17], ['saptispe', 17], ['optspe', 18], ['optispe', 18], ['nouaspe', 19],
]);
/** The tens (`douăzeci`, `treizeci și unu` with a unit after `și`). */
export const NUMBER_TEN_WORDS: ReadonlyMap<string, number> = new Map([
  ['douazeci', 20], ['treizeci', 30], ['patruzeci', 40], ['cincizeci', 50], ['saizeci', 60], ['sasezeci', 60],
  ['saptezeci', 70], ['optzeci', 80], ['nouazeci', 90],
]);
/** The hundreds' words: one (`o sută`) or more (`două sute`). */
export const NUMBER_HUNDRED_WORDS: ReadonlySet<string> = new Set(['suta', 'sute']);
/** `și` between the tens and the unit (`douăzeci și unu`), folded. */
export const NUMBER_AND_WORD = 'si';
/** `o` of `o sută` (one hundred): a number only before `sută`. */
export const NUMBER_ONE_HUNDRED_ARTICLE = 'o';
/**
 * Words said to take a number back and say another (`85 nu, scuze, 87`, `35 adică nu 37`, `35 ba nu 37`,
 * `2 nu, de fapt e 1`, `1 nu scuze numărul 2`): between two numbers, with a `nu` (or `ba da` going
 * back), the first number is taken back. The number said last is the house's.
 */
export const NUMBER_CORRECTION_WORDS: ReadonlySet<string> = new Set([
  'nu', 'ba', 'da', 'adica', 'de', 'fapt', 'e', 'este', 'scuze', 'scuzati', 'scuzat', 'pardon', 'stati', 'stai', 'putin', 'am', 'gresit', 'greseala', 'mai', 'exact', 'corect', 'numarul', 'numaru', 'nr',
]);
/** The words of {@link NUMBER_CORRECTION_WORDS} that take back (one is needed between the two numbers). */
export const NUMBER_TAKEN_BACK_WORDS: ReadonlySet<string> = new Set(['nu', 'da']);
/** What may close a correction after the number said last (`37 am greșit`, `13 mai exact`, `2 e corect`, `37 scuzați`). */
export const NUMBER_CORRECTION_TAIL_WORDS: ReadonlySet<string> = new Set(['am', 'gresit', 'mai', 'exact', 'e', 'este', 'corect', 'scuze', 'scuzati', 'pardon']);
/**
 * The house-number and building keywords as said, the article's `l` dropped (`numaru doi`, `etaju trei`),
 * and the part each names: a place for a number said, as `numărul`, `etajul` are (`HOUSE_KEYWORDS`).
 */
export const SPOKEN_NUMBER_MARKERS: ReadonlyMap<string, HouseField> = new Map([['numaru', 'house'], ['blocu', 'block'], ['etaju', 'floor'], ['apartamentu', 'apartment']]);

/**
 * Letters a scanner's character recognition reads as digits, by the digit it wrote (`5prie` for Sprie,
 * `5ector 6`, `0bor`): tried only on a word that opens with one digit and goes on in small letters, and
 * kept only when the letter makes a word of the index's names or of this vocabulary (see
 * `src/verify/machine-damage.ts`).
 */
export const OCR_DIGIT_LETTERS: ReadonlyMap<string, string> = new Map([['5', 'S'], ['0', 'O'], ['1', 'I'], ['8', 'B'], ['6', 'G']]);

/**
 * Letters a scanner reads as others, by what it wrote (`rn` for `m`: `Nearnț`, `corn.` for `com.`): tried only on a word that is no word of the index's names nor of this
 * vocabulary, and kept only when the pair's other side makes one.
 */
export const OCR_LETTER_CONFUSIONS: ReadonlyArray<readonly [string, string]> = [['rn', 'm']];

/**
 * Letters a scanner reads in a house number's digits (`I05` for 105, `1O` for 10), by the digit they
 * stand for: read as digits only in a `house_number` field's word of such letters and at least two digits.
 */
export const OCR_HOUSE_DIGITS: ReadonlyMap<string, string> = new Map([['I', '1'], ['l', '1'], ['O', '0'], ['o', '0']]);

/**
 * A job ad's verbs of hiring, opening the ad before the job's title and the place of work (`ANGAJĂM MECANIC AUTO -
 * ANINA (CARAS-SEVERIN)`, `Angajez ospătar, Sinaia`, `Recrutăm operatori: Reghin, jud. Mureș`): with the title, to
 * the end of its field, the ad's words, no place (leave-out/job-ads.ts).
 */
export const HIRING_VERBS: ReadonlySet<string> = new Set(['angajam', 'angajez', 'angajeaza', 'recrutam', 'recruteaza', 'angajari', 'angajare']);
/** The most words of a job's title after a hiring verb in its field (`MECANIC AUTO`, `operator CNC tura 2`). */
export const JOB_TITLE_MOST_WORDS = 6;

/**
 * The words before a job's working hours (`Program 8-16`, `program: L-V 7-15`, `Orar 9-17`): the hours after one,
 * with the days, are no house's numbers and the word no street's (leave-out/job-ads.ts).
 */
export const WORK_HOURS_WORDS: ReadonlySet<string> = new Set(['program', 'programul', 'orar', 'orarul']);
/** The words of working hours besides their numbers: the days, short and whole, and the words between (`L-V`, `luni-vineri de la 8 la 16`). */
export const WORK_HOURS_SPAN_WORDS: ReadonlySet<string> = new Set([
  'l', 'ma', 'mi', 'j', 'v', 's', 'd', 'lu', 'vi', 'sa', 'du', 'luni', 'marti', 'miercuri', 'joi', 'vineri', 'sambata', 'duminica',
  'de', 'la', 'pana', 'intre', 'si', 'ora', 'orele', 'ore', 'h', 'in', 'ture', 'tura', 'schimburi', 'fix', 'flexibil',
]);

/**
 * What a job ad or an employer's note says is provided, closing a field of a few words (`transport asigurat`, `cazare
 * asigurată`, `masa asigurată`, `transport decontat`): a benefit, no place (leave-out/job-ads.ts).
 */
export const PROVIDED_WORDS: ReadonlySet<string> = new Set([
  'asigurat', 'asigurata', 'asigurate', 'asigurati', 'decontat', 'decontata', 'decontate', 'inclus', 'inclusa', 'incluse', 'oferit', 'oferita', 'oferite',
]);
/** The most words of a benefit's field before its {@link PROVIDED_WORDS} word (`transport`, `cazare și masă`). */
export const BENEFIT_MOST_WORDS = 3;

/**
 * The words that open a staff bus's route sheet line (`Traseu microbuz schimbul I: …`, `microbuz 2 - Priboaia
 * (Bălilești) AG - 5:40`, `Cursa 3: …`): the vehicle or the route with its number and shift, a field of its own before
 * the boarding place, no place (leave-out/job-ads.ts).
 */
export const ROUTE_SHEET_HEADS: ReadonlySet<string> = new Set(['traseu', 'traseul', 'microbuz', 'microbuzul', 'autobuz', 'autobuzul', 'autocar', 'autocarul', 'cursa', 'ruta']);
/** The most words of a route sheet's head field (`Traseu microbuz schimbul III`). */
export const ROUTE_HEAD_MOST_WORDS = 5;
/**
 * The other words a route sheet's head may hold besides {@link ROUTE_SHEET_HEADS}' and numbers (arabic or roman): its
 * shift (`schimbul I`, `tura 2`). A head with any other word (`traseu 3 Craiova:`, a meter reader's route in a town) is
 * not left out: the town is the address's.
 */
export const ROUTE_HEAD_WORDS: ReadonlySet<string> = new Set(['schimbul', 'schimb', 'tura', 'nr']);

/**
 * A property listing's head, as portals, classifieds and owners write it before the place (`Vând apartament 3 camere
 * în Timișoara, …`, `Închiriez garsonieră Iași, …`, `Casă de vânzare Movilița - …`, `Loc de parcare subteran de
 * închiriat, …`): the deal ({@link LISTING_DEAL_WORDS}: a verb, or `vânzare`, `închiriat`, `chirie` after `de`, `în`),
 * what is offered ({@link LISTING_PROPERTY_WORDS}) and how it is ({@link LISTING_QUALITY_WORDS}), its rooms (`3
 * camere`, `2 cam`). None names a place; `Vand` is no `Vad`, `chirie` no `Chiriș`, the rooms' number no house's.
 * Read by leave-out/listings.ts.
 */
export const LISTING_DEAL_WORDS: ReadonlySet<string> = new Set([
  'vand', 'vind', 'vindem', 'vinde', 'vandut', 'vanzare', 'inchiriez', 'inchiriem', 'inchiriaza', 'inchiriat', 'inchiriata', 'inchiriere', 'chirie',
  'cumpar', 'cumparam', 'schimb', 'ofer', 'oferim',
]);
/** What a listing offers (`apartament`, `garsonieră`, `casă bătrânească`, `loc de parcare`, `spațiu comercial`). */
export const LISTING_PROPERTY_WORDS: ReadonlySet<string> = new Set([
  'apartament', 'apartamente', 'ap', 'apt', 'garsoniera', 'garsoniere', 'casa', 'case', 'casuta', 'vila', 'duplex', 'triplex', 'studio',
  'penthouse', 'mansarda', 'teren', 'terenuri', 'lot', 'loc', 'locuri', 'parcare', 'garaj', 'boxa', 'spatiu', 'spatii', 'birou', 'birouri',
  'hala', 'depozit', 'cabana', 'camera', 'camere', 'cam', 'pensiune', 'magazin', 'imobil', 'locuinta',
]);
/** How a listed property is (`bătrânească`, `decomandat`, `subteran`, `mobilat`): words of the head, after what is offered. */
export const LISTING_QUALITY_WORDS: ReadonlySet<string> = new Set([
  'batraneasca', 'batranesc', 'decomandat', 'decomandata', 'semidecomandat', 'semidecomandata', 'nedecomandat', 'subteran', 'subterana',
  'acoperit', 'acoperita', 'comercial', 'comerciala', 'mobilat', 'mobilata', 'nemobilat', 'utilat', 'utilata', 'renovat', 'renovata',
  'nou', 'noua', 'modern', 'moderna', 'spatios', 'spatioasa', 'individual', 'individuala', 'intravilan', 'extravilan', 'de', 'cu', 'in', 'regim', 'spre',
]);
/**
 * Of {@link LISTING_QUALITY_WORDS}, the links (`de`, `cu`, `în`, `spre`): in the head only before another of its words
 * (`Casă de vânzare`, `Ofer spre închiriere cameră`, not `… în Timișoara`).
 */
export const LISTING_LINKS: ReadonlySet<string> = new Set(['de', 'cu', 'in', 'regim', 'spre']);
/**
 * Who offers a listing, written after it (`1 pers fizică`, `persoană fizică`, `direct proprietar`, `fără comision`):
 * the first word and the words it takes after it; left out with a count before it.
 */
export const LISTING_SELLER_PHRASES: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  ['pers', [['fizica'], ['fiz']]], ['persoana', [['fizica']]], ['direct', [['proprietar'], ['de', 'la', 'proprietar']]],
  ['fara', [['comision'], ['agentie'], ['intermediari']]], ['comision', [['0'], ['zero']]],
]);

/**
 * The labels of the address a paper is about, where it names two (`Chiriaș: …, domiciliat în sat Horia, …; locuința
 * închiriată: str. Grădinarilor nr. 67, …, Sibiu`, `…, cu domiciliul în Orzu, …, în calitate de chiriaș, al
 * apartamentului din Arad, Calea Timișorii nr. 116`, a moving quote's `încărcare: sat Balaci, …; descărcare: Iași, …`):
 * the rented home, the delivery place. Followed by a colon, a link (`din`, `în`, `la`, `situat`) or the address's own
 * first word, they start the address meant; the address before them (the tenant's domicile, the loading place) is
 * another's. As folded phrases (leave-out/second-address.ts).
 */
export const OBJECT_ADDRESS_LABELS: readonly (readonly string[])[] = [
  ['locuinta', 'inchiriata'], ['locuinta', 'inchiriat'], ['imobilul', 'inchiriat'], ['imobil', 'inchiriat'], ['spatiul', 'inchiriat'],
  ['apartamentul', 'inchiriat'], ['apartament', 'inchiriat'], ['bunul', 'inchiriat'], ['obiectul', 'inchirierii'],
  ['al', 'apartamentului'], ['al', 'imobilului'], ['al', 'spatiului'], ['a', 'locuintei'], ['a', 'casei'],
  ['descarcare'], ['descarcarea'], ['adresa', 'de', 'descarcare'], ['locul', 'de', 'descarcare'],
  // A provider's order or contract, the billing address first (`Adresa facturare: …; Adresa instalare: …`, `Facturare: …
  // Instalare la: …`): the installation, the delivery or the place of consumption is where the work is done.
  ['instalare'], ['instalarii'], ['adresa', 'instalare'], ['adresa', 'de', 'instalare'], ['adresa', 'instalarii'], ['locul', 'de', 'instalare'],
  ['locul', 'instalarii'], ['montaj'], ['adresa', 'de', 'montaj'], ['livrare'], ['adresa', 'livrare'], ['adresa', 'de', 'livrare'],
  ['locul', 'de', 'consum'], ['loc', 'de', 'consum'], ['punctul', 'de', 'consum'], ['punct', 'de', 'consum'], ['adresa', 'locului', 'de', 'consum'],
  // A parcel's or a letter's recipient, the sender's address beside it (`Expeditor: …; Destinatar: …`): the parcel goes
  // to the recipient's.
  ['destinatar'], ['destinatarul'], ['destinatarului'], ['adresa', 'destinatar'], ['adresa', 'destinatarului'],
  // A move's or a delivery's destination, the pick-up beside it (`DE LA str. … — LA (destinație) Str …`, `Adresa de
  // destinație: …; adresa de preluare: …`): the goods go there (issue 24, shapes106). Only before a whole address: a
  // landmark after it (`Destinație: Aeroport`) is a ride's destination, left out (`DESTINATION_MARKERS`).
  ['destinatie'], ['destinatia'], ['adresa', 'destinatie'], ['adresa', 'de', 'destinatie'], ['adresa', 'destinatiei'], ['locul', 'de', 'destinatie'],
];
/** The words after an {@link OBJECT_ADDRESS_LABELS} label that link it to its address (`al apartamentului din Arad`, `situat în`). */
export const OBJECT_ADDRESS_LINKS: ReadonlySet<string> = new Set(['din', 'in', 'la', 'situat', 'situata', 'de', 'pe']);
/**
 * What marks a trip's destination beside its pick-up (`… nr. 41 -> Aeroport Otopeni`, `… (Alba Iulia) până la Autogara`,
 * `…, dest. centru`, `plec din Cașva spre gară`; issue 24, shapes106): the place after it is where the ride goes, never the
 * address (a transport text wants the pick-up). An arrow written between words (`->`, `→`: `DESTINATION_ARROWS`) marks
 * it as these words do. (`destinație` before a whole address labels the address meant: `OBJECT_ADDRESS_LABELS`.)
 */
export const DESTINATION_MARKERS: readonly (readonly string[])[] = [
  ['pana', 'la'], ['spre'], ['inspre'], ['dest'], ['destinatie'], ['destinatia'], ['destinatia', 'finala'],
];
/** The arrows written for "to" between a trip's pick-up and its destination (`Tulcea → Constanța`, `65 -> gara`, `=>`). */
export const DESTINATION_ARROWS: readonly string[] = ['->', '=>', '→', '⇒', '➔', '➜', '➡', '⟶'];
/**
 * A word opening a text that names a trip, not a road (`Drum Tulcea → Constanța, plecarea din …`, `Drum până la Aeroport
 * …; mă luați de la …`, `Cursa spre gară`): a trip word only with a destination's marker in its field (`Drum Tulcea` alone
 * is a road's name), and left out with it (issue 24, shapes106).
 */
export const TRIP_WORDS: ReadonlySet<string> = new Set(['drum', 'drumul', 'cursa', 'traseu', 'traseul', 'ruta', 'transfer', 'calatorie']);
/**
 * A ride's pick-up or boarding written as a noun opening the field of its place, with no colon (`îmbarcare Chioibășești,
 * Ciocile, Brăila`, `preluare Str. Libertății 32`, `plecare din Cașva`; a route sheet's or a booking's column, issue 24,
 * shapes117): the word says which place follows, no word of its name. After it, maybe a link ({@link PICKUP_LINKS}).
 */
export const PICKUP_WORDS: ReadonlySet<string> = new Set([
  'preluare', 'preluarea', 'preluat', 'imbarcare', 'imbarcarea', 'urcare', 'urcarea', 'ridicare', 'plecare', 'plecarea', 'pickup',
]);
/**
 * The small words between a pick-up's word (or a trip's, {@link TRIP_WORDS}) and its place: `de la`, `din`, English `from`
 * (`preluare de la Gara de Nord`, `Transfer from Deja, Salatig comm., SJ`). After a trip word one is needed (`Drum Tulcea`
 * alone is a road's name); the trip starts at the place after it.
 */
export const PICKUP_LINKS: readonly (readonly string[])[] = [['de', 'la'], ['din'], ['from']];
/**
 * What a funeral home's or a courier's pick-up takes and when, between the pick-up's word and its link (`ridicare defunct azi
 * din str. …`, `preluare decedat de la domiciliu: …`), folded: the deceased, today, now. No place is named so (read as the
 * street's or a village's words, they cost the street's answer its sureness; issue 24, fix135). Only before a link.
 */
export const PICKUP_OBJECT_WORDS: ReadonlySet<string> = new Set([
  'defunct', 'defunctul', 'defuncta', 'defuncto', 'decedat', 'decedatul', 'decedata', 'decedatei', 'azi', 'astazi', 'acum', 'maine', 'urgent',
]);
/** The most of {@link PICKUP_OBJECT_WORDS} between a pick-up's word and its link (`ridicare defunct azi din`). */
export const LONGEST_PICKUP_OBJECT = 3;
/**
 * A dispatcher's pick-up mark, one letter glued to its colon opening the text or a field (`P: Bizamului 27 / TL Tulcea /
 * 12 min / #465`; issue 24, shapes117): the mark, no word of the street's name.
 */
export const PICKUP_LETTER = 'p';
/** The most words between a trip word and its destination's marker (`Drum Tulcea → …`, `Cursa de 14:20 spre …`). */
export const TRIP_MOST_WORDS_BEFORE_MARKER = 3;

/**
 * The labels of the other address, after the one meant and a `;` (`descărcare: Iași, …; încărcare: sat Balaci`): from
 * one to the end is that other address's.
 */
export const OTHER_ADDRESS_LABELS: readonly (readonly string[])[] = [
  ['incarcare'], ['incarcarea'], ['adresa', 'de', 'incarcare'], ['locul', 'de', 'incarcare'], ['domiciliat'], ['domiciliata'], ['cu', 'domiciliul'], ['domiciliul'],
  // The billing or correspondence address after the installation's (`Adresa instalare: …; Adresa de facturare: …`).
  ['facturare'], ['adresa', 'facturare'], ['adresa', 'de', 'facturare'], ['corespondenta'], ['adresa', 'de', 'corespondenta'],
  // The sender's after the recipient's (`Destinatar: …; Expeditor: …`).
  ['expeditor'], ['expeditorul'], ['expeditorului'], ['adresa', 'expeditor'], ['adresa', 'expeditorului'],
];

/**
 * One marker of a party's address in a legal paper that names two or three (a summons' `Pârât: …; Reclamant: …`, an
 * elected procedural domicile beside the real one, a lawyer's seat beside the recipient's address, a client's new address
 * beside the old; issue 24, role113): `wanted` when it heads the address the paper is served at (the defendant's, the
 * respondent's, the debtor's, the recipient's, the elected domicile, the new address), not when it heads one set aside
 * (the plaintiff's, the appellant's, the creditor's, the real domicile after an elected one, a lawyer's seat, the old
 * address). `colon`: only followed by a colon (`Către:`; `domiciliu:`); `after`: only after one of these words earlier
 * in the text (`domiciliu:` after an elected domicile's `ales`; `sediul` after a lawyer's or a bailiff's office);
 * `trailing`: written after the address it marks (`… nr. 291 (de citat)`), heading none. As folded phrases
 * (leave-out/parties.ts).
 */
export interface PartyMarker {
  readonly phrase: readonly string[];
  readonly wanted: boolean;
  readonly colon?: boolean;
  readonly after?: ReadonlySet<string>;
  readonly trailing?: boolean;
}
/** The words that say a domicile was elected (`domiciliul procesual ales`): a `domiciliu:` after one is the real domicile. */
const ELECTED_WORDS: ReadonlySet<string> = new Set(['ales', 'aleasa']);
/** The words naming a lawyer's, a notary's or a bailiff's office: its `sediul` is theirs, not the party's. */
const LEGAL_OFFICE_WORDS: ReadonlySet<string> = new Set([
  'cabinet', 'cabinetul', 'avocat', 'avocatul', 'avocatura', 'avocatiala', 'sca', 'scpa', 'notar', 'notarul', 'notarial', 'notariala',
  'bnp', 'bej', 'bei', 'executor', 'executorul', 'mediator', 'mediatorul', 'practician',
]);
/** Each word form of a party's role, as folded: the defendant, the respondent, the debtor (wanted); the plaintiff, the appellant, the creditor (set aside). */
const ROLE_FORMS: ReadonlyArray<readonly [readonly string[], boolean]> = [
  [['parat', 'parata', 'paratul', 'paratei', 'paratului', 'parati', 'paratii', 'paratilor', 'paratele'], true],
  [['intimat', 'intimata', 'intimatul', 'intimatei', 'intimatului', 'intimati', 'intimatii', 'intimatilor'], true],
  [['debitor', 'debitorul', 'debitoarea', 'debitorului', 'debitoarei', 'debitori', 'debitorii'], true],
  [['reclamant', 'reclamanta', 'reclamantul', 'reclamantei', 'reclamantului', 'reclamanti', 'reclamantii', 'reclamantilor', 'reclamantele'], false],
  [['apelant', 'apelanta', 'apelantul', 'apelantei', 'apelantului', 'apelanti', 'apelantii'], false],
  [['creditor', 'creditorul', 'creditoarea', 'creditorului', 'creditoarei', 'creditori', 'creditorii'], false],
];
/**
 * The words of a police report's or a dispatch's place of the deed (`loc eveniment`, `locul faptei`, `adresa intervenției`;
 * issue 24, police120): a person's domicile written after one in the same text (`persoana vătămată …, domiciliată în …`)
 * is that person's, not the place the report is about.
 */
const INCIDENT_PLACE_WORDS: ReadonlySet<string> = new Set([
  'faptei', 'eveniment', 'evenimentului', 'incident', 'incidentului', 'interventie', 'interventiei', 'producerii', 'produs',
]);
/** The labels of a person's domicile (folded; `dom. în` as typed in a report), set aside after a place of the deed. */
const PERSON_DOMICILE_PHRASES: ReadonlyArray<readonly string[]> = [
  ['domiciliat'], ['domiciliata'], ['domiciliati'], ['domiciliate'], ['cu', 'domiciliul'], ['dom', 'in'], ['dom', 'din'], ['domiciliul'],
];
/**
 * The writer's relatives (folded), whose home a message asks a delivery to (`dar mama stă în X`, `bunica stă la str. …`,
 * `socrul meu stă la …`; issue 24, fix128), and the possessives written after them.
 */
const RELATIVE_WORDS: readonly string[] = [
  'mama', 'tata', 'bunica', 'bunicul', 'bunicii', 'parintii', 'socrul', 'soacra', 'socrii', 'fratele', 'sora', 'fiul', 'fiica',
  'unchiul', 'matusa', 'nepotul', 'nepoata', 'sotul', 'sotia', 'nasul', 'nasa', 'varul', 'verisoara',
];
const RELATIVE_POSSESSIVES: readonly string[] = ['meu', 'mea', 'mei', 'lui', 'ei', 'nostru', 'noastra', 'nostri'];
/** The verbs of a relative's dwelling (`stă`, `locuiește`; plural for `părinții`, `bunicii`, `socrii`). */
const RELATIVE_DWELLING_VERBS: readonly string[] = ['sta', 'stau', 'locuieste', 'locuiesc'];
/**
 * A relative's dwelling as a message writes it (`mama stă`, `socrul meu locuiește`), its link to the place after it
 * (`la`, `în`, `pe`) included, the longer first (a marker's words are matched in order, the first match taken).
 */
const RELATIVE_HOME_PHRASES: ReadonlyArray<readonly string[]> = RELATIVE_WORDS.flatMap((kin) => [[], ...RELATIVE_POSSESSIVES.map((p) => [p])]
  .flatMap((poss) => RELATIVE_DWELLING_VERBS.flatMap((verb) => [...['la', 'in', 'pe'].map((link) => [kin, ...poss, verb, link]), [kin, ...poss, verb]])));
/**
 * The writer's own place, written beside a relative's to say where not to deliver (`eu stau în Abrud, dar mama stă …`,
 * `eu lucrez în W`, `nu la mine în W`; issue 24, fix128). Each ends in `în`: the place it names follows (see
 * {@link PartyMarker}'s segments: a place so named is an address even with no kind word).
 */
const WRITER_PLACE_PHRASES: ReadonlyArray<readonly string[]> = [
  ...['stau', 'locuiesc', 'sunt', 'lucrez', 'muncesc'].map((verb) => ['eu', verb, 'in']),
  ...['stam', 'locuim', 'suntem', 'lucram'].map((verb) => ['noi', verb, 'in']),
  ['la', 'mine', 'in'], ['la', 'noi', 'in'],
];
/**
 * The words of a move or a redirection of mail (`Cerere redirecționare: de la … la …`, `Mutare: de la … la …`, `s-a
 * mutat de la … la …`; issue 24, fix130): after one, `de la` heads the address left and `la` the one moved to, which the
 * letter or the goods go to.
 */
const MOVE_WORDS: ReadonlySet<string> = new Set([
  'mutat', 'mutata', 'mutati', 'mutate', 'mutare', 'mutarea', 'mutarii', 'muta', 'mutam',
  'redirectionare', 'redirectionarea', 'redirectionat', 'redirectionata', 'redirectionati', 'redirectionam', 'redirectioneaza', 'redirectionez',
  'relocare', 'relocarea', 'relocat', 'relocata',
]);
/** The markers of the party to serve and of an address set aside (see {@link PartyMarker}). */
export const PARTY_MARKERS: readonly PartyMarker[] = [
  ...ROLE_FORMS.flatMap(([forms, wanted]) => forms.map((f) => ({ phrase: [f], wanted }))),
  // The elected procedural domicile: where the acts are served (art. 158 C. proc. civ.).
  { phrase: ['domiciliul', 'procesual', 'ales'], wanted: true }, { phrase: ['domiciliu', 'procesual', 'ales'], wanted: true },
  { phrase: ['domiciliul', 'ales'], wanted: true }, { phrase: ['domiciliu', 'ales'], wanted: true }, { phrase: ['sediul', 'procesual', 'ales'], wanted: true },
  { phrase: ['catre'], wanted: true, colon: true },
  { phrase: ['de', 'citat'], wanted: true, trailing: true },
  // A deceased's last domicile is the succession's (the heir's beside it is set aside).
  { phrase: ['ultimul', 'domiciliu'], wanted: true }, { phrase: ['ultimul', 'sau', 'domiciliu'], wanted: true },
  // A new address beside the old.
  { phrase: ['adresa', 'noua'], wanted: true }, { phrase: ['noua', 'adresa'], wanted: true }, { phrase: ['noua', 'mea', 'adresa'], wanted: true },
  { phrase: ['noua', 'lui', 'adresa'], wanted: true }, { phrase: ['noua', 'ei', 'adresa'], wanted: true }, { phrase: ['adresa', 'mea', 'noua'], wanted: true },
  { phrase: ['adresa', 'actuala'], wanted: true }, { phrase: ['noul', 'domiciliu'], wanted: true }, { phrase: ['noul', 'meu', 'domiciliu'], wanted: true },
  { phrase: ['acum', 'locuieste'], wanted: true }, { phrase: ['acum', 'locuiesc'], wanted: true }, { phrase: ['acum', 'locuim'], wanted: true },
  { phrase: ['acum', 'sta'], wanted: true }, { phrase: ['acum', 'stau'], wanted: true }, { phrase: ['acum', 'stam'], wanted: true },
  { phrase: ['locuieste', 'acum'], wanted: true }, { phrase: ['locuiesc', 'acum'], wanted: true }, { phrase: ['sta', 'acum'], wanted: true }, { phrase: ['stau', 'acum'], wanted: true },
  // Set aside: the real domicile beside an elected one, a lawyer's seat, the old address.
  { phrase: ['domiciliul', 'real'], wanted: false }, { phrase: ['domiciliu', 'real'], wanted: false },
  { phrase: ['domiciliu'], wanted: false, colon: true, after: ELECTED_WORDS }, { phrase: ['domiciliul'], wanted: false, colon: true, after: ELECTED_WORDS },
  { phrase: ['sediul'], wanted: false, after: LEGAL_OFFICE_WORDS }, { phrase: ['sediu'], wanted: false, after: LEGAL_OFFICE_WORDS },
  { phrase: ['cu', 'sediul'], wanted: false, after: LEGAL_OFFICE_WORDS },
  { phrase: ['vechea', 'adresa'], wanted: false }, { phrase: ['vechea', 'mea', 'adresa'], wanted: false }, { phrase: ['vechea', 'era'], wanted: false },
  { phrase: ['adresa', 'veche'], wanted: false }, { phrase: ['fosta', 'adresa'], wanted: false }, { phrase: ['fosta', 'mea', 'adresa'], wanted: false },
  { phrase: ['fostul', 'domiciliu'], wanted: false }, { phrase: ['fostul', 'meu', 'domiciliu'], wanted: false }, { phrase: ['fostul', 'sau', 'domiciliu'], wanted: false },
  { phrase: ['nu', 'mai', 'locuieste'], wanted: false }, { phrase: ['nu', 'mai', 'locuiesc'], wanted: false }, { phrase: ['nu', 'mai', 'locuim'], wanted: false },
  { phrase: ['nu', 'mai', 'sta'], wanted: false }, { phrase: ['nu', 'mai', 'stau'], wanted: false }, { phrase: ['nu', 'mai', 'stam'], wanted: false },
  // A move's or a redirection's two addresses (`Redirecționare: de la <old> la <new>`): the old one set aside, the new
  // one wanted, after a move's word only (a ride's `de la … la …` wants its pick-up; `până la` marks its destination).
  { phrase: ['de', 'la'], wanted: false, after: MOVE_WORDS }, { phrase: ['la'], wanted: true, after: MOVE_WORDS },
  // A police report's or a dispatch's place of the deed (issue 24, police120): the place the report is about, beside the
  // complainant's or the victim's domicile.
  { phrase: ['loc', 'eveniment'], wanted: true }, { phrase: ['locul', 'evenimentului'], wanted: true }, { phrase: ['loc', 'fapta'], wanted: true },
  { phrase: ['locul', 'faptei'], wanted: true }, { phrase: ['loc', 'faptei'], wanted: true }, { phrase: ['locul', 'producerii'], wanted: true },
  { phrase: ['locul', 'incidentului'], wanted: true }, { phrase: ['loc', 'incident'], wanted: true }, { phrase: ['locul', 'interventiei'], wanted: true },
  { phrase: ['adresa', 'interventiei'], wanted: true }, { phrase: ['adresa', 'evenimentului'], wanted: true }, { phrase: ['loc', 'interventie'], wanted: true },
  { phrase: ['incident', 'la'], wanted: true }, { phrase: ['interventie', 'la'], wanted: true }, { phrase: ['s', 'a', 'produs', 'la'], wanted: true },
  { phrase: ['s', 'a', 'produs', 'in'], wanted: true },
  // A person's domicile after a place of the deed is that person's (the victim's, the complainant's): set aside.
  ...PERSON_DOMICILE_PHRASES.map((phrase) => ({ phrase, wanted: false, after: INCIDENT_PLACE_WORDS })),
  // A message asking a delivery to a relative's home (issue 24, fix128): the relative's dwelling is wanted, the writer's
  // own place (`eu stau în W`, `nu la mine în W`) set aside.
  ...RELATIVE_HOME_PHRASES.map((phrase) => ({ phrase, wanted: true })),
  ...WRITER_PLACE_PHRASES.map((phrase) => ({ phrase, wanted: false })),
];

/**
 * The letter rows of the keyboards Romanians type addresses on, top row first (folded letters only: the
 * Romanian letters ă â î ș ț sit at the rows' right ends, and a name's diacritic is folded away before a
 * slip is judged): the standard Romanian layout (SR 13392:2004), which is QWERTY, and the older Romanian
 * one, QWERTZ (`z` and `y` change places), still set on many office machines. Each row is shifted right
 * of the one above by its `offset` in key widths; two keys touch where their centres are less than one
 * key width apart (`s` touches `a`, `d`, `w`, `e`, `z` and `x`). A letter typed for a key that touches
 * the meant one is the commonest slip of a finger (src/matchers/slips.ts); a far one is rarer.
 */
export const KEYBOARD_LAYOUTS: ReadonlyArray<ReadonlyArray<{ readonly keys: string; readonly offset: number }>> = [
  [{ keys: 'qwertyuiop', offset: 0 }, { keys: 'asdfghjkl', offset: 0.25 }, { keys: 'zxcvbnm', offset: 0.75 }],
  [{ keys: 'qwertzuiop', offset: 0 }, { keys: 'asdfghjkl', offset: 0.25 }, { keys: 'yxcvbnm', offset: 0.75 }],
];

/**
 * Pairs of letters people type for each other though no finger slips between them (folded): `i` for `a`
 * and back where a name writes `î` or `â` (one sound, two letters: `Tirgu` for Târgu; not `Palis` for Palas,
 * whose `a` is no `â`).
 */
export const SOUND_ALIKE_LETTERS: ReadonlyArray<readonly [string, string]> = [['a', 'i']];

