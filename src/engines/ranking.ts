/**
 * The ranking table: every weight and threshold that orders verify's readings
 * and candidates and autocomplete's suggestions (the `AUTOCOMPLETE` section at
 * the end), each with its name and the reason for its value, in one
 * place, so that tuning is one diff and "which rule ranks X above Y" has one
 * answer. Scores are products of these weights (1 = neutral, below 1 = less
 * likely, above 1 = a bonus); they order candidates and are not the confidence
 * returned to the user, whose factors are {@link CONFIDENCE} below.
 *
 * Measured by `npm run eval:verify` and `npm run eval:forms` (verify) and
 * `npm run eval:autocomplete` (autocomplete): change a value, run them, keep it
 * only if no shape or kind gets worse.
 */
import { WordCost } from '../matchers/word-match.js';

/** How plausible a reading of free-form text is before any matching (`address-parser.ts`). */
export const READING_PRIOR = {
  /** A run that is not the last (before a county) read as the locality: the locality usually ends the address. */
  notLastRun: 0.9,
  /** The untyped run right after a number read as its street (`5, Matei Basarab, Slobozia`, `Cluj-Napoca, 5 Horea`, as checkouts order them; see `runAfterNumber`): Romanian addresses write the number after the street, and a number first as often numbers a place of the town (`112 Mamaia, Constanța`), which wins then. */
  streetAfterNumber: 0.85,
  /**
   * The untyped run before a house number read as a place, not the street: people write streets there
   * more often; above a street then not found. (tune36's tuning run moved it to 0.875 alone: a
   * village, its number and its county's seat, `Voronet 140, Suceava`, then answers the village first
   * of the two `ambiguous` candidates, held-out half +1; not taken, since generated shapes want the
   * same tie the other way, the seat's street first: `PAUN, 56, IASI`, `SF. GHEORGHE, 4 AP 43,GIURGIU`.
   * The tie wants a feature, not this weight.)
   */
  untypedPlace: 0.85,
  /** The run after a locality read as its commune or town with no marker (`Firiza, Baia Mare`): just below the later run as the locality. */
  unmarkedAdmin: 0.95,
  /** The run before a locality read as its commune or town with no marker (`Roșia Montană, Curături`, as registers order them): below the village first (`unmarkedAdmin`), which people write more often. */
  adminBeforeLocality: 0.9,
  /** One run read as locality then its town (`Sausa Ungheni`), on top of `unmarkedAdmin`: two words of one run are less surely two places. */
  splitRun: 0.95,
  /** A county's name ending the address after another place read as the county seat (`Craiva, Arad` as Arad): people add the county there. */
  countyNameAsLocality: 0.85,
  /**
   * A county's name right before the commune or town marked after it, read as the unit's village (`Satu Mare com.
   * Secusigiu`: the village Satu Mare of Secusigiu, Arad), no county: below the county read there (`Satu Mare, com.
   * Odoreu`, Odoreu of Satu Mare county), which the index confirms when the unit is the county's; above it where
   * the unit is another county's and has a village of that name (the county then a correction, the village a pair
   * the index knows).
   */
  countyNameAsVillageOfUnit: 0.95,
  /**
   * A run after a marked commune that names a county's seat whole (`COUNTY_SEATS`: `Broșteni, com.
   * Plopșoru, Tg. Jiu`) read as that county, as rural papers write the seat where the county goes:
   * below the run read as the town (the town with its own village wins where the index finds it so),
   * far above the run left unexplained (0.65 a word).
   */
  countySeatAsCounty: 0.85,
  /** A county's name or code cut from the start or end of a run (`MM Baia Mare`, `Tg Mureș Mureș`): the whole run as a name comes first. */
  countyCutFromRun: 0.98,
  /**
   * A place read with a county's name of several words ending it, where that name may be the county
   * (`com. Cetate Bistrița-Năsăud`, `Câmp Bistrița-Năsăud`): the county written whole is likelier the
   * county; at 1, a commune `Cetate Bistrița-Năsăud` that names nothing (`markedAdminMismatch`) tied
   * with the county read and a namesake of another county won. A place so named (`Viile Satu Mare`)
   * still wins, found whole, over its pieces (`RESOLUTION_WEIGHT.pieceOfWholeName`, 0.45).
   */
  countyEndingPlaceName: 0.85,
  /** A county's name (not its code) opening the run before the house number, read as the county of a village (`Bacău Nicolae Bălcescu 5` as the commune Nicolae Bălcescu): the name is likelier the county seat, the city, with a street of that name (`localityBeforeStreetAndNumber`). */
  countyNameOpeningVillage: 0.85,
  /** The street's words read as a locality of the town written (`Str. Coșoaia 22, Videle`): below a street the data confirms, above one it cannot check. */
  district: 0.9,
  /** The same after a street type word (`Str. Coșoaia`): it was meant as a street more surely. */
  typedDistrict: 0.8,
  /**
   * A name written twice in one run read once as the locality, its copy as a repeat (`Valea Lungă
   * Valea Lungă Vâlcea`: a form's street or commune column holding the village's name, joined
   * without commas): as likely as a run split into two places (`splitRun` x `unmarkedAdmin`, 0.90),
   * a little above, since the copy guesses no commune. The copy read as the village's commune still
   * wins where the index confirms it (`LOCALITY_WEIGHT.adminMatch`); read as a commune it does not
   * name, it costs `unmarkedAdminMismatch` (0.44), and the county written after it was lost to a tie.
   */
  repeatedName: 0.95,
  /** A marked run split into two places (`loc. Tinăud Aleșd`, `com. Cornereva Zănogi`): below the run as one name (`sat Valea Mare`). */
  splitMarked: 0.9,
  /** The locality cut from the street's run when no other run is left (`Strada Victoriei București`). */
  localityInStreetRun: 0.95,
  /** The same when other runs are left: one of them is likelier the locality. */
  localityInStreetRunWithOthers: 0.8,
  /** A locality before an untyped street (`Bistrița Bârgăului` as Strada Bârgăului in Bistrița): people write the street first; a whole locality name wins. */
  localityBeforeUntypedStreet: 0.75,
  /** The locality read at the end of an untyped run right before the house number (`bucuresti timisoara 9` as Strada București of Timișoara): the number follows the street it belongs to, so the run's start is the likelier locality (`localityBeforeStreetAndNumber`). */
  localityBeforeNumber: 0.75,
  /** The locality read at the start of such a run, the street and number after it: above the locality at its end, below the whole run as a locality with its house number (`Bistrița Bârgăului 5`, `untypedPlace`). */
  localityBeforeStreetAndNumber: 0.85,
  /** A typed run read as a place with no street (`Vad`, `Curtea de Argeș`): type words mostly start streets. */
  typedRunAsPlace: 0.6,
  /**
   * The same when the type word also begins place names (`Colonia`, `Fundătura`, `Calea`, `Vad`,
   * `Podul` for Podu): above a street placed by a postal code alone, and within
   * `limits.placeRivalShare` of a street of another type found for the name (`Podul Oltului,
   * Brașov`: the village Podu Oltului, or Strada Oltului of Brașov; at 0.85 the street alone).
   */
  placeLikeTypedRunAsPlace: 0.9,
  /**
   * A typed street's name read as the village of the commune or town marked beside it (`Str. Goleț
   * nr. 1, com. Bucoșnița`: the village Goleț): above a street the index cannot check
   * (`RESOLUTION_WEIGHT.noData` 0.8: the commune has no street data), below one it finds.
   */
  typedStreetAsVillage: 0.85,
  /**
   * A word that marks a part of a town and also begins names (`Colonia`, `Cartierul`, `Zona`: see
   * `kindsInNames`) read as the marker: below the words read as one name, so that a name
   * found both ways with a typing mistake is the whole one (`Colonia Tălmsciu`: the village Colonia
   * Tălmaciu, not the town Tălmaciu); far above a name not found (`Colonia Bonciu`: the village Bonciu).
   */
  markerOpeningName: 0.82,
  /** A sector alone naming București when other readings exist (`Calea Victoriei 120, Sector 1`). */
  sectorBesideOthers: 0.9,
  /** A neighbourhood written (`cartier Mănăștur`) left out as a part of the town: as low as a word left unexplained, so that a locality of that name in the town written wins. */
  neighbourhoodLeftOut: 0.65,
  /**
   * A neighbourhood the vocabulary knows (`TOWN_NEIGHBOURHOODS`: `…, Pantelimon, Sector 2`, `Mănăștur`)
   * left out as a part of the town: nearly as likely as the address without it, so that a street found
   * in the town written beats a village of that name elsewhere whose street cannot be checked (0.75 x
   * 0.8); the judge brings it down to `neighbourhoodLeftOut` where the town found is another
   * (`RESOLUTION_WEIGHT.neighbourhoodElsewhere`).
   */
  knownNeighbourhoodLeftOut: 0.95,
  /**
   * A part written with its word (`zona Lunca`, `cartier …`) beside a village written with its marker
   * (`T 45 P 17, zona Lunca, sat Tăutești, com. Zamostea`) left out as a part of the village's land:
   * the village marked is where the address is, so as likely as a known neighbourhood left out, far
   * above the part read as another village of the commune with the marked one left unexplained
   * (`markerOpeningName` x `unexplainedWord`, 0.53).
   */
  partOfMarkedVillage: 0.95,
  /**
   * A neighbourhood the vocabulary knows written where the town goes, no town written (`Str. Trifoiului
   * 12, Mănăștur`; `{ locality: 'Berceni', county: 'București' }`), read as naming its town: below the
   * words read as a place of that name (a village Berceni of Ilfov is Berceni when the index finds it
   * so, with its county given), above a place elsewhere whose street cannot be checked or a county
   * corrected (0.95 x 0.9 against 0.8 for a street without data). Not paid where a sector written
   * names București too (`Berceni, Sector 4`: not the commune Berceni of Ilfov, beside București).
   */
  neighbourhoodNamesTown: 0.9,
  /**
   * A word one letter from `sat` opening the village's field beside its marked commune or town
   * (`dat Ciocadia nr. 105, Com. Bengești-Ciocadia`: `MISTYPABLE_KIND_WORDS`) read as the marker: as
   * likely as the run read as a place before the number (`untypedPlace`), far above the word left
   * unexplained (`unexplainedWord` 0.65), so that the village beats an untyped street the index
   * cannot check in the commune's seat.
   */
  mistypedKind: 0.85,
  /**
   * Times `mistypedKind`, for a word of its own that is `sat` with its last letter cut off (`sa`, also a
   * company's `SA` and a message's `să`) read so before a house number beside the commune or town
   * marked (`sa Dejești nr. 152, comuna Vitomirești`): a word that is something else as often, read as
   * the marker less surely.
   */
  mistypedOwnWordKind: 0.9,
  /**
   * A field of prose whose last words are read as the village of the commune or town marked right after
   * it (`Ajutor de urgență — Tunari, com. Botoroaga`; `… per mia mamma a Găujani, comuna Boișoara`), the
   * prose (three words or more) left unexplained at the cost of a run left so: a little below a village
   * written alone in its field, so that a village name ending a field of prose by chance, which the
   * index finds in the commune too, never outranks the plain reading where there is one.
   */
  proseBeforeVillage: 0.9,
  /** A four-digit number next to a place read as a postal code of before 2003 (`2400 Sibiu`) and left out: below reading it as written, so that the index must prefer it. */
  oldPostalCode: 0.9,
  /** A first field that reads like a person's name (`Pop Vasile Ioan, Baia Mare, …`) left out as the addressee (the run decoder's noise label `person` of its run, chosen or not in the one search: joint52): far more likely than two words left unexplained, below a street without a type word that the data confirms (`Ion Creangă, 5, Iași`). */
  personFieldLeftOut: 0.8,
  /** The field that ends the text read as the addressee's name after the address (`Str. Lungă 5, Brașov, Ion Popescu`), left out (the run decoder's noise label, as a first field's): as a first field's, below a place the data confirms there (`…, Nr. 5, Traian Vuia`: the commune). */
  personFieldAtEndLeftOut: 0.8,
  /** A message around the address (`salut! pe semaforului 5 in sibiu, las coletul …`; `pe` + name + number, and `în`/`din` + name): the readings that take the message's words for names, beside the reading of only the `pe` street, its number and the `în`/`din` town. Not far below: `pe` may be a word of a name (`Săsenii pe Vale`). */
  proseAround: 0.9,
  /** An institution's name opening a field (`Colegiul Național Calea Moldovei nr. 131`, `Școala Gimnazială nr. 2, Strada Energiei 33`) left out as the addressee (the run decoder's noise label `organisation` of its runs or a run's leading words, chosen or not in the one search: joint59): a little below reading its words as written, so that a street or place so named that the index finds (`Biserica Amzei 5`) keeps its reading. */
  organisationLeftOut: 0.9,
  /**
   * Where an institution's name has no written end (`Grădinița Drâmbar, comuna Ciugud`), the name read
   * to its field's end, below its shorter ends: a name's last words that the address can read are
   * likelier the address's (the village Drâmbar of the commune written, where the kindergarten is), as
   * a genitive's place is (`Primăria Comunei Vad`). At 1, the commune alone with its marker tied with
   * the village and its commune, and the larger place won; at 0.9 a word each, a name of three words
   * (`Liceul Teoretic Ștefan cel Mare, Strada Mioriței 68, Bacău`) read as a village of the county
   * came near the street the city confirms.
   */
  organisationToFieldEnd: 0.9,
  /**
   * That longest way again when the name ends right before a unit's kind word (`Ferma Nicolae Bălcescu, Comuna
   * Vărădia de Mureș`, `Parcare TIR Ciorari com. Stoina`): a village is written there, before its commune, so a
   * name that took it is less likely than one that left it (at `organisationToFieldEnd` alone, 0.81, the name
   * with the village won over the village read in its commune with a county's name ending the commune's, 0.765,
   * and answered the commune `valid` 0.97). The name read whole still wins where its last words are no village
   * of the unit (`Școala Gimnazială Mihai Eminescu com. Stoina`): the index finds none.
   */
  organisationBeforeUnit: 0.8,
  /**
   * Of two house numbers written one after the other (`Calea Giulești 48, nr. 50`, `Strada Hebe 63,
   * nr. 3`), the second read as the house's and the first left out: just below the first, within
   * `limits.ambiguityMargin` (0.97), so that where the two have different codes the answer is
   * `ambiguous`, the first number's code first and the second's a candidate (at 0.9 the first came
   * back `valid` 0.97, whichever was meant).
   */
  otherHouseNumber: 0.98,
  /**
   * `pt.`/`pt` read as `pentru`, the sentence's (`Extras de carte funciară pt. informare - …, Str. Zugravi nr.
   * 41`; `chiria pe decembrie pt Sibiu, Calea Turnișorului nr. 63`), with its field's words before it and
   * after it up to a colon: below `pt.` read as Piața (`Pt. Unirii 3, Focșani`), which the index confirms
   * where it is a square; above a street then not found.
   */
  forLeftOut: 0.9,
  /**
   * Words a leave-out rule took as a note, a registry's reference, a person or a company
   * (`WEIGHED_LEFT_OUT`) read as the address's instead (`Str. Comanda nr. 48`: Strada Comanda, not an
   * order's number): below the reading without them, so that the index must prefer the words read.
   */
  leftOutKept: 0.75,
  /**
   * A name and its other name written together (`Segesvári (Sighișoara) u. 33`, `Brassói út / Str.
   * Brașovului`, `Bd. Revoluției (fost 23 August)`), read with one side left out: below the text read
   * as written, so that the index must know the side kept.
   */
  otherName: 0.9,
  /**
   * The same, the side kept the one an other-name word marks as the name of before (`Str. Mihai Viteazu
   * / fostă Gării`: Gării; `Str. Lenin (azi Avram Iancu)`: Lenin): the name it has now is the address,
   * the former one only where the index knows nothing of the other (at `otherName`, Strada Gării tied
   * with the Piața Mihai Viteazul its type word mistook: `ambiguous`).
   */
  formerName: 0.75,
  /** A bare number read inside the street's name (`Regimentul 5 Vânători`) rather than as the house number. */
  numberInName: 0.95,
  /**
   * A structured `street` field read from a street type word that is not its first word (`Platforma
   * Industrială str. Fabricii`, `Reabilitare Calea Călărașilor`: a site's, zone's or works' words
   * before the street, as ERPs and works orders write it), the words before left unexplained: below the
   * field read whole, so that a street whose official name holds the type word (found whole) wins.
   */
  streetFromTypeWord: 0.9,
  /**
   * A street's name read across a line break with nothing else between (`Str.Gheorghe⏎Doja nr.25`, an
   * identity card's domicile line wrapped where the card's width ends): below the lines read apart,
   * so that the index must find the joined name.
   */
  wrappedLine: 0.9,
  /** Structured fields read together as free-form text because one holds more than its part (`street: "Str. Lungă 100, Brașov"`): below the fields as sent, which win a tie. */
  fieldsReadTogether: 0.95,
  /**
   * The street's name read across the `street` and `house_number` fields (`street: 'Strada Traian'`,
   * `house_number: 'Vuia 99'`: address lines cut anywhere), the words opening the number's field
   * joined to the street: as likely as the fields read together (`fieldsReadTogether`), so that the
   * street as sent wins a tie; read as sent, those words are unexplained (so a street found whole wins).
   */
  streetAcrossFields: 0.95,
  /** The `locality` and `county` fields read swapped (`{ locality: 'Iași', county: 'Miclăușeni' }`), when the county field names no county and the locality field names one: a clerk's slip, less likely than the fields as sent, which the index rules out here (no county written). */
  fieldsSwapped: 0.9,
  /**
   * The `street` and `locality` fields read swapped (`{ street: 'Oradea', locality: 'Rogerius' }`: a
   * spreadsheet's columns), the street field naming a place and having no street type word: less
   * likely than the fields as sent, which win whenever the index finds them (a street named like a
   * town is common: `Strada București`).
   */
  streetLocalitySwapped: 0.85,
  /** A `county` field naming no county read as the locality's commune (`{ locality: 'Pietroasa', county: 'Moldovenești' }`): a form's one box for both; the index confirms the pair or not. */
  countyFieldAsUnit: 0.9,
  /** A street with no locality, kept so that a postal code can place it; or a postal code alone (`Cod: 400157`). */
  streetOrCodeOnly: 0.5,
} as const;

