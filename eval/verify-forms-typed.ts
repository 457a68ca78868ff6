/**
 * The hand-typed addresses of the realistic-forms evaluation
 * (eval/verify-forms-typed.json) and their check against the source workbook:
 * every code must be published for the locality (and street) the case names.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cellHolds, rowsOf, wordsIn, type WorkbookRow } from './infocod-workbook.js';
import type { StructuredFields } from './verify-forms-cases.js';

/** One hand-typed address. */
export interface TypedCase {
  /** The address as typed; for a structured record, `JSON.stringify(fields)` (what reports quote). */
  text: string;
  /** A structured record's fields, verified as they are (the seventh typist's records); absent for free-form text. */
  fields?: StructuredFields;
  /** The right code, from the workbook. */
  code: string;
  /** Other codes equally right (the text cannot tell them apart); usually absent. */
  also?: string[];
  shape: string;
  /** Where the code was taken from: county, locality and (for street-level codes) street words. */
  county: string;
  locality: string;
  street?: string;
  /** The house number, for street-level codes that depend on it: the code's row must hold it. */
  number?: string;
}

/** The fixture's path. */
export const TYPED_PATH = resolve(import.meta.dirname, 'verify-forms-typed.json');

/** Cases verify got wrong when they were written (reported apart, not asserted by the tests). */
export const TYPED_OPEN_PATH = resolve(import.meta.dirname, 'verify-forms-typed-open.json');

/**
 * A second, independent typist's addresses (shapes F01-..., habits that the first set does not
 * cover; listed in the file's `about`), right and wrong answers together: reported as their own table, not asserted by the tests.
 */
export const TYPED_FRESH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-fresh.json');

/**
 * A third typist's addresses (shapes T01-..., habits of school registers, town-hall and tax-office
 * records and notary deeds that neither set above covers; listed in the file's `about`), right and
 * wrong answers together: reported as their own table, not asserted by the tests.
 */
export const TYPED_THIRD_PATH = resolve(import.meta.dirname, 'verify-forms-typed-third.json');
/**
 * A fourth typist's addresses (shapes Q01-...): checkout, courier, CRM, invoice, forum and text-message habits,
 * written without looking at verify's answers; reported apart, not asserted.
 */
export const TYPED_FOURTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-fourth.json');
/**
 * A fifth typist's addresses (shapes S01-S30): what people paste into a web form or a spreadsheet
 * column (streets with no type word, initials, field labels, tab- and semicolon-separated columns),
 * written without looking at verify's answers; reported apart, not asserted.
 */
export const TYPED_FIFTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-fifth.json');
/**
 * A sixth typist's addresses (shapes U01-U30): an address typed on a phone or into one free-text box
 * (no diacritics or punctuation, glued tokens, swapped order, typing mistakes, short town names), with
 * villages and communes for more than 40% of them; written without looking at verify's answers; reported apart, not asserted.
 */
export const TYPED_SIXTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-sixth.json');
/**
 * A seventh typist's records (shapes V01-V31): structured records as school registers, checkouts,
 * couriers' CRMs, town halls and hand-typed spreadsheets fill their columns (`fields`, verified as
 * they are), two in five villages and communes, 130 villages named like places of other counties;
 * written without looking at verify's answers or its code; reported apart, not asserted.
 */
export const TYPED_SEVENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-seventh.json');
/**
 * An eighth typist's addresses (shapes W01-W30): free-form rural addresses, 95% of them villages named
 * like places of other counties, the county always written (registers, rows joined with commas or
 * semicolons, the county first or between village and commune, typing mistakes, postal codes), filled
 * from the typist's templates without looking at verify's answers or code; reported apart, not asserted.
 */
export const TYPED_EIGHTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-eighth.json');
/**
 * A ninth typist's records (shapes X01-X30): structured records from systems and people that misuse
 * their columns (the whole address in `street`, the village and its commune in `locality`, the county
 * in `locality` or `street`, notes and corners in `street`, the kind in `locality`), two in three in
 * towns whose codes are per street; filled from the typist's per-shape variants without looking at
 * verify's answers or code; reported apart, not asserted.
 */