/**
 * What a name reached only by a rare typing slip costs beside one a common slip reaches (`LOCALITY_WEIGHT.rareSlip`,
 * `STREET_WEIGHT.rareSlip`; src/matchers/slips.ts). Enough to order two names one mistake away that nothing else
 * tells apart, and less than what does tell them apart: a county written (`countyMismatch`), a street's number, the
 * other words of a street's name. Measured on eval:verify (typo109, both weights swept together): 0.99 -> typo kind
 * 99.498%, 0.98 -> 99.507%, 0.97 -> 99.482%, 0.95 -> 99.413% and `swapped_order` 99.956 -> 99.911% (a swapped
 * name's words, one of them mistyped, lost to a rival the slip alone favoured); 1 (none) 99.241%.
 */
const RARE_SLIP = 0.98;

/** How well a candidate locality fits what was written (`verify-locality.ts`). */
export const LOCALITY_WEIGHT = {
  /** Each typing mistake in the name: two mistakes still beat a namesake in the wrong county. */
  perEdit: 0.12,
  /** The least a name with typing mistakes scores. */
  fuzzyFloor: 0.3,
  /** A typing mistake in a word's first letter: people seldom make one, so a name that keeps the letters typed first comes before one that does not (above the size of places, below a county written). */
  firstLetterEdit: 0.97,
  /**
   * A name reached from the words written only by a rare slip (`commonSlip` of src/matchers/slips.ts: a far
   * key typed for the meant one, a stray letter added), not by one of the slips fingers make all the time (a
   * letter left out, two neighbours swapped, a letter doubled, a key touching the meant one on the keyboard,
   * `KEYBOARD_LAYOUTS`): where a misspelt name is one mistake from two places, the one a common slip
   * reaches is likelier meant. Measured on eval:verify at `RARE_SLIP` (typo109): the typo kind 99.241 -> 99.507%
   * (of it, places alone `ambiguous` 175 -> 100 wrong). It was off (1) until typo118: a town's name wrapped at a
   * line's end (E95, `Boto-⏎șani`) fell from 0.97 to 0.38, because the pieces' look-alikes (`boto`: Bota, Bodo;
   * `sani`: Șanț, Sâi) then scored below the town its street places, which the first look answered (`ambiguous`, the
   * pieces left unexplained), and verify kept a first answer of the same address over the second look's repaired
   * reading; it now takes the second look's where that reads words the first left unexplained (verify.ts).
   */
  rareSlip: RARE_SLIP,
  /** The words in another order (`Mare Baia`). */
  reordered: 0.97,
  /**
   * Each word of the name written as its initial (`V. Bistrii` for Valea Bistrii, `Căianu M.` for
   * Căianu Mare), looked for only in the county or commune written: above one typing mistake
   * (`perEdit`, 0.88), since the letter written is the name's, and above the initial read as a
   * marker with the rest as a commune that is not the locality's (`C. Mare, Cergău` as com. Mare:
   * `markedAdminMismatch`, 0.85); below a whole name.
   */
  initialWord: 0.9,
  /** A place reached through its unit's name (`com. Cergău` → Cergău Mare), after a place literally of that name. */
  viaUnit: 0.95,
  /** In another county than the one written: a namesake in the county written comes first. */
  countyMismatch: 0.75,
  /**
   * A county seat written exactly and no street, in another county than the
   * one written, where that county has no place of the name, only look-alikes (`Deva, jud. Alba`: Deva of
   * Hunedoara, or the village Deve of Alba): people misremember a city's county more often than they
   * mistype its name, so the county is corrected. (With a street written the street decides, at
   * `countyMismatch`: `Str. Progresului 9, Câmpulung Moldovene, Suceava` is not Câmpulung of Argeș,
   * which has the street.) Between a look-alike a typing mistake away (`perEdit`: 0.88)
   * less its size (`perSizeRank`): a village's 0.859, below; a city's 0.873, above.
   */
  cityCountyMismatch: 0.87,
  /** In the county around the one written, whose places are written with its name (`Afumați, București`: Ilfov; `SUBURBS_COUNTY`): before other counties, after the county written. */
  suburbsCounty: 0.9,
  /** A București sector written with a place outside București (`Bucuresci sector 2` is not the commune Bucureșci): as strong a contradiction as another county. */
  sectorMismatch: 0.75,
  /** The commune, town or city written too and it is the locality's own: both names line up in SIRUTA, which outweighs finding the street in the city instead. */
  adminMatch: 1.1,
  /** The same with a typing mistake in the commune. */
  adminNearMatch: 1.02,
  /**
   * The seat of the locality's own commune written where the commune goes (`{"locality": "Cândești-Vale", "street":
   * "Cândești-Deal, nr. 376"}`, the seat of Cândești; `Scăueni / Stoenești`, the seat of Berislăvești; issue 24, fix128):
   * people name a commune by its seat. Not the commune's own name (below `adminMatch`, and below no commune written at
   * all), far above a commune the locality is not in (`markedAdminMismatch`, `unmarkedAdminMismatch`), which it was read
   * as: the seat won over the village (ambiguous, 0.52). Only the seat: a village written as the seat's commune (`Hurdugi
   * / Plotonești` read the other way) confirms nothing, or the seat is answered `valid`.
   */
  adminSiblingVillage: 0.95,
  /** A commune written with a marker (`com. Y`) that is not the locality's. */
  markedAdminMismatch: 0.85,
  /**
   * A commune guessed from the run after the locality (no `com.`) that is not its commune: below leaving
   * that run unexplained, whatever its length. A run costs at most `unexplainedRunWords` (2) words
   * unexplained, 0.65² = 0.4225, and the reading of the run as a commune carries `READING_PRIOR.unmarkedAdmin`
   * (0.95): 0.95 x 0.44 = 0.418 is below it, where 0.5 (0.475) was above, so that two words of a note
   * (`…, Giurgiu, str. Comana nr. 19`, a person's `la fiul ei` before it; `Sălcioara (Jurilovca), jud.
   * Tulcea; culturi + acoperiș`) were read as the village's commune, answered as the commune, or as a
   * correction of the commune to the town. Measured alone (tune36, `eval/tune-verify.ts --sweep`): from 0.6
   * to 0.25 the tuning and held-out halves hardly move (5,326/5,359 and 5,132/5,153 at 0.5 and 0.44);
   * the never-tuned typists' sets gain 2 at 0.43-0.45 (5,599 -> 5,601 of 5,707), none lost; below 0.43
   * two answers right by accident are lost (a second address, `res. Str. Lungă nr. 45, Brașov`, and a
   * listing's `cămin/garsonieră`, read as a commune, which then cost nothing), one of them gated.
   * For a run of two words or more it is also capped at `unexplainedWord` a word up to `unexplainedRunWords`
   * (0.42) when that is less (`lookUpLocalities`, shapes36): a note after the county (`Sălcioara (Jurilovca),
   * jud. Tulcea; culturi + acoperiș`) must never be a cheaper commune than leaving it unexplained.
   * With that cap merged, 0.44 was measured again on every set (coordinator, twenty-first session): it bought
   * nothing the cap does not (every gate holds at 0.5), and the twenty-sixth set, written after tune36's sweep,
   * lost two at 0.44 (`adresa: Guareni, Iasi, langa siloz` answered in Brașov, the county written lost; `A1
   * Bucuresti-Pitesti km 13, iesire Dragomiresti-Vale, …, IF` ambiguous): 0.5 stays.
   */
  unmarkedAdminMismatch: 0.5,
  /** The written postal code is the locality's own: settles a tie. */
  ownPostalCode: 1.03,
  /** București as a whole when a sector was written: the street is looked for in that sector first. */
  otherSector: 0.95,
  /** A unit (or its seat) when the name followed `com.`, `oraș` or `mun.`; divided out after `sat`. */
  unitKind: 1.1,
  /** Per size rank (București, county seats, towns, ... villages): among namesakes the larger place is the likelier meaning. */
  perSizeRank: 0.004,
  /** Written exactly, diacritics included: that place rather than a namesake that folds alike. */
  exactText: 1.05,
  /** A county seat called by its county's name or code (`Vâlcea`, `Bv.`) with a street written: below a place of that very name, so that the street decides (Râmnicu Vâlcea has Strada Neagoe Basarab; the village Vâlcea has no street data), and below the typing-mistake ceiling, so that a reading naming the town with a mistake (`Râdnicu Vâlcea`) is still looked up. */
  countySeatByCountyName: 0.85,
  /** The largest size rank (2: towns) a place called by a part of its name may have: people shorten town names, not village names. */
  partOfNameMaxRank: 2,
  /**
   * A place found by another of its names (Hungarian, German, older: GeoNames' other names, `Korond`
   * for Corund): as likely as an official name with one typing mistake (`1 - perEdit`), not more.
   * The gazetteer lists old, foreign and sometimes doubtful names, some of them one letter from an
   * official name elsewhere (`Tapa`, an other name of Luminiș, and Talpa mistyped): the two make
   * the answer ambiguous. Not when the county written holds the place: the county confirms the name
   * (`{ locality: 'Kovászna', county: 'Covasna' }` is the town, as an official name would be).
   */
  otherName: 0.88,
} as const;