export const TYPED_NINTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-ninth.json');
/**
 * A tenth typist's addresses (shapes Y01-Y30): free-form, two in three in towns whose codes are per
 * street and where the house number decides the code (official lines county first, invoices, messages
 * around the address, English-style lines, streets named after dates and titled persons, building parts),
 * the rest villages and communes; filled from the typist's phrasings without looking at verify's
 * answers or code; reported apart, not asserted.
 */
export const TYPED_TENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-tenth.json');
/**
 * An eleventh typist's addresses (shapes Z01-Z30): structured records and free-form texts damaged by the
 * systems they passed through (UTF-8 read as Windows-1252, Windows-1250 read as UTF-8, '?' for letters,
 * HTML entities, decomposed and cedilla letters, hard and zero-width spaces, tabs and line breaks, CSV
 * quotes, spreadsheet marks, codes that lost their leading zero or became 4.0E+05, numbers turned into
 * dates, fixed-width cuts, glued columns, NULL placeholders, duplicated fields, capitals), two in five in
 * villages, communes and small towns; written without looking at verify's answers or code; reported apart, not asserted.
 */
export const TYPED_ELEVENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-eleventh.json');
/**
 * A twelfth typist's addresses (shapes K01-K30): as identity documents and KYC forms carry them (the
 * identity card's domicile line copied by a clerk or read by OCR, dots without spaces, the county by its
 * code, lines wrapped; a contract's party block with the name, CNP and card around the address; loan and
 * telecom forms' fields; OCR's mistakes), two thirds free-form; typed without looking at verify's answers or
 * code; reported apart, not asserted.
 */
export const TYPED_TWELFTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twelfth.json');
/**
 * A thirteenth typist's addresses (shapes Q01-Q30): structured records and free-form texts with one
 * detail wrong as people get it wrong (a neighbouring street's, an old or a mistyped postal code, another
 * sector, a neighbouring county, a misspelt town, village or street, a village of the next commune, the
 * commune seat's code, a town's former name), the rest enough to tell the code; filled from the
 * typist's phrasings without looking at verify's answers or code; reported apart, not asserted.
 */
export const TYPED_THIRTEENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirteenth.json');
/**
 * A fourteenth typist's addresses (shapes H01-H30): as Transylvania's Hungarian and German speakers write
 * them (towns and villages by their Hungarian or German names, Hungarian street words and order, `szám`,
 * `megye`, `Kreis`, `község`, the postal code before the town, envelopes with the family name first,
 * floors and doors, bilingual lines), a third structured; typed without looking at verify's answers or
 * code; reported apart, not asserted.
 */
export const TYPED_FOURTEENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-fourteenth.json');
/**
 * A fifteenth typist's addresses (shapes D01-D30): spoken and written down (a hotline agent typing what a
 * caller dictates, speech-to-text, voicemail transcripts, a notary's numbers in words): numbers as words or
 * as digits split by spaces, a number corrected as it is said, the postal code read in pairs, names written
 * as heard, fillers, letters spelt out; a fifth structured; typed without looking at verify's answers or
 * code; reported apart, not asserted.
 */
export const TYPED_FIFTEENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-fifteenth.json');
/**
 * A sixteenth typist's addresses (shapes F01-F30): as foreigners and English-language systems write
 * Romanian addresses (international checkouts, hotel cards, SWIFT forms, relocation e-mails): English words
 * for the parts and the county, the number before the name, English and other exonyms, a few translated
 * street names, ZIP and state where American forms put them; a third structured; typed without looking at
 * verify's answers or code; reported apart, not asserted.
 */
export const TYPED_SIXTEENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-sixteenth.json');
/**
 * A seventeenth typist's addresses (shapes R01-R30): the countryside's, as its people and institutions write
 * them (registers, the commune hall's records, farms' papers, messages to relatives): villages and communes
 * in every order and marker, numbers without a street, hamlets and land plots, villages named like places of
 * other counties (most of the set), the county by its capital or code; a third structured; typed without
 * looking at verify's answers or code; reported apart, not asserted.
 */