/** How well a candidate street fits the words written (`verify-street.ts`). */
export const STREET_WEIGHT = {
  /** Each typing mistake. */
  perEdit: 0.88,
  /** Each mistyped word whose first letter is not the street's: people seldom mistype a first letter (`Dalului`: Dealului before Valului). */
  firstLetterEdit: 0.97,
  /** Each mistyped word reached from the street's word only by a rare slip (`LOCALITY_WEIGHT.rareSlip`): `Prufului, Bacău` is Strada Prutului (`f` beside `t`) before Strada Prunului; `Cirbului` is Corbului (`i` beside `o`) before Cerbului. */
  rareSlip: RARE_SLIP,
  /** Each written word the street does not have. */
  extraWord: 0.6,
  /** Each written title the street does not have (`Dr.`): people add titles. */
  extraTitle: 0.97,
  /** Each word of the street not written. */
  missingWord: 0.7,
  /** Each given name of the street not written (`Caragiale` for `Ion Luca Caragiale`): people leave them out. */
  missingGiven: 0.85,
  /** Each title of the street not written (`Magheru` for `General Gheorghe Magheru`). */
  missingTitle: 0.98,
  /**
   * Each number of up to three digits of the street not written (`Micro` for `Micro 20`, `Aleea` for
   * `Aleea 3`), besides `missingWord`: numbered streets and quarters are told apart by their number
   * alone, so a name without it names none of them (`Micro 19, bl. 5` is another quarter, not Piața
   * Micro 20). 0: such a street is no candidate. A year is a word like any other (`1 Decembrie` for
   * `1 Decembrie 1918`).
   */
  missingNumber: 0,
  /** The words in another order (`Caragiale Ion Luca`). */
  reordered: 0.98,
  /**
   * The other order is the surname first, the given names after it (`Goga Octavian` for Octavian Goga): the workbook's
   * own order for a person's street (`Mincu Ion, arh.`), copied by registers and member lists, is no slip of the typist's,
   * so it costs nothing (issue 24, fix136: 0.69 for a right answer before, its only cost `reordered`).
   */
  surnameFirst: 1,
  /** Another street type than written (`Str.` for an `Aleea`). */
  otherType: 0.9,
  /**
   * Another street type than an English type word's own (`Unirii Street` for Bulevardul Unirii,
   * `Victoriei Avenue` for Calea Victoriei): a writer translating says only that a street is meant.
   * Within `limits.ambiguityMargin`, so that a street of the word's own type and one of another
   * type of the same name leave the answer `ambiguous`, the word's own first.
   */
  otherTypeAnyWord: 0.98,
  /** The type word written read as the first word of the name (`Piața Amzei` is Strada Piața Amzei): a street of the type written with that name still wins the tie (`Drumul la Roșu`, a Drum, before Intrarea Drumul la Roșu). */
  typeInNameOtherType: 0.98,
  /** Another type than a distinct one written (`Bulevardul Daia` for Intrarea Daia): below one typing mistake in a street of the type written (Bulevardul Dacia). */
  otherDistinctType: 0.8,
  /** Each word matched through an alias: `Ion Neculce` and `Ioan Neculce` are two streets of Arad. */
  aliasWord: 0.95,
  /** Each initial credited to a word that is no given name (`I.` for Ionescu): people write initials for given names, so Ion Grigore comes before Grigore Ionescu for `I. Grigore`. */
  surnameInitial: 0.95,
  /** Each word matched in another inflection (`Siretului` for `Siret`): below the street written as it is. */
  inflection: 0.95,
  /**
   * Each name read through an English translation of its words (`Victory Avenue` for Calea
   * Victoriei, `Union Square` for Piața Unirii: `TRANSLATED_NAME_WORDS`): as sure as another
   * inflection, below the street written as it is.
   */
  translatedWord: 0.95,
  /**
   * The name cut short, its last written word the start of a word of the name and the words after
   * it left off (`Strada Tudor Vladimi`: a column cut at a fixed width, as old bank and utility files
   * have them): looked for only when no whole word does, below a typing mistake in a whole word.
   */
  cutWord: 0.85,
} as const;

/** How readings and their localities become ranked resolutions (`verify-resolve.ts`, `verify.ts`). */
export const RESOLUTION_WEIGHT = {
  /** Each word a reading leaves unexplained: more than a typing mistake, less than a street that cannot be checked, so readings that explain everything win. */
  unexplainedWord: 0.65,
  /** A written street the locality cannot check (no street data): above a word left unexplained (`Str. Unirii 5, Craiva, Arad` stays in Craiva), below a street found in a locality with one mistake. */
  noData: 0.8,
  /** The same for words read as a street only from their place, with no type word: weaker evidence, so a locality of that exact name in the county wins. */
  untypedNoData: 0.7,
  /** The most a locality found with typing mistakes can score: whole names win. */
  fuzzyCeiling: 0.88,
  /** The locality has street data but not the street written. */
  streetNotFound: 0.4,
  /** No house range holds the number: the nearest range's code. */
  nearestNumber: 0.7,
  /** A range holds the number but not its letter or `bis` (`Strada Teilor 6 bis` where the data lists 6): the lot beside it, nearly always of that code; above another street type than written (`otherType`) with the street's one code. */
  numberOtherSuffix: 0.95,
  /**
   * The code of the house number written when the block written beside it has another (`Strada
   * Mihai Bravu 3 bl 4, Onești`: house 3 in one range, block 4 listed with another code), or the
   * block's when the number's range was the narrower: one of the two is mistyped or misfiled, and the
   * text does not say which. As likely as the one taken (the narrower interval, listed first), so
   * the answer is `ambiguous` with both codes.
   */
  otherPartCode: 1,
  /** No street written in a locality that has street data: only partly confirmed. */
  noStreetInStreetLocality: 0.9,
  /** The street written exactly as the data writes it, diacritics included (`Română` is not `Romană`): settles a tie. */
  exactText: 1.05,
  /** The candidate's code is the one written: settles a tie, does not beat a better match. */
  writtenCode: 1.05,
  /** A long street (several postal codes) over a short one of the same name when the type written fits neither (`Str. Mihai Bravu 200`: Șoseaua, not Intrarea Mihai Bravu): more addresses lie on it, so it is the likelier meaning. Above the ambiguity margin, so the answer is not a coin toss; below a typing mistake, so it only orders streets that fit the words alike. */
  longerNamesake: 1.04,
  /** How many times the postal codes of each other street a street needs to count as the longer namesake: Calea Ferentari (14 codes) over Prelungirea Ferentari (5); streets of about one length stay a tie. */
  longerNamesakeCodes: 2,
  /**
   * A locality read from some of the words of a place's name that the text writes whole and the
   * index finds exactly (`Alba Iulia` read as the village Iulia of Tulcea with `Alba` as its
   * county; `Târgu Jiu` as Jiul of Dolj, `Baia Mare` as Mareș of Argeș, `Râmnicu Vâlcea` as the
   * village Vâlcea of Alba): the name written whole is what was meant. Below a street not found in
   * the whole (`streetNotFound`) over a street the piece cannot check (`noData`): 0.45 x 0.8 < 0.4,
   * so that a street missing from the data (a new one) keeps the town.
   */
  pieceOfWholeName: 0.45,
  /** A street-only reading placed by the written postal code alone: above a place of the street's name elsewhere, whose code is not the one written (`Horea 5, 400174` is Strada Horea of Cluj-Napoca, not the village Horea of Alba); below a locality written and found, also when the code written is wrong (at 0.9, `… Buc. Bucuresti 527068` went to the code's village). */
  placedByCode: 0.85,
  /**
   * A typed street with its number and nothing that places it (no postal code, no sector, no
   * locality that can check a street), placed in the one town whose streets hold a street of that
   * type and name with the number in range (`Garsoniera … Berceni, Sos. Berceni 44, bl. 3`: București's
   * Șos. Berceni, not Ilfov's village Berceni read from the street's own words with `Sos.` left
   * out). The whole address as written, as a code places it (`placedByCode`); below it: the town is
   * the street's only, not written.
   */
  placedByStreet: 1,
  /**
   * A known neighbourhood left out (`READING_PRIOR.knownNeighbourhoodLeftOut`) while the town found is
   * not one it is a part of: then it is one word the reading leaves unexplained, as an unknown
   * neighbourhood (0.95 x 0.68 = `neighbourhoodLeftOut`, 0.65).
   */
  neighbourhoodElsewhere: 0.68,
  /**
   * A street of another type than the type word written, where the same words, type word included,
   * are exactly the whole name of a place of the county written, found in the same search
   * (`Colonia 1 Mai, Brașov`: the village Colonia 1 Mai, not Brașov's Strada 1 Mai, whose type the
   * `Colonia` written does not fit): the type word is the place's name's first word, not a type
   * mistyped. The place, read at `READING_PRIOR.placeLikeTypedRunAsPlace` (0.9), then ranks above
   * the street by more than `limits.ambiguityMargin` (0.9 x 0.9 < 0.97 x 0.9 / 1.05). A name written with
   * another article (`Podul Oltului` for Podu Oltului) is no exact name: it stays ambiguous.
   */
  typeWordOfPlaceName: 0.8,
} as const;