export const TYPED_SEVENTEENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-seventeenth.json');
/**
 * An eighteenth typist's addresses (shapes T01-T30): companies' and the state's bookkeeping records, as their
 * systems hold them: e-Factura's UBL fields (`RO-CJ`, `SECTOR1`), invoice and contract headers with the company's
 * figures around the address, Trade Register and ANAF extracts, accounting exports, payroll domiciles, industrial
 * parks and office parts; half structured; typed without looking at verify's answers or code; reported apart,
 * not asserted.
 */
export const TYPED_EIGHTEENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-eighteenth.json');
/**
 * A nineteenth typist's addresses (shapes B01-B30): the big towns' BLOCKS OF FLATS and those who deliver there:
 * blocks, staircases, floors and flats in every form, estates and landmarks, corners, intercom codes, couriers' and
 * food-delivery notes, listings, student dorms, neighbours' group chats; a fifth structured; typed without looking
 * at verify's answers or code; reported apart, not asserted.
 */
export const TYPED_NINETEENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-nineteenth.json');
/**
 * A twentieth typist's addresses (shapes P01-P30): addresses copied from OLDER PAPERS (deeds, land books, birth
 * certificates, pension files, old letters): streets and towns by their former names or beside their new ones,
 * houses renumbered, a commune that became a town, a village merged into one, the old county or sector, the old
 * four-digit postal codes; a third structured; typed without looking at verify's answers or code; reported apart,
 * not asserted.
 */
export const TYPED_TWENTIETH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twentieth.json');
/**
 * A twenty-first typist's records (issue 24): records damaged by machines on their way to a validating
 * backend: wrong encodings, entities and escapes, OCR, autofill in the wrong fields, spreadsheets' damage, cut and glued columns.
 */
export const TYPED_TWENTY_FIRST_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-first.json');
/**
 * A twenty-second typist's addresses (issue 24): health, social care and insurance records (referrals, 112 notes,
 * home care, social files, policies and claims, farms' registers, patient transport), a third structured.
 */
export const TYPED_TWENTY_SECOND_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-second.json');
/**
 * A twenty-third typist's addresses (land, property and utilities records: land-book extracts, plots, notaries' deeds,
 * listings, utility contracts and bills, meter route sheets, owners' associations), shapes `L01`-`L30`.
 */
export const TYPED_TWENTY_THIRD_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-third.json');
/**
 * A twenty-fourth typist's addresses (Romanians abroad writing home: consulate and foreign forms, parcel slips, money
 * transfers, foreign keyboards, couriers' messages in mixed languages), shapes `G01`-`G30`.
 */
export const TYPED_TWENTY_FOURTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-fourth.json');
/**
 * A twenty-fifth typist's addresses (tourism, hospitality and events: guesthouse and agritourism listings, booking
 * confirmations in English and Romanian, spa, ski and seaside resorts where the town goes, huts and campsites, wedding
 * invitations, venues, festivals, pickup points, hosts' messages, reviews, monasteries, hotels' records), shapes `N01`-`N30`.
 */
export const TYPED_TWENTY_FIFTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-fifth.json');
/**
 * A twenty-sixth typist's addresses (industry, logistics and public works along the roads and outside the towns: delivery
 * notes, CMR places, tenders' places of delivery, permits and site boards, road works on national roads by km, industrial
 * parks' halls and ramps, quarries, energy parks, farms, border crossings, fleet records), shapes `J01`-`J30`.
 */
export const TYPED_TWENTY_SIXTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-sixth.json');
/**
 * A twenty-seventh typist's addresses (justice, enforcement, tax and the state's letters to people: court summons and
 * judgments with the parties' domiciles, elected procedural domiciles, bailiffs' summonses and seizure reports, police
 * fines' places of the deed, ANAF and local tax notices, identity-card domicile lines, civil-status records, notaries'
 * acts and successions, polling stations, electoral lists, lawyers' letterheads), shapes `A01`-`A30`.
 */
export const TYPED_TWENTY_SEVENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-seventh.json');
/**
 * A twenty-eighth typist's addresses (online shops' checkouts and marketplaces: checkout fields with buyers' mistakes,
 * the street in the town's field, the block in the street's, the county twice, the phone and the courier's note in the
 * address line; shop platforms' order exports, buyer-seller messages, lockers, billing beside delivery, gift orders,
 * villages as couriers know them), shapes `C01`-`C30`, more than half structured.
 */