/** Cut-offs and limits of the search (`verify-resolve.ts`, `verify.ts`). */
export const RESOLUTION_LIMITS = {
  /**
   * Readings the index judges, the likeliest first: the beam that bounds the cost of any input.
   * The most any address of the evaluation sets gives is 34 (a company's registration beside its
   * address); a text of 256 characters made of 50 fields gives some 300, each a look-up.
   */
  maxReadings: 48,
  /**
   * The most words a run left unexplained costs as (`Program L-V 9-17, Strada Bicaz 21, Bacău`,
   * `(casa cu poarta verde)`): a field no part takes is one thing the vocabulary lacks, a note or a
   * name, however many words it has. Costed word by word, a long one outweighed any reading that
   * gave its words a role, even a wrong one (the note as the town, the town as the county). Its
   * words still count as unexplained (`unused`); the confidence pays for as many of them
   * (`CONFIDENCE.unusedRunWords`).
   */
  unexplainedRunWords: 2,
  /** Plans (readings with their localities) resolved: the best three, if within this share of the best. */
  planShare: 0.75,
  maxPlans: 3,
  /** Candidate localities of one plan resolved while within this share of its best. */
  candidateShare: 0.9,
  /** Most localities of one reading resolved (namesake villages: all of them, up to this). */
  maxLocalityCandidates: 25,
  /** Streets of one locality kept while within this share of the best street. */
  streetShare: 0.9,
  /** Most readings looked up again with typing mistakes. */
  maxFuzzyReadings: 3,
  /** More readings looked up with typing mistakes when the whole names found did not confirm the rest. */
  maxLateFuzzyReadings: 2,
  /** Rivals within this share of the best make the answer `ambiguous`. */
  ambiguityMargin: 0.97,
  /**
   * A place found by a letter read as the initial of its first word (`S. Frumoasa`: Schitu
   * Frumoasa), within this share of an answer that read the letter as a marker (`s.` sat: the
   * village Frumoasa; `C. Târnava`: com. Târnava, or Colonia Târnava), makes the answer `ambiguous`:
   * the two readings differ by the initial's weight, a reading's prior and, after `c.`, the bonus of
   * a unit named after its marker (`LOCALITY_WEIGHT.initialWord` 0.9 x 0.95 / `unitKind` 1.1 = 0.78),
   * which the margin would not bridge, though the text says no more of one than of the other.
   */
  initialRivalShare: 0.75,
  /**
   * A place named like an untyped street (or a typed one matched only near its name), within this
   * share of it, makes the answer `ambiguous` (`verify-rivals.ts`), the street first: `Traian 123
   * Iași` (Strada Traian, or the village Traian of Iași county). 0.85, not 0.9: the place typed in
   * a structured `street` field (`{ street: 'Doman', house_number: '5', locality: 'Reșița' }`, the
   * locality Doman of Reșița) is read at `untypedPlace` (0.85) of the street, as likely as written.
   */
  placeRivalShare: 0.85,
  /** Most rival candidates returned with an ambiguous answer. */
  maxCandidates: 24,
  /**
   * An answer under this confidence (or none) takes a second look for a machine's damage
   * (`src/verify/machine-damage.ts`: glued columns, a scanner's misreadings, a form's autofill), and
   * the repaired request's answer is kept when its confidence is higher. An answer at or above it is
   * confirmed as written: no repair may change it, and it pays nothing for the repairs. 0.9, the
   * confidence a `valid` answer needs: a record in capitals with its spaces lost (`SATCERCU,COM.BARNOVA`)
   * is still read, wrongly, at 0.87 (a near village), and most of a second look's cost is spent
   * only on answers this low (a fifth of unseen inputs, most of which no repair changes).
   */
  secondLookBelow: 0.9,
  /**
   * A request whose first look found more readings than this takes no second look: a machine damages an
   * address's record, which reads in few ways (the second looks that change an answer of the evaluation
   * sets follow a first look of at most 29 readings; an address gives at most 34, see `maxReadings`),
   * while a text the reader labels in as many ways as `maxReadings` allows (48) is words in no address's
   * order, whose second reading (a code moved out of its street field: `400001, com.` beside ten
   * fields of words) would cost as much as the first again: the worst inputs' largest part.
   */
  secondLookMaxReadings: 40,
} as const;

/** Factors of the confidence returned with each answer (`verify-report.ts`, docs/verify.md). */
export const CONFIDENCE = {
  localityEdit: 0.9,
  localityReordered: 0.98,
  /** Each word of the locality written as its initial (`LOCALITY_WEIGHT.initialWord`): another place may begin with the letter too, so below 0.9. */
  localityInitial: 0.9,
  viaUnit: 0.95,
  wrongCounty: 0.85,
  wrongSector: 0.9,
  wrongCommune: 0.9,
  namesakes: 0.9,
  /** The county's seat taken for a county's name or code written as the locality (`Vâlcea`, `Bv.`): other towns of the county may have the street too. */
  countySeatByCountyName: 0.9,
  fromPostalCode: 0.8,
  /**
   * A locality written alone, by its name exactly (no county, commune, street or postal code beside
   * it), whose name is one typing mistake from the names of places with as many postal codes as its
   * own, or more (`nearNamesAsMany`, verify-locality.ts: `Banu` beside Baniu, Bancu, Bacu...;
   * `Ungurei` beside 18 villages Ungureni): nothing confirms the name was not a neighbour's mistyped,
   * so below 0.9. On eval:verify's noisy rows, 12 answers at 0.97 were a neighbour's name mistyped
   * into another real one: all now below 0.9, with 336 right answers (calib71, bench/RESULTS.md).
   */
  nearNamedPlaces: 0.9,
  /** The town placed by its street alone (`RESOLUTION_WEIGHT.placedByStreet`): the town was not written, so below 0.9. */
  fromStreet: 0.8,
  streetEdit: 0.9,
  streetMissingWord: 0.9,
  streetMissingGiven: 0.95,
  streetExtraWord: 0.8,
  streetReordered: 0.98,
  /** A person's street written surname first, as the workbook writes it (`STREET_WEIGHT.surnameFirst`): no cost. */
  streetSurnameFirst: 1,
  wrongStreetType: 0.95,
  /** The type written is one that says which street (`Bulevardul`, `Calea`, `Șoseaua`, `Splaiul`, `Piața`) and a street of another type was taken (`Bulevardul Dorobanți` cut from Bulevardul Dorobanților, answered as Piața Dorobanți): below 0.9. */
  wrongDistinctType: 0.9,
  /** A street name cut short (`STREET_WEIGHT.cutWord`): another street of the town may start the same way, so below 0.9. */
  streetCutWord: 0.9,
  /** The street chosen among namesakes of other types for its length (`RESOLUTION_WEIGHT.longerNamesake`), not for anything written: below 0.9 even with nothing else amiss. */
  longerNamesake: 0.92,
  streetNotFound: 0.5,
  streetWithoutData: 0.9,
  noStreetInCity: 0.6,
  numberOutside: 0.7,
  codeNotGiven: 0.97,
  wrongCode: 0.87,
  unusedWord: 0.9,
  /**
   * The most words of one run left unexplained (neighbouring words of one field that no part takes:
   * `Se dispune detașarea d-lui Radu Ene la` before a town's street, `după Sfânta Liturghie` after a
   * village's county) the confidence pays `unusedWord` for: such a run is one thing the vocabulary
   * lacks, a sentence or a name, not one mistake a word, as the reader weighs it too
   * (`RESOLUTION_LIMITS.unexplainedRunWords`, 2). Paid word by word, a decision's opening sentence
   * (8 words: 0.9^8 = 0.43) left a right answer as unsure as a street not found. Capped, a run costs
   * at most 0.81: never a sure answer (>= 0.9) nor a `valid` one (`dropsWritten`), so no wrong answer
   * can become confident. Measured on every generated shape and typist's set (shapes48, bench/RESULTS.md):
   * right answers at >= 0.7 rise by about a thousand, wrong ones at >= 0.7 by one.
   */
  unusedRunWords: 2,
  /**
   * The most unexplained words the confidence pays `unusedWord` for in all, however many runs of them
   * (sure98): a message's or a record's prose around an address (`Asigurare facultativă locuință —
   * adresa riscului asigurat: sat Dârvari, com. Tămădău Mare, … (casă P+1, cărămidă)`, a patient's
   * diagnosis, a tax notice's sums) is several things the vocabulary lacks, each a run, and paid run
   * by run it left answers the parts read and the index confirmed below 0.7 (four runs: 0.9^8). Three
   * words (0.73) still say the text holds what was not read; past them a run is no more sign of a wrong
   * reading than the first ones. Only answers paying four words or more change, and they stay at most
   * 0.73 (never sure, >= 0.9, nor `valid`): no wrong answer can become confident (bench/RESULTS.md, sure98).
   */
  unusedMostWords: 3,
  ambiguous: 0.6,
  /**
   * A street type word written and left out, its name read as a place (`Strada Dumbrava nr. 5,
   * Târgu Lăpuș`: the village Dumbrava of the town, or a street of that name in it): the place
   * wins when the index confirms it, below 0.9.
   */
  typeWordLeftOut: 0.9,
  /**
   * A street written by a part of its name that another street of the locality has too (`Strada
   * Popa, Sector 5`: Strada Sublocotenent Popa or Strada Ștefan Popa): the likelier is answered,
   * below 0.9.
   */
  sharedStreetName: 0.92,
  /**
   * The most an answer is worth when the text holds a second whole address, left out, and nothing says which of the two
   * is meant (`Str. Decebal nr. 19, Turda, jud. Cluj; Str. Izvoarelor nr. 79, Vaslui, jud. Vaslui`: a sender's and a
   * recipient's, an old and a new; `unsettledSecondAddress`). A cap, not a factor: the first address is read and may be
   * right, but never sure (below 0.9) nor `valid`; a label that settles it (`Adresa de livrare:`, `…; Adresa de
   * facturare: …`: `OBJECT_ADDRESS`) keeps the answer's own confidence. Above `SURE` (0.7) so that a first address
   * written whole still counts as a likely answer.
   */
  secondAddressUnsettled: 0.85,
  /**
   * The most an answer is worth when it is the seat of a commune or town marked after an institution's first field whose
   * last words name, whole and exactly, a village of the same county that is of another unit (`Școala Bârlești (Iași)
   * com. Movileni`: Bârlești is a village of Erbiceni): the school's village or the commune written, which is meant the
   * text does not say (`namesVillageElsewhere`). Measured on 300 generated cases of that form (shapes85): 284 answered
   * the commune's seat `valid` at 0.97. A cap, as `secondAddressUnsettled`: the seat may be right, never sure nor
   * `valid`. (A patron's name opening with a given name, `Școala Avram Iancu`, names no village.)
   */
  villageElsewhere: 0.85,
  /**
   * The most an answer is worth when it is the seat of a commune written by its name, the seat named otherwise, and one of
   * the commune's villages is named like the commune (`Barbatesti Commune, Valcea County - house no. 12`: the seat Bodești,
   * the village Bărbătești): people name the village by the commune's name as often as the commune, and the text does not
   * say which (the sixteenth typist's `F21` meant the village; fix130). A cap, as `villageElsewhere`: the seat may be
   * right, never sure.
   */
  unitNamedLikeVillage: 0.85,
  /**
   * The most an answer is worth when its street, written exactly and with no postal code, is one typing mistake from
   * another street of the locality of the type written that holds the number written (`nearNamedStreet`,
   * near-named-street.ts: `Strada Sadinei, București` beside Strada Salinei; `Strada Banului 65` beside Strada Bacului,
   * whose 1-67 holds 65): the street analog of `nearNamedPlaces`, nothing written tells the name from the neighbour's
   * mistyped. A cap, not a factor: 0.97 x 0.9, what `nearNamedPlaces` makes of an exact answer, so such an answer is
   * never sure, while one already less sure for what it has amiss pays nothing more (a factor took answers at 0.78 below
   * `SURE`, 0.7, of the gates). On eval:verify's noisy rows, the 5 wrong answers at 0.97 were all of this class
   * (confident96, bench/RESULTS.md).
   */
  nearNamedStreet: 0.87,
} as const;