export const TYPED_TWENTY_EIGHTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-eighth.json');
/**
 * A twenty-ninth typist's addresses (work and employment: CVs and job applications, employment contracts' domiciles and
 * workplaces, employers' registers and payroll exports, job ads and company seats, occupational-medicine referrals,
 * secondments, commuting allowances, seasonal workers' lodgings, relocation forms, recruiters' messages, internships,
 * admission and dorm files, staff bus routes, multinational HR systems), shapes `I01`-`I30`, two in five structured.
 */
export const TYPED_TWENTY_NINTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-twenty-ninth.json');
/**
 * A thirtieth typist's addresses (civic and religious life: the 3.5% form 230's boxes typed by an NGO's volunteer, the
 * registry of associations' seats, parishes' and monasteries' letterheads, memorial and funeral notices, donation receipts,
 * volunteers' sign-up forms and messages, sports clubs, cultural centres, charity drives, folk ensembles, pilgrimages),
 * shapes `E01`-`E30`, a third structured, half in villages and commune seats.
 */
export const TYPED_THIRTIETH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirtieth.json');
/**
 * A thirty-first typist's addresses (real estate, rentals and moving house: portal and classifieds listings, rental
 * contracts with the tenant's domicile beside the rented flat, agencies' CRM records and viewing schedules, notices of sale
 * of land, students' rooms, moving quotes and orders whose delivery address is the one coded, owners' associations' notices,
 * utility transfers, holiday homes and heirs' land in villages), shapes `R01`-`R30`, a third structured, a third in villages.
 */
export const TYPED_THIRTY_FIRST_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-first.json');

/**
 * A thirty-second typist's addresses (banking, insurance, leasing and cars: KYC domicile and correspondence lines, core-banking
 * and car-registry records in capitals, truncated policy fields, card and PIN deliveries, statement headers, RCA offers, home
 * insurance's insured place, claims' place of the event, car sale and leasing contracts, debt-collection letters, branch
 * locators, payment orders, fintech one-line fields, call-centre notes), shapes `B01`-`B30`, two in five structured.
 */
export const TYPED_THIRTY_SECOND_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-second.json');

/**
 * A thirty-third typist's addresses (public institutions' own addresses as they are published and copied: the school network's
 * and SIRUES exports, town halls' open-data rows, directories of libraries, post offices and health practices, letterheads and
 * contact pages, gazette and town-hall notices, satellite schools (`structură arondată`), police posts, fire stations, local
 * services, suppliers' invoices and parents' copies), shapes `S01`-`S30`, three in eight structured, nearly three in four in
 * villages and commune seats.
 */
export const TYPED_THIRTY_THIRD_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-third.json');

/**
 * A thirty-fourth typist's addresses (telecom, internet and TV providers: CRM installation and work orders in capitals with
 * placeholders, coverage-check forms, support tickets and chats, technicians' notes, portability and SIM forms, invoices'
 * billing beside installation addresses whose installation address is the one coded, village cable TV, tower and antenna
 * site leases on land in communes, fibre roll-out and outage notices per street), shapes `T01`-`T30`, two in five structured.
 */
export const TYPED_THIRTY_FOURTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-fourth.json');

/**
 * A thirty-fifth typist's addresses (elections and the census: the prefectures' lists of polling stations with their number and
 * seat before the address and the streets they serve, electoral bureaus' decisions, the electoral register's extracts and the
 * identity card's domicile lines, candidates' declarations, parties' headquarters, signature lists, mobile ballot box requests,
 * residence registrations, census forms and enumerators' notes, observers' and journalists' notes), shapes `U01`-`U30`, two in
 * five structured, half in villages and commune seats.
 */
export const TYPED_THIRTY_FIFTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-fifth.json');

/**
 * A thirty-sixth typist's addresses (pupils, students and their families as schools and universities record them: admission
 * and enrolment forms' domicile and residence lines, student records' and the school network's exports in capitals, dormitory
 * and scholarship applications, commuting pupils' transport requests, Erasmus host families in English, exam centres' lists,
 * diplomas' registers, parents' messages to the secretary, teachers' home-visit notes), shapes `V01`-`V30`, two in five
 * structured, more than half in villages and commune seats.
 */
export const TYPED_THIRTY_SIXTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-sixth.json');

/**
 * A thirty-seventh typist's addresses (social assistance, pensions and disability as their offices and their clients write
 * them: pension houses' register exports in capitals, decisions' headers, envelopes and address changes for the postman,
 * town halls' social-aid, family-allowance and heating-aid lists by village, DGASPC disability certificates, personal
 * assistants' contracts and foster-care placements, medical-expertise commissions' lists, social workers' and community
 * nurses' notes, elderly people's requests in the old spelling, relatives' e-mails, NGOs' beneficiaries' rows), shapes
 * `W01`-`W30`, two in five structured, half in villages and commune seats.
 */
export const TYPED_THIRTY_SEVENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-seventh.json');

/**
 * A thirty-eighth typist's addresses (public notices and small ads in newspapers and on notice sites: environmental-permit,
 * PUZ and PUD notices, lost documents with a firm's seat, bailiffs' and tax offices' auctions, summons of absent parties,
 * funeral and memorial notices, houses, land, flats, lost pets, jobs and events, and notice sites' exports), shapes
 * `X01`-`X30`, three in ten structured, half in villages and communes; written without looking at verify's answers or code.
 */
export const TYPED_THIRTY_EIGHTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-eighth.json');

/**
 * A thirty-ninth typist's addresses (insurance as insurers, brokers, agents and their clients write addresses: PAD and home
 * policies' insured property, RCA and CASCO owners' domiciles from the registration certificate and companies' seats, claims
 * files' places of the loss and inspection addresses, brokers' portfolio exports in capitals with BL / SC / AP columns, renewal
 * letters, call-centre notes, clients' e-mails and messages, life and health forms, farm and crop insurance of rural holdings),
 * shapes `Y01`-`Y30`, two in five structured, nearly two in five in villages and commune seats; written without looking at
 * verify's answers or code.
 */
export const TYPED_THIRTY_NINTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-thirty-ninth.json');

/**
 * A fortieth typist's addresses (farms, animals and the countryside's registers as their offices and farmers write them: APIA
 * payment lists and exports, town halls' agricultural registers, ANSVSA holding registers, beekeepers' lists and apiaries moved
 * for the season, milk collection centres' suppliers, producers' certificates, land lease contracts, cooperatives' member rows,
 * vets' call notes and farmers' messages, animal fairs' registers), shapes `Z01`-`Z30`, three in eight structured, five in six in
 * villages and communes; written without looking at verify's answers or code.
 */
export const TYPED_FORTIETH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-fortieth.json');

/**
 * A forty-first typist's addresses (taxes, fines and local fees as tax offices, town halls' tax departments, police and their payers
 * write them: the 230 form's boxes and the annual return's fiscal domicile, local tax offices' building and car tax records, somații,
 * titluri executorii and decizii de impunere, fines' reports with the domicile and the place of the offence, receipts and online
 * payment exports, taxpayers' e-mails and letters, accountants' client lists), shapes `K01`-`K30`, two in five structured, half in
 * villages and commune seats; written without looking at verify's answers or code.
 */
export const TYPED_FORTY_FIRST_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-first.json');

/**
 * A forty-second typist's addresses (sport, culture and leisure as clubs, federations, organisers and their members write them:
 * federations' licence forms and clubs' member lists with legitimation numbers and age categories, clubs' seats (`CS`, `ACS`,
 * `Clubul Sportiv`, `Căminul Cultural`), race registrations' export rows with bib numbers, children's camps' and after-school
 * forms with the parent's address, gym and pool subscriptions, library reader cards (`fișa cititorului`), theatre and
 * philharmonic subscriptions sent by post, folk ensembles' and choirs' rows, AJVPS hunting and fishing members and permits, a
 * tourist club's trip list, prize winners' deliveries and replies, festival volunteers, junior teams' parents), shapes
 * `Q01`-`Q30`, two in five structured, two in five in villages and communes; written without looking at verify's answers or code.
 */