/**
 * How sure each leave-out rule is that the words it finds are no part of the postal address
 * (src/text/leave-out): where two rules would leave out the same words, the surer one decides, and
 * the rules look again at what is left (`leaveOutNotes`). Among rules equally sure, the one that
 * leaves out more words decides (`tel. 0744 123 456` is one telephone number, not `0744 123 456`
 * after a stray `tel.`). The values only order the rules: what their words are worth to a reading is
 * the reading's prior ({@link READING_PRIOR}). The reasons read from the surest down.
 */
export const LEAVE_OUT_WEIGHT = {
  /** An e-mail or web address: no postal address writes `@`, `www.` or `https:`; its `ro` is no country, its words no place. */
  contact: 1,
  /** A company's name between its legal forms (`SC Alfa SRL`): `SC` is then no staircase and `SRL` no street. */
  company: 0.98,
  /** A hotline agent's note after the address's number (`cl roagă să sunați`, `client la poartă`): to its field's end, whatever its words (`să` of `roagă să sunați` is no company's `SA`). */
  agentNote: 0.985,
  /** A public institution named after the address, with its office's town (`asigurat CAS Iași`, `DGASPC Iași`): acronyms no place has; below a company's legal form, which it never holds. */
  institution: 0.975,
  /**
   * A station's word and its own number inside a sentence (`Coadă la secția 233 din Galați`): no place is named
   * `secția` followed by a number; as sure as a note's words, below the rules that read a number as a time or an amount.
   */
  stationNumber: 0.76,
  /** A message's greeting, request or courtesy (`Bună ziua,`, `vă rog`, `Mulțumesc!`): what it opens or closes is read after it. */
  message: 0.96,
  /**
   * A landmark phrase and its landmark anywhere in a sentence (`… în fața școlii…`, `la scara din spate`: `LANDMARK_NOTE`):
   * just above a message's words, whose sentence may hold it: the message pass takes the phrase's lead (`în`, `la`) and
   * leaves the landmark's word, read then as a village of its name (`fața` Fața) or one letter off (`spate` Spata).
   */
  landmarkNote: 0.965,
  /** The hashtags opening a post (`#alegeri Ploiești: …`): a `#` glued to a word says it is a topic; as sure as a message's words. */
  hashtag: 0.96,
  /**
   * A message saying where its parcel goes, to a direction word right before a street's type or a locality's kind
   * (`Cardul tău e în drum spre Strada …`): no place or street has a direction word in its name; below a
   * message's words, which it may hold (`pe`), above a place the road leaves (`direction`).
   */
  wayToAddress: 0.95,
  /**
   * When an event takes place (`va avea loc duminică, 25 decembrie`): `a avea loc` is a phrase no address writes (its
   * `loc` marks no place's name), and the day and date after it are the event's; as sure as a message's words.
   */
  eventTime: 0.96,
  /**
   * A weekday right before a date (`vineri 26.04.2026`, `luni, 3 martie`; issue 24, fix129): the day the date falls on,
   * never a place's name (`vineri` was read as the village Vineți); as sure as an event's time.
   */
  weekdayBeforeDate: 0.96,
  /** A speaker's filler, hesitation or self-repair, or a letter spelt out (`deci`, `aaa`, `nu de jos de sus`, `o de la Oana`), as an address said aloud is written down. */
  spoken: 0.95,
  /** A house marker whose field was left empty on a printed form (`bl. -, sc. -`): no building part without its value. */
  emptyField: 0.95,
  /** A note in parentheses (`(sediu social)`, `(lângă Kaufland)`): a place in them is a note's (but `(sat)` marks its name: read by the reader). */
  parenthesized: 0.94,
  /** What is written before a domicile label (`Elev Matei, cls. a VI-a, dom. …`): about the person; the address starts after the label. */
  beforeDomicile: 0.93,
  /**
   * What is before the label of the address a paper is about (`locuința închiriată:`, `al apartamentului din`,
   * `descărcare:`), where a text names two: the other address (the tenant's domicile, the loading place). Surer than
   * the domicile label's reading (which would keep that domicile as the address): the label names the paper's object.
   */
  objectAddress: 0.95,
  /**
   * The addresses of the parties a legal paper does not serve, where a role word marks the one it does (`PÂRÂT: …;
   * RECLAMANT: …`, `Domiciliul procesual ales: …; domiciliu: …`, `sediul: … Către: …`, `adresa nouă …, vechea era …`;
   * issue 24, role113): the role word says whose each address is, which no reading of the words can tell (the
   * plaintiff's address reads as well as the defendant's, and the later one won, at 0.97). Surer than an object's label
   * and a domicile's (`cu domiciliul în` heads both parties' addresses; the role before it says which is served), below a
   * message's words, which a client's message holds around its new address.
   */
  servedParty: 0.955,
  /**
   * A trip's destination after its marker (`-> Aeroport Otopeni`, `până la Autogara`, `dest. centru`) beside the pick-up
   * said before it (issue 24, shapes106): the marker says where the ride goes; as sure as what is before an object's
   * label, a second address's kin (it is one), above a field's label (`destinație` is one) and a place a road leaves
   * (`direction`, whose `spre` it shares).
   */
  tripDestination: 0.93,
  /** A second address after a `;`, `/`, `|` or a conjunction, opened by a street type or a label, once the first has its street: the first is the address (its labels and numbers are the second's). */
  secondAddress: 0.92,
  /**
   * The streets a polling station serves after their label (`Arondare: str. Mihai Eminescu nr. 1-45 (impare); str.
   * Câmpului integral`): the label says what the list is, so surer than a second address (which would take the list
   * and the county after it) and than what is in parentheses inside it; as sure as a message's way to its address.
   */
  servedStreets: 0.95,
  /** A field's label (`Adresa:`, `Strada și nr.:`, `Address line 1:`): it says which field follows; `Țara:` is a label before the country. */
  label: 0.9,
  /**
   * A service's word opening the text before a place's name and its colon (`Taxi Segarcea: preluare str. …`, `Transport
   * Șimleu Silvaniei: …`): the firm is named after its town, the town is still the address's; the word alone is left
   * out. As sure as a field's label, whose place it takes (the colon after the name).
   */
  serviceBeforePlace: 0.9,
  /**
   * A ride's pick-up word opening its place's field without a colon (`îmbarcare Chioibășești, Ciocile`, `Transfer from
   * Deja, …`, `P: Bizamului 27`; issue 24, shapes117): a label in all but its colon, as sure as one. Read as a place's
   * word, the pick-up made the village's field a name no place has, and the commune after it won.
   */
  pickupLead: 0.9,
  /**
   * A record's or a register's own heading before its colon (`fisa de ingrijiri: Lupoaia, …`, `Registrul
   * exploatațiilor: Cutiș (com. Almașu)`): plain words, one of them written small, before a name written
   * capitalized. Below a known label's, whose tail it may be (`Adresa de risc:`); above the country's.
   */
  recordLabel: 0.89,
  /** The country as a field of its own or the last word kept (`…, România`): after a label, whose colon it may follow. */
  country: 0.88,
  /**
   * What a caller says before the address up to its link (`locul de consum este …`, `aveți adresa greșită e
   * satul …`): below a label's and a message's, whose words it may hold (`adresa mea e`, `vă rog … în`): they
   * say what those words are.
   */
  spokenLeadIn: 0.87,
  /** An old paper's country or unit of 1950-1968 opening its field (`R.P.R.`, `raionul Sighet`, `reg. Maramureș`): as sure as the country, whose field it is written like. */
  oldAdministrative: 0.87,
  /**
   * An institution's contact person with its label (`Persoană de contact: Elena Dumitru`, `Contact: Ion Pop`): the
   * label says a name follows. Just above a record's heading (`recordLabel`), which would read the label as a
   * heading before its colon and take the county written before the label's sentence with it (`Neamț. Persoană de
   * contact:`); below a known label's.
   */
  contactPerson: 0.895,
  /**
   * A technician's log of the work done before the address (`tras cablu`, `montat decodor nou la`): a closed verb
   * opening its field with a closed object word right after it, which no place's name begins with; as sure as a
   * field's label, whose place it takes.
   */
  workLog: 0.9,
  /** A person introduced (`Subsemnatul Ion Popescu`): to the end of the field, its numbers with it. */
  personIntroduced: 0.86,
  /** Care of (`c/o Ana Ionescu`, `în grija lui Ion Pop`): the lead says a person follows, wherever it stands; as sure as a person introduced. */
  careOf: 0.86,
  /** An identity document's series and number (`CI seria XB nr. 123456`): its `nr.` is no house's. */
  document: 0.84,
  /**
   * A car's registration plate (`AG 52 VIP`): a county's code, two or three digits and three letters no address part
   * has, glued by spaces or a dash; as sure as an identity document's series and number, which it is written like.
   */
  vehiclePlate: 0.84,
  /**
   * A paper's formula about the person (`în calitate de pârât`, `legitimat cu`, `este chemat la Judecătoria Galați`):
   * closed phrases, with a party's role or a court after them. Just above a person introduced, whose introducer may
   * be the role after `în calitate de` (`… de debitor`: no name follows); it ends before an identity document's
   * words (`legitimat cu | CI seria …`), which that rule reads.
   */
  documentFormula: 0.865,
  /**
   * An official paper's title opening its field (`Proces-verbal de constatare a contravenției seria PX nr. 300373`,
   * `CITAȚIE`, `Dosar nr. 155/206/2025`): a head word no place has and a closed list of qualifiers; just above a
   * registry's reference, whose `nr.` and number it may hold (`Dosar de executare nr. 390/E/2026`), below a person
   * introduced, whose introducer may follow it in its field (`CITAȚIE. Numitul …`).
   */
  documentTitle: 0.81,
  /**
   * A list's item number opening the text before a person's name (`49. Dobre Matei - ORAȘ Beclean, …`): marked by its
   * dot or bracket and by the name after it; as sure as a note, whose kind it is (below a telephone number's, which
   * may open the text with digits too).
   */
  listItemNumber: 0.76,
  /**
   * A list's row number with its label (`Nr.crt.51 Anghel Aurelia, …`, `nr. crt. 12`): marked by a label no house number
   * has, so surer than a bare item number and as sure as a telephone number marked by its word, which it may be next to.
   */
  listRowNumber: 0.82,
  /** A telephone number marked (`tel. 0744 …`) or written whole (`0744123456`). */
  phone: 0.82,
  /**
   * A personal code written whole with no marker (`POP ANA;2937559550860;VRANCEA;…`, a pension export's column): thirteen
   * digits, which no house number, postal code or telephone number has; as sure as a telephone number written whole.
   */
  personalCode: 0.82,
  /**
   * A small ad's closing sentence's word before its telephone number (`Relații la 0726 …`, `Recompensă! 0781 …`): the
   * number after it says what it is; as sure as a marked telephone number, whose marker it stands for.
   */
  phoneLead: 0.82,
  /** A land-registry or fiscal reference with its marker (`CF nr. 1234`, `nr. cadastral 5678`): a marked reference before digits that may also be grouped like a telephone number's. */
  registry: 0.8,
  /**
   * A utility bill's reference or measure with its word (`POD RO004E…`, `cod client 2003319010`, `contor 85122331`,
   * `index vechi 18224`, `consum 184 mc`): marked by its word as a registry's reference is, and as sure; and the
   * label of its place (`Loc de consum:`), which no other rule reads (`loc` is a locality's marker elsewhere).
   */
  utility: 0.8,
  /**
   * An area or a sum with its unit (`teren 2.418 mp`, `vie 0,12 ha`, `preț 55.000 lei`), a date or a span of time
   * (`începând cu 01.11.2026`, `pe o perioadă de 12 luni`): marked by its unit or its day-month-year as a registry's
   * reference is by its word, and as sure.
   */
  amount: 0.8,
  /** Four digits after a postal-code word (`cod 3700`, `c.p. 2400`): a postal code of before 2003, marked; below a registry's `cod fiscal 1234`. */
  oldPostalCode: 0.79,
  /**
   * A post-office box and its number (`C.P. 57`, `Căsuța poștală 94`): closed words before one to four digits (three
   * after `C.P.`, whose four are an old postal code's, which that rule reads); as sure as that marked postal code.
   */
  poBox: 0.79,
  /** Digits in a telephone number's groups with no marker (`0744 123 456`): less sure than a marked reference. */
  groupedPhone: 0.78,
  /**
   * A job ad's words beside its place of work: the hiring verb and the job's title (`ANGAJĂM MECANIC AUTO -`), the
   * working hours (`Program 8-16`), a benefit provided (`transport asigurat`). As sure as a note, whose words they
   * are; each is marked by a word of its own (the verb, `program` before hours, `asigurat` closing its field).
   */
  jobAd: 0.76,
  /**
   * A property listing's words: its head opening the text before a place said to be one (`Vând apartament 3 camere
   * în`, `Casă de vânzare`, with a deal's word) and who offers it (`pers fizică`, `direct proprietar`). As sure as a
   * note, as a job ad's words are: marked by words of their own; read as places they were villages one letter off
   * (`Vand` Vad, `chirie` Chiriș, `pers` Periș) beating the town named after them.
   */
  listing: 0.76,
  /**
   * A neighbourhood's word opening its field right before a street's type word (`zona Bulevardul Eroilor`, `cartier Str.
   * …`): the street's zone, no place. Left unexplained, a village one letter off (`zona` Șona, `cart` Cârț) beat the town
   * named after it; as sure as a note, marked by its place before the type word.
   */
  neighbourhoodWord: 0.76,
  /** A lost-item notice's head opening the text (`S-a pierdut câine negru,`, `Pierdut portofel,`): the verb of the loss to its field's end; as sure as a note. */
  lostNotice: 0.76,
  /** A staff bus's route sheet's head (`Traseu microbuz schimbul I:`, `microbuz 2 -`): opening the text, in a field of its own before the boarding place; as sure as a note. */
  routeSheet: 0.76,
  /** A pupil's class in a field of its own (`cls. 11C`, `clasa a XI-a B`): marked by its word, no place's; as sure as a note. */
  schoolClass: 0.76,
  /** A note to the courier or the clerk (`de luni până vineri`, `punct de lucru`, `- fost sediu`, `2 colete`): after the numbers, which a note's words may hold (`tel. 0744…` is no note). */
  note: 0.76,
  /**
   * A place after a direction word that follows the address's place (`la ieșirea din Fetești spre Slobozia`,
   * `Blaj în direcția Alba Iulia`): where the road goes. Just below a note's, whose words it may be (`nr. 6 -
   * ultima casă spre pădure`: the dashed note's, to its field's end).
   */
  direction: 0.75,
  /** Where on the road by a place, opening its field before the place's name (`la ieșirea din Fetești`, `înainte de Sânpetru`): the road's words; just above a note's, since the phrase holds a `din` that `PLACE_NEAR` would leave out alone (`ieșirea | din | Fetești`), `ieșirea` then unexplained. */
  roadPosition: 0.77,
  /** A bare number opening a field right after a marked one (`nr. 63, 65`): a second number. */
  secondFieldNumber: 0.74,
  /** A note about the building (`corp B`, `camera 4`): after the second field number, which a building note may end before. */
  buildingNote: 0.72,
  /** A second number after the first (`nr. 5 și 7`, `16 + 18`): least sure, after everything else a number may open. */
  secondNumber: 0.7,
  /** A thing numbered before the street (`apartamentul nr. 12, situat în …`): read once the labels are left out, which it may follow. */
  numberedThing: 0.68,
} as const;