export const TYPED_FORTY_SECOND_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-second.json');

/**
 * A forty-third typist's addresses (home services and repairs as craftsmen, services, dispatchers and their clients write the
 * job's address: appliance services' warranty claims and CRM exports in capitals, booking platforms' exports with placeholders,
 * ISCIR gas-check lists and route sheets by commune, installers' visit sheets and tickets with the county's code first, cleaning
 * orders with intercom notes in the street column, chimney sweeps' lists, builders' estimates for village houses, job sheets
 * (`fișă de intervenție`), dispatchers' texts, handover reports, invoices' client blocks, booking CSV rows, movers' from-to
 * lines whose destination is the one coded, locksmiths' notes with a typing slip, installers' glued chat messages, reviews,
 * elderly clients' calls with landmarks), shapes `H01`-`H30`, two in five structured, 45% in villages and commune seats;
 * written without looking at verify's answers or code.
 */
export const TYPED_FORTY_THIRD_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-third.json');

/**
 * A forty-fourth typist's addresses (transport of people: the PICK-UP address as taxi dispatchers, ride-hailing apps' exports,
 * maxi-taxi and county coach operators, school-bus and staff-transport lists, airport transfer bookings, non-urgent patient
 * transport requests, carpool posts and passengers write it: booking forms, dispatch notes with the destination after the pick-up,
 * passengers' SMS and chat messages with landmarks, pupils' and commuters' lists by village and commune, transfer vouchers with the
 * postal code, CSV exports with coordinates and placeholders, drivers' logs with typing slips, the destination written first),
 * shapes `J01`-`J30`, two in five structured, nearly half in villages, commune seats and small towns; written without looking at
 * verify's answers or code.
 */
export const TYPED_FORTY_FOURTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-fourth.json');

/**
 * A forty-fifth typist's addresses (courts, bailiffs, notaries and lawyers: the address of the party a legal paper is about as
 * case-management exports, bailiffs' and notaries' registers, land-book extracts and exports, summonses listing both parties,
 * the elected procedural domicile, bailiffs' somații and seizure reports at village houses, succession papers with the deceased's
 * last domicile, notarial deeds' heads, lawyers' letters, powers of attorney, rulings' heads listing several parties, legal aid
 * requests, mediators' invitations, insolvency notices, registered-letter slips, process servers' reports with a typing slip,
 * auction notices, clients' messages with a new and an old address; where two addresses are named the coded one is marked),
 * shapes `L01`-`L30`, two in five structured, 44% in villages and commune seats; written without looking at verify's answers or code.
 */
export const TYPED_FORTY_FIFTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-fifth.json');

/**
 * A forty-sixth typist's addresses (emergencies and public order: the address of the place someone must reach as 112 call-takers'
 * records and callers' words, SAJ/SMURD dispatch sheets and exports, ISU intervention reports, police incident records, patrol
 * dispatch notes and complaints, gas and electricity fault reports, flood and storm damage inventories by commune, snow-blocked
 * villages, civil protection notices, the vet on call and locksmiths' night calls; landmarks, roads by km, and where a second place
 * is named the coded one is marked), shapes `M01`-`M30`, two in five structured, 46% in villages and commune seats; written without
 * looking at verify's answers or code.
 */
export const TYPED_FORTY_SIXTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-sixth.json');

/**
 * A forty-seventh typist's addresses (pharmacies, medical laboratories, dentists, opticians and vaccination: the patient's or the
 * delivery's address as pharmacy chains' home-delivery orders and exports, e-prescription and CNAS health-card records, prescriptions'
 * patient lines, labs' home sample-collection bookings, courier pick-ups and result envelopes, dentists' patient files and reminder
 * letters, opticians' orders, vaccination lists by commune and village and mobile teams' notices, family doctors' patient lists,
 * medical-device rentals, online pharmacies' checkouts, couriers' AWBs and messages from patients and relatives; CNPs, diopters and
 * order numbers beside the address, and where a second place is named the coded one is marked), shapes `P01`-`P30`, two in five
 * structured, 45% in villages and commune seats; written without looking at verify's answers or code.
 */