/**
 * How sure each rule of a part read apart is that the words it finds write that part (src/text/
 * part-rules): where two rules find a postal code (or a sector), the surer one's is read, and the
 * rules look again at what is left, since a sector's letter form is the last word kept once the
 * code is read. The values only order the rules; the reasons read from the surest down.
 */
export const PART_WEIGHT = {
  /** Six digits (`400084`, `CP 400084`): only a postal code has six digits. */
  sixDigits: 1,
  /** Two groups of three digits (`400 084`): a code as printed, or two numbers (`nr. 100 200` is not read so). */
  twoGroups: 0.95,
  /** Five digits opening or closing a field (`…, București, 10093`): a code whose leading zero a spreadsheet dropped, when no code is written whole. */
  withoutLeadingZero: 0.9,
  /** A lone 1 to 6 closing its field right after București (`București 3`): the sector, when another number can be the house's. */
  afterBucharest: 0.85,
  /** București's letter glued to a sector's number as the last word kept (`…, B5`): read once the postal code is read, which may close the text. */
  letterAndNumber: 0.8,
} as const;

/** A table of named numbers, as a value: the same names, any numbers. */
export type WeightTable<T> = { readonly [K in keyof T]: number };

/**
 * Verify's whole ranking table as one value: the reading priors, the locality, street and
 * resolution weights, the search's limits and the confidence factors. The engines read it from
 * their context (`ctx.ranking`), never from the module constants, so that an evaluation can sweep
 * a weight without editing source (`loadIndex(…, { ranking })`, `eval/tune-verify.ts`).
 */