export const TYPED_FORTY_SEVENTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-seventh.json');

/**
 * A forty-eighth typist's addresses (the post office, couriers' returns and the mail-outs of the state and of firms: registered
 * letters' AR slips and their returns (destinatar mutat, necunoscut la adresă), postal and pension money orders, Poșta Română's
 * counter forms and parcel notices, post-restant and PO boxes, mass mail-out lists of town halls, tax offices, banks, utilities and
 * publishers, address-correction returns, redirections, letters from abroad, small shops' labels with their columns misused; where a
 * second place is named the coded one is marked), shapes `G01`-`G30`, 44 of 330 structured, 53% in villages and commune seats;
 * written without looking at verify's answers or code.
 */
export const TYPED_FORTY_EIGHTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-eighth.json');

/**
 * A forty-ninth typist's addresses (civil status, funerals and cemeteries: town halls' civil-status registers of births, marriages and
 * deaths and their exports, death certificates and relatives' declarations, funeral homes' orders, pick-ups and CRM records, cemetery
 * concessions and parish cemetery registers, obituaries and memorial services (parastas), the inheritance annex, relatives' messages,
 * wreath and flower deliveries, stone-carvers' orders, burial permits and the state's death-grant files; where a second place is named
 * the coded home is marked), shapes `C01`-`C30`, 44 of 330 structured, 53% in villages and commune seats; written without looking at
 * verify's answers or code.
 */
export const TYPED_FORTY_NINTH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-forty-ninth.json');

/**
 * A fiftieth typist's addresses (forests, firewood, hunting and fishing: ocoale silvice's firewood sales and deliveries, SUMAL transport notices
 * (the place of unloading coded), timber buyers' and sawmills' receipts, forest owners' associations' member lists, gamekeepers' and
 * wildlife-damage reports, hunting and fishing permits' holders, pellet and briquette deliveries, chimney sweeps' rounds by village, villagers'
 * messages asking for wood; the ocol, hunting fund or forest body named beside the address is noise), shapes `W01`-`W30`, 55 of 330 structured,
 * 54% in villages and commune seats; written without looking at verify's answers or code.
 */
export const TYPED_FIFTIETH_PATH = resolve(import.meta.dirname, 'verify-forms-typed-fiftieth.json');

export function readTyped(path = TYPED_PATH): TypedCase[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { addresses: TypedCase[] }).addresses;
}

/**
 * One line per code that the workbook does not publish for the case's locality (and street), and per
 * structured record whose `text` is not its fields as JSON (reports quote the text).
 */
export function checkTyped(cases: readonly TypedCase[], rows: readonly WorkbookRow[]): string[] {
  const problems: string[] = [];
  for (const t of cases) {
    if (t.fields !== undefined && t.text !== JSON.stringify(t.fields)) problems.push(`${JSON.stringify(t.text)}: not its fields as JSON (${JSON.stringify(t.fields)})`);
    const mine = rowsOf(rows, t.county, t.locality);
    for (const code of [t.code, ...(t.also ?? [])]) {
      const street = mine.filter((r) => t.street === undefined || wordsIn(t.street, `${r.streetType} ${r.street}`));
      const hit = street.filter((r) => r.code === code);
      if (hit.length === 0) {
        problems.push(`${JSON.stringify(t.text)}: code ${code} is not in the workbook for ${t.locality}, ${t.county}${t.street ? `, street "${t.street}"` : ''}`);
        continue;
      }
      if (t.number === undefined || code !== t.code) continue;
      // The number: a row of this code holds it, or the code covers the whole street and no other row holds it.
      const holds = hit.some((r) => r.numbers !== '' && cellHolds(r.numbers, t.number!) !== false);
      const whole = hit.some((r) => r.numbers === '') && !street.some((r) => r.code !== code && r.numbers !== '' && cellHolds(r.numbers, t.number!) === true);
      if (!holds && !whole) problems.push(`${JSON.stringify(t.text)}: no row of code ${code} on "${t.street}" holds number ${t.number}`);
    }
  }
  return problems;
}