export interface RankingOptions {
  /** How plausible a reading of free-form text is before matching ({@link READING_PRIOR}). */
  readonly reading: WeightTable<typeof READING_PRIOR>;
  /** How well a candidate locality fits ({@link LOCALITY_WEIGHT}). */
  readonly locality: WeightTable<typeof LOCALITY_WEIGHT>;
  /** How well a candidate street fits ({@link STREET_WEIGHT}). */
  readonly street: WeightTable<typeof STREET_WEIGHT>;
  /** How readings and localities become ranked resolutions ({@link RESOLUTION_WEIGHT}). */
  readonly resolution: WeightTable<typeof RESOLUTION_WEIGHT>;
  /** Cut-offs and limits of the search ({@link RESOLUTION_LIMITS}): the beam that bounds every input's cost. */
  readonly limits: WeightTable<typeof RESOLUTION_LIMITS>;
  /** Factors of the confidence returned with each answer ({@link CONFIDENCE}). */
  readonly confidence: WeightTable<typeof CONFIDENCE>;
  /** Which leave-out rule decides where two would leave out the same words ({@link LEAVE_OUT_WEIGHT}). */
  readonly leaveOut: WeightTable<typeof LEAVE_OUT_WEIGHT>;
  /** Which rule of a part read apart decides where two find the same part ({@link PART_WEIGHT}). */
  readonly parts: WeightTable<typeof PART_WEIGHT>;
}

/** Some weights of some tables of {@link RankingOptions}, to replace the defaults with. */
export type RankingOverrides = { readonly [T in keyof RankingOptions]?: Partial<RankingOptions[T]> };

/** Today's table: the values above, each with its reason. */
export const DEFAULT_RANKING: RankingOptions = Object.freeze({
  reading: READING_PRIOR,
  locality: LOCALITY_WEIGHT,
  street: STREET_WEIGHT,
  resolution: RESOLUTION_WEIGHT,
  limits: RESOLUTION_LIMITS,
  confidence: CONFIDENCE,
  leaveOut: LEAVE_OUT_WEIGHT,
  parts: PART_WEIGHT,
});

/**
 * The defaults with `overrides` in their place. Throws a `RangeError` naming the weight for a
 * name no table has or a value that is not a finite number >= 0 (a weight of a product, a share
 * or a count: none is negative).
 */
export function rankingOptions(overrides: RankingOverrides | undefined): RankingOptions {
  if (overrides === undefined) return DEFAULT_RANKING;
  const out: Record<string, Record<string, number>> = {};
  for (const table of Object.keys(DEFAULT_RANKING) as Array<keyof RankingOptions>) {
    const merged: Record<string, number> = { ...DEFAULT_RANKING[table] };
    const given: Record<string, unknown> = overrides[table] ?? {};
    for (const [name, value] of Object.entries(given)) {
      if (!Object.hasOwn(merged, name)) throw new RangeError(`ranking.${table}.${name}: no such weight`);
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new RangeError(`ranking.${table}.${name}: must be a finite number >= 0`);
      merged[name] = value;
    }
    out[table] = Object.freeze(merged);
  }
  for (const table of Object.keys(overrides)) if (!Object.hasOwn(DEFAULT_RANKING, table)) throw new RangeError(`ranking.${table}: no such table`);
  return Object.freeze(out) as unknown as RankingOptions;
}

/**
 * Autocomplete (and search, which ranks with it): penalties, lower is better,
 * added up over the words of a query (how words are explained:
 * autocomplete-search.ts; the order among equal penalties: autocomplete-rank.ts).
 * The costs of a word against a token are {@link WordCost} of
 * src/matchers/word-match.ts, where the name matchers verify also uses read them;
 * they are repeated here by name.
 */
export const AUTOCOMPLETE = {
  /** A typed word equal to a token of the name: nothing to forgive. */
  exactWord: WordCost.exact,
  /** The word being typed is the start of a token: likely, but `mar` starts many names. */
  prefixWord: WordCost.prefix,
  /** Per typing mistake: more than a prefix, so a correct half-typed word beats a mistyped whole one. */
  perMistake: WordCost.perEdit,
  /** One mistake of the kinds people make most in names (a letter left out, swapped neighbours, doubled letters, i/a where the name writes î/â, sh, tz): among the names one mistake away, these were meant more often than one with a letter added or changed at random. */
  likelyMistake: WordCost.perEdit - 1,
  /**
   * A word of a place's name typed without the short article the name writes (`Vad Moldovei`
   * for Vadu Moldovei, `Pod Ursului` for Podu Ursului; vocabulary.ts `withShortArticle`): a
   * way people write the name, not a mistake, so below any reading with a mistake, and below
   * reading the word as a street type of another street (`typeMismatch`: the village, not
   * Strada Moldovei, for `vad moldovei`); above the word as written, so that a name that is
   * the word itself comes first (Vad before Vadu for `vad`).
   */
  articleLeftOut: 1,
  /** A street type word that is not the candidate street's type: people mistake `str` for `alee`, but a street of the named type should win. */
  typeMismatch: 3,
  /** A person title the street's name lacks: more than a prefix, since `mar` may start `Mare` as well as abbreviate `Mareșal`. */
  titleAbsent: 5,
  /** A kind word (`mun`, `com`, `sat`) that does not fit the place: it may still be meant loosely. */
  kindMismatch: 3,
  /** A number read as the house number: a little, so a number that is part of a name (`1 Decembrie 1918`) reads as the name. */
  houseNumber: 1,
  /** A number on a place suggestion: places have no house numbers, so a street should explain it better. */
  numberOnPlace: 3,
  /** Each primary name token no word covers (titles and given names excepted): a fuller match ranks first. */
  perUncoveredToken: 1,
  /** At most this many uncovered tokens count: long names are not pushed below every short one. */
  maxUncovered: 3,
  /** A word nothing explains (allowed only when no candidate explains every word): dearer than any explanation. */
  unexplained: 20,
  /** Results ranked beyond the limit, so that lines that turn out identical can be dropped. */
  spareResults: 8,
  /** Shortest word looked up with typing mistakes when the exact reading falls short: a shorter one is one mistake from too many names. */
  fuzzyMinLetters: 3,
  /** Shortest last word that, when only completions of it explain the query, also gets its reading as a whole word with a likely mistake in the last place asked for: shorter ones are one mistake from too many names. */
  wholeWordMinLetters: 4,
  /** With a word allowed to stay unexplained, this many more words are tried as the source of candidates: the cheapest may be the word nothing explains. */
  extraSourcesWithSkip: 2,
  /**
   * Least penalty of a run of equal-penalty places whose names are ordered by
   * {@link NAME_PRIOR} (autocomplete-rank.ts `namesFirst`): one likely mistake's
   * cost, so only where the query is read with a mistake (`etea`: Zetea, Cetea,
   * Letea... all one letter away); an exact name or a clean prefix keeps the
   * order by size (the name prior would put a name that a dozen villages bear
   * before a town the user is typing: clean and truncated recall@1 fell by
   * 0.03-0.08 points when it applied everywhere).
   */
  namePriorFromPenalty: WordCost.perEdit - 1,
} as const;

/**
 * The name prior: how many people live in places of each name, estimated from
 * SIRUTA types alone (the index holds no population), to order the names a
 * mistyped word is equally close to. Each place counts the typical number of
 * its people by size rank (src/shared/place-kind.ts `SizeRank`); a name's
 * weight is the sum over the places bearing it (a name a dozen villages bear
 * counts about as much as a town), stored per place in the index on a
 * logarithmic scale (`PLACE_NAME_WEIGHT`, `nameWeight` of place-kind.ts).
 * Orders of magnitude from the 2021 census (INS): București 1.7 million; the
 * 41 county seats about 5.9 million; the other 62 municipalities about 2
 * million; the 216 towns about 1.8 million; the rural population, about 9
 * million in 2,862 communes of about 12,900 villages, the seat the largest
 * village of its commune. Measured against sorting by size rank alone on the
 * `typo` and `locality_misspelled` places of `npm run eval:autocomplete`
 * (sampled uniformly over places, so namesakes count as such there too).
 */
export const NAME_PRIOR = {
  /** People of each place by size rank, index = `SizeRank` (capital, county seat, municipality, town, component locality, commune seat or unit, village). */
  typicalPeople: [1_700_000, 140_000, 32_000, 8_000, 800, 1_500, 400],
  /** Steps per doubling of the people of a name: quarter-octaves, so that names within about 20% of each other tie and the next tie-break (size rank, streets) decides; 4 x log2(1.7 million) = 83 fits a byte. */
  stepsPerDoubling: 4,
} as const;
