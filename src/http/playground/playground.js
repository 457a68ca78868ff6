// ro-address playground: autocomplete, verify and postal-code lookup against this server's API,
// or (offline mode, offline.js) against the index loaded into the page. ES modules, no dependencies. The DOM is built node by node (the page's CSP closes
// innerHTML and other injection sinks). Every message is in MESSAGES, in Romanian and English.

import { answerOffline, startOffline } from './offline.js';

/** @typedef {'ro' | 'en'} Lang */

const MESSAGES = {
  en: {
    skip: 'Skip to the playground',
    title: 'playground',
    tagline: 'Romanian postal addresses, offline: autocomplete, verification and postal codes.',
    language: 'Language',
    mode_title: 'Where the answers come from',
    mode_server: 'This server',
    mode_browser: 'This browser, offline',
    mode_status_server: 'Answering with this server\'s API: each request goes to the server.',
    mode_status_loading: 'Loading the index into this browser: {loaded} of {total} MB…',
    mode_status_browser: 'Answering in this browser, offline: the index ({size} MB) is loaded in this page, and nothing is sent to the server.',
    mode_status_unavailable: 'This server has no offline mode: the bundles of ro-address/web are missing (run "npm run build").',
    mode_status_failed: 'The index could not be loaded into this browser ({message}); the server answers.',
    key_title: 'API key',
    key_label: 'Your API key',
    key_use: 'Use this key',
    key_forget: 'Forget it',
    key_help: 'Kept in this tab only (sessionStorage) and sent only to this server.',
    key_page: 'This sandbox server gave the page a key of its own: it may only autocomplete, look up postal codes and verify, and only from this page. You can use a key of your own instead.',
    key_own: 'Using your key {hint}, kept in this tab only.',
    key_needed: 'This server needs an API key ({prefix}…). Paste one below; it stays in this tab only.',
    key_missing: 'Enter an API key first (see "API key" above).',
    key_malformed: 'A key of this server starts with {prefix}.',
    ac_title: 'Find an address',
    ac_label: 'Start typing a street or a place',
    ac_placeholder: 'e.g. calea victoriei 12 bucuresti',
    ac_help: 'Arrow keys to move, Enter to choose, Escape to close.',
    ac_count_none: 'No suggestions.',
    ac_count_one: '1 suggestion. Use the arrow keys to move through it.',
    ac_count_many: '{n} suggestions. Use the arrow keys to move through them.',
    ac_chosen: 'Chosen: {text}.',
    code_label: 'postal code',
    form_title: 'Address',
    field_street: 'Street',
    field_house_number: 'Number',
    field_locality: 'Locality',
    field_county: 'County',
    field_postal_code: 'Postal code',
    field_sector: 'Sector',
    code_exact: 'Exact code for this address.',
    code_partial: 'Several codes apply ({code}): add the house number for the exact one.',
    code_unplaced: 'The data does not place this number on the street; the street\'s codes are {code}.',
    verify_fields: 'Verify these fields',
    clear: 'Clear',
    verify_title: 'Verify an address',
    verify_help: 'Free text here, or the fields under "Find an address".',
    freeform_label: 'An address as someone would write it',
    freeform_placeholder: 'e.g. Str Memorandumlui 5, Cluj Napoca',
    verify_text: 'Verify',
    sent: 'Checked: {text}',
    verdict_label: 'Verdict',
    verdict_valid: 'valid',
    verdict_corrected: 'corrected',
    verdict_partial: 'partly confirmed',
    verdict_ambiguous: 'ambiguous',
    confidence: 'Confidence',
    standardized: 'Standardized address',
    col_field: 'Field',
    col_result: 'Result',
    col_changes: 'Corrections',
    typed: 'typed',
    corrected_to: 'corrected to',
    added: 'added',
    no_changes: 'as written',
    reason_diacritic: 'diacritics',
    reason_spelling: 'spelling',
    reason_abbreviation: 'abbreviation written in full',
    reason_word_order: 'word order',
    reason_street_type: 'street type',
    reason_postal_code: 'the code belongs to another address',
    reason_county: 'the county does not hold the locality',
    reason_locality: 'another place was meant',
    reason_inferred: 'not written, filled in',
    unconfirmed: 'Not confirmed by the data: {parts}.',
    part_street: 'the street',
    part_house_number: 'the house number',
    part_postal_code: 'the postal code (only partly known)',
    ignored: 'Not read as part of the address: {words}.',
    ignored_label: 'a label',
    ignored_message: 'a message',
    ignored_note: 'a note',
    ignored_country: 'the country',
    ignored_company: 'a company',
    ignored_person: 'a person',
    ignored_document: 'an identity document',
    ignored_phone: 'a telephone number',
    ignored_registry: 'a registry reference',
    ignored_second_address: 'a second address or number',
    ignored_old_postal_code: 'an old postal code',
    ignored_neighbourhood: 'a neighbourhood',
    ignored_unexplained: 'not understood',
    coordinates: 'Coordinates',
    precision_locality: 'of the locality',
    precision_admin_unit: 'of the commune or town seat',
    candidates: 'Other candidates',
    lookup_title: 'Look up a postal code',
    lookup_label: 'Postal code (six digits)',
    lookup_button: 'Look up',
    lookup_localities: 'Localities with this code',
    lookup_streets: 'Streets',
    lookup_whole: 'The code covers the whole locality (no street list).',
    col_street: 'Street',
    col_numbers: 'House numbers',
    all_numbers: 'all',
    admin_unit: 'Administrative unit',
    attribution_intro: 'Data:',
    attribution_link: 'data sources and licences',
    data_version: 'Data version',
    result_attribution: 'Source:',
    loading: 'Loading…',
    err_network: 'The server could not be reached. Is it still running?',
    err_rate_limit_exceeded: 'Too many requests with this key. Try again in {seconds} s.',
    err_invalid_postal_code: 'A postal code has exactly six digits, e.g. 400157.',
    err_postal_code_not_found: 'No data exists for this postal code.',
    err_invalid_query: 'Type at least 2 characters.',
    err_field_too_long: 'This text is too long (at most 256 characters).',
    err_invalid_parameter: 'A parameter is not valid.',
    err_missing_address: 'Write an address, or fill in at least the locality.',
    err_ambiguous_input: 'Send either the free text or the fields, not both.',
    err_missing_locality: 'The locality is needed.',
    err_house_number_requires_street: 'A house number needs a street.',
    err_invalid_house_number: 'The house number is not valid.',
    err_locality_not_found: 'No locality of this name was found.',
    err_missing_credentials: 'No API key was sent.',
    err_invalid_api_key: 'The API key is not valid on this server (unknown, revoked, or of the other environment).',
    err_forbidden: 'This API key may not call this endpoint.',
    err_quota_exceeded: 'The monthly quota of this key\'s plan is used up.',
    err_payment_required: 'Payment is overdue for this key\'s organization.',
    err_subscription_suspended: 'The subscription of this key\'s organization is suspended.',
    err_request_timeout: 'The server took too long to answer. Try again.',
    err_internal_error: 'The server failed to answer (error {request_id}).',
    err_other: '{message}',
  },
  ro: {
    skip: 'Sari la pagina de test',
    title: 'pagină de test',
    tagline: 'Adrese poștale din România, offline: completare automată, verificare și coduri poștale.',
    language: 'Limba',
    mode_title: 'De unde vin răspunsurile',
    mode_server: 'Acest server',
    mode_browser: 'Acest browser, offline',
    mode_status_server: 'Răspunde API-ul acestui server: fiecare cerere merge la server.',
    mode_status_loading: 'Se încarcă indexul în acest browser: {loaded} din {total} MB…',
    mode_status_browser: 'Răspunde acest browser, offline: indexul ({size} MB) este încărcat în pagină și nu se trimite nimic serverului.',
    mode_status_unavailable: 'Acest server nu are mod offline: lipsesc fișierele ro-address/web (rulează „npm run build”).',
    mode_status_failed: 'Indexul nu a putut fi încărcat în acest browser ({message}); răspunde serverul.',
    key_title: 'Cheie API',
    key_label: 'Cheia ta API',
    key_use: 'Folosește cheia',
    key_forget: 'Uit-o',
    key_help: 'Păstrată doar în această filă (sessionStorage) și trimisă doar acestui server.',
    key_page: 'Acest server de test a dat paginii o cheie proprie: poate doar completa, căuta coduri poștale și verifica, și doar din această pagină. Poți folosi în loc o cheie a ta.',
    key_own: 'Se folosește cheia ta {hint}, păstrată doar în această filă.',
    key_needed: 'Serverul cere o cheie API ({prefix}…). Lipește una mai jos; rămâne doar în această filă.',
    key_missing: 'Introdu întâi o cheie API (vezi „Cheie API” mai sus).',
    key_malformed: 'Cheile acestui server încep cu {prefix}.',
    ac_title: 'Caută o adresă',
    ac_label: 'Începe să scrii o stradă sau o localitate',
    ac_placeholder: 'ex. calea victoriei 12 bucuresti',
    ac_help: 'Săgețile mută selecția, Enter alege, Escape închide lista.',
    ac_count_none: 'Nicio sugestie.',
    ac_count_one: 'O sugestie. Folosește săgețile pentru a o selecta.',
    ac_count_many: '{n} sugestii. Folosește săgețile pentru a le parcurge.',
    ac_chosen: 'Ales: {text}.',
    code_label: 'cod poștal',
    form_title: 'Adresa',
    field_street: 'Strada',
    field_house_number: 'Număr',
    field_locality: 'Localitate',
    field_county: 'Județ',
    field_postal_code: 'Cod poștal',
    field_sector: 'Sector',
    code_exact: 'Codul exact al acestei adrese.',
    code_partial: 'Se potrivesc mai multe coduri ({code}): adaugă numărul pentru codul exact.',
    code_unplaced: 'Datele nu plasează acest număr pe stradă; codurile străzii sunt {code}.',
    verify_fields: 'Verifică aceste câmpuri',
    clear: 'Golește',
    verify_title: 'Verifică o adresă',
    verify_help: 'Text liber aici, sau câmpurile de la „Caută o adresă”.',
    freeform_label: 'O adresă așa cum ar scrie-o cineva',
    freeform_placeholder: 'ex. Str Memorandumlui 5, Cluj Napoca',
    verify_text: 'Verifică',
    sent: 'Verificat: {text}',
    verdict_label: 'Rezultat',
    verdict_valid: 'validă',
    verdict_corrected: 'corectată',
    verdict_partial: 'confirmată parțial',
    verdict_ambiguous: 'ambiguă',
    confidence: 'Încredere',
    standardized: 'Adresa standardizată',
    col_field: 'Câmp',
    col_result: 'Rezultat',
    col_changes: 'Corecturi',
    typed: 'scris',
    corrected_to: 'corectat în',
    added: 'adăugat',
    no_changes: 'cum a fost scris',
    reason_diacritic: 'diacritice',
    reason_spelling: 'greșeală de scriere',
    reason_abbreviation: 'prescurtare scrisă complet',
    reason_word_order: 'ordinea cuvintelor',
    reason_street_type: 'tipul arterei',
    reason_postal_code: 'codul aparține altei adrese',
    reason_county: 'județul nu conține localitatea',
    reason_locality: 'era vorba de alt loc',
    reason_inferred: 'nescris, completat',
    unconfirmed: 'Neconfirmat de date: {parts}.',
    part_street: 'strada',
    part_house_number: 'numărul',
    part_postal_code: 'codul poștal (cunoscut doar în parte)',
    ignored: 'Necitit ca parte a adresei: {words}.',
    ignored_label: 'etichetă',
    ignored_message: 'mesaj',
    ignored_note: 'notă',
    ignored_country: 'țara',
    ignored_company: 'firmă',
    ignored_person: 'persoană',
    ignored_document: 'act de identitate',
    ignored_phone: 'telefon',
    ignored_registry: 'referință de registru',
    ignored_second_address: 'a doua adresă sau număr',
    ignored_old_postal_code: 'cod poștal vechi',
    ignored_neighbourhood: 'cartier',
    ignored_unexplained: 'neînțeles',
    coordinates: 'Coordonate',
    precision_locality: 'ale localității',
    precision_admin_unit: 'ale reședinței comunei sau orașului',
    candidates: 'Alți candidați',
    lookup_title: 'Caută un cod poștal',
    lookup_label: 'Cod poștal (șase cifre)',
    lookup_button: 'Caută',
    lookup_localities: 'Localitățile cu acest cod',
    lookup_streets: 'Străzi',
    lookup_whole: 'Codul acoperă toată localitatea (fără listă de străzi).',
    col_street: 'Strada',
    col_numbers: 'Numere',
    all_numbers: 'toate',
    admin_unit: 'Unitate administrativă',
    attribution_intro: 'Date:',
    attribution_link: 'surse de date și licențe',
    data_version: 'Versiunea datelor',
    result_attribution: 'Sursa:',
    loading: 'Se încarcă…',
    err_network: 'Serverul nu răspunde. Mai rulează?',
    err_rate_limit_exceeded: 'Prea multe cereri cu această cheie. Încearcă din nou peste {seconds} s.',
    err_invalid_postal_code: 'Un cod poștal are exact șase cifre, de exemplu 400157.',
    err_postal_code_not_found: 'Nu există date pentru acest cod poștal.',
    err_invalid_query: 'Scrie cel puțin 2 caractere.',
    err_field_too_long: 'Textul este prea lung (cel mult 256 de caractere).',
    err_invalid_parameter: 'Un parametru nu este valid.',
    err_missing_address: 'Scrie o adresă sau completează măcar localitatea.',
    err_ambiguous_input: 'Trimite fie textul liber, fie câmpurile, nu pe amândouă.',
    err_missing_locality: 'Localitatea este obligatorie.',
    err_house_number_requires_street: 'Un număr are nevoie de o stradă.',
    err_invalid_house_number: 'Numărul nu este valid.',
    err_locality_not_found: 'Nu a fost găsită nicio localitate cu acest nume.',
    err_missing_credentials: 'Nu a fost trimisă nicio cheie API.',
    err_invalid_api_key: 'Cheia API nu este validă pe acest server (necunoscută, revocată sau din celălalt mediu).',
    err_forbidden: 'Această cheie API nu are voie să apeleze acest serviciu.',
    err_quota_exceeded: 'Cota lunară a planului acestei chei s-a epuizat.',
    err_payment_required: 'Plata organizației acestei chei este restantă.',
    err_subscription_suspended: 'Abonamentul organizației acestei chei este suspendat.',
    err_request_timeout: 'Serverul a răspuns prea încet. Încearcă din nou.',
    err_internal_error: 'Serverul nu a putut răspunde (eroarea {request_id}).',
    err_other: '{message}',
  },
};

const KEY_STORAGE = 'ro-address-playground-key';
const LANG_STORAGE = 'ro-address-playground-lang';
const SUGGESTION_LIMIT = 8;
const DEBOUNCE_MS = 180;

/** @type {Lang} */
let lang = 'en';
/**
 * What /playground/config.json said.
 * @type {{ environment: string, page_key: string | null, page_key_allows: string[], key_prefix: string, attribution: { text: string, url: string }, data_version: string, offline: import('./offline.js').OfflineConfig | null }}
 */
let config = { environment: 'sandbox', page_key: null, page_key_allows: [], key_prefix: 'svc_test_', attribution: { text: '', url: '' }, data_version: '', offline: null };

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The message `key` in the current language, with `{name}` replaced from `vars`. */
function t(key, vars = {}) {
  const text = MESSAGES[lang][key] ?? MESSAGES.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));
}

/** An element with attributes and children (strings become text nodes). */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') el.className = String(value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return el;
}

// ---------------------------------------------------------------- folding and highlighting

/** One character folded for matching: lower case, without diacritics (ș ş → s, ă â → a). */
function foldChar(c) {
  return c.normalize('NFD')[0].toLowerCase();
}

function fold(text) {
  return Array.from(text, foldChar).join('');
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * `text` as nodes with the letters that match the query marked: each word of
 * the text that starts with a word of the query gets that prefix marked
 * (accents and case ignored, so "bucuresti" marks "București").
 */
function highlighted(text, query) {
  const words = (fold(query).match(WORD) ?? []).sort((a, b) => b.length - a.length);
  const nodes = [];
  let at = 0;
  for (const m of text.matchAll(WORD)) {
    const folded = fold(m[0]);
    const hit = words.find((w) => folded.startsWith(w));
    if (hit === undefined) continue;
    if (m.index > at) nodes.push(text.slice(at, m.index));
    nodes.push(h('mark', {}, text.slice(m.index, m.index + hit.length)));
    at = m.index + hit.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

/**
 * `from` and `to` with the letters that differ marked (<del> in what was typed,
 * <ins> in the correction), from a longest common subsequence of their letters.
 */
function diff(from, to) {
  const a = Array.from(from);
  const b = Array.from(to);
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const keepA = new Array(n).fill(false);
  const keepB = new Array(m).fill(false);
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (a[i] === b[j]) {
      keepA[i++] = true;
      keepB[j++] = true;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) i++;
    else j++;
  }
  return { from: runs(a, keepA, 'del'), to: runs(b, keepB, 'ins') };
}

function runs(chars, keep, tag) {
  const nodes = [];
  let i = 0;
  while (i < chars.length) {
    let j = i;
    while (j < chars.length && keep[j] === keep[i]) j++;
    const piece = chars.slice(i, j).join('');
    nodes.push(keep[i] ? piece : h(tag, {}, piece));
    i = j;
  }
  return nodes;
}

// ---------------------------------------------------------------- the API

/** The key requests are sent with: the user's own, else the page key, else none. */
function currentKey() {
  return sessionStorage.getItem(KEY_STORAGE) ?? config.page_key ?? null;
}

/**
 * Calls the API. Resolves to `{ ok: true, data, headers }` or `{ ok: false, error }`
 * where `error` is the API's error object plus `retry_after` for 429, or
 * `{ code: 'network' }` / `{ code: 'no_key' }`; rejects only when aborted.
 */
async function api(path, init = {}) {
  if (mode.client !== null) return answerOffline(mode.client, path, init, config.attribution);
  const key = currentKey();
  if (key === null) return { ok: false, error: { code: 'no_key' } };
  const headers = { Authorization: `Bearer ${key}`, ...(init.headers ?? {}) };
  let res;
  try {
    res = await fetch(path, { ...init, headers, credentials: 'omit', cache: 'no-store' });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return { ok: false, error: { code: 'network' } };
  }
  let body = null;
  try {
    body = await res.json();
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
  }
  if (res.ok && body !== null) return { ok: true, data: body, headers: res.headers };
  const error = body?.error ?? { code: 'internal_error', message: `HTTP ${res.status}`, request_id: '' };
  if (res.status === 429) error.retry_after = Number(res.headers.get('Retry-After') ?? '0');
  if (res.status === 401 || res.status === 403) renderKeyStatus(error);
  return { ok: false, error };
}

/** What to show people for an error of the API. */
function errorText(error) {
  switch (error.code) {
    case 'no_key':
      return t('key_missing');
    case 'network':
      return t('err_network');
    case 'rate_limit_exceeded':
      return t('err_rate_limit_exceeded', { seconds: Math.max(1, Math.ceil(error.retry_after || 1)) });
    default:
      return `err_${error.code}` in MESSAGES.en ? t(`err_${error.code}`, error) : t('err_other', error);
  }
}

// ---------------------------------------------------------------- field-level errors

/** Errors on show, by the element that shows them, so a language switch can redraw them. */
const shownErrors = new Map();

/** Errors that say what is wrong with what was typed: they mark the field invalid. Others (429, 401, 5xx...) do not. */
const FIELD_ERRORS = new Set([
  'other',
  'invalid_postal_code',
  'postal_code_not_found',
  'invalid_query',
  'field_too_long',
  'invalid_parameter',
  'missing_address',
  'ambiguous_input',
  'missing_locality',
  'house_number_requires_street',
  'invalid_house_number',
  'locality_not_found',
]);

/** Shows `error` in the element `errorId`, beside `input` (which it marks invalid when the error is about it). */
function showError(errorId, error, input) {
  const el = $(errorId);
  shownErrors.set(errorId, { error, input });
  el.textContent = errorText(error);
  el.hidden = false;
  if (input && FIELD_ERRORS.has(error.code)) input.setAttribute('aria-invalid', 'true');
  else input?.removeAttribute('aria-invalid');
}

function clearError(errorId) {
  const shown = shownErrors.get(errorId);
  shown?.input?.removeAttribute('aria-invalid');
  shownErrors.delete(errorId);
  const el = $(errorId);
  el.textContent = '';
  el.hidden = true;
}

function redrawErrors() {
  for (const [errorId, { error }] of shownErrors) $(errorId).textContent = errorText(error);
}

// ---------------------------------------------------------------- where the answers come from

/**
 * The page's mode: the server's API, or the index loaded into this page (offline.js). `client`
 * is the worker's client once the index is loaded; `status` the message on show.
 */
const mode = { client: /** @type {any} */ (null), loading: false, status: { key: 'mode_status_server', vars: {} } };

const MB = 1024 * 1024;

function renderMode() {
  const browser = mode.client !== null;
  document.body.setAttribute('data-answers', browser ? 'browser' : 'server');
  for (const button of document.querySelectorAll('button[data-mode]')) {
    const wanted = button.getAttribute('data-mode');
    button.setAttribute('aria-pressed', String(wanted === (browser ? 'browser' : 'server')));
    if (wanted === 'browser') /** @type {HTMLButtonElement} */ (button).disabled = config.offline === null || mode.loading;
  }
  $('mode-status').textContent = t(mode.status.key, mode.status.vars);
}

async function useBrowser() {
  const offline = config.offline;
  if (offline === null || mode.client !== null || mode.loading) return;
  mode.loading = true;
  const total = (offline.index_bytes / MB).toFixed(1);
  mode.status = { key: 'mode_status_loading', vars: { loaded: '0.0', total } };
  renderMode();
  try {
    mode.client = await startOffline(offline, (progress) => {
      mode.status = { key: 'mode_status_loading', vars: { loaded: (progress.loaded / MB).toFixed(1), total } };
      $('mode-status').textContent = t(mode.status.key, mode.status.vars);
    });
    /** @type {any} */ (globalThis).roAddress = mode.client;
    mode.status = { key: 'mode_status_browser', vars: { size: total } };
  } catch (err) {
    mode.status = { key: 'mode_status_failed', vars: { message: err instanceof Error ? err.message : String(err) } };
  }
  mode.loading = false;
  renderMode();
}

function useServer() {
  mode.client?.terminate();
  mode.client = null;
  delete (/** @type {any} */ (globalThis).roAddress);
  mode.status = { key: 'mode_status_server', vars: {} };
  renderMode();
}

function setUpMode() {
  if (config.offline === null) mode.status = { key: 'mode_status_unavailable', vars: {} };
  for (const button of document.querySelectorAll('button[data-mode]')) {
    button.addEventListener('click', () => void (button.getAttribute('data-mode') === 'browser' ? useBrowser() : useServer()));
  }
  renderMode();
  // /?mode=browser opens the page offline.
  if (new URLSearchParams(location.search).get('mode') === 'browser') void useBrowser();
}

// ---------------------------------------------------------------- the key

let keyStatusError = null;

function renderKeyStatus(error = keyStatusError) {
  keyStatusError = error;
  const own = sessionStorage.getItem(KEY_STORAGE);
  const status = $('key-status');
  if (own !== null) status.textContent = t('key_own', { hint: `${own.slice(0, own.indexOf('_', own.indexOf('_') + 1) + 1)}…${own.slice(-4)}` });
  else if (config.page_key !== null) status.textContent = t('key_page');
  else status.textContent = t('key_needed', { prefix: config.key_prefix });
  $('key-forget').hidden = own === null;
  if (error) showError('key-error', error, $('key-input'));
}

function setUpKey() {
  $('key-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = /** @type {HTMLInputElement} */ ($('key-input'));
    const key = input.value.trim();
    clearError('key-error');
    if (!key.startsWith(config.key_prefix)) {
      showError('key-error', { code: 'other', message: t('key_malformed', { prefix: config.key_prefix }) }, input);
      return;
    }
    sessionStorage.setItem(KEY_STORAGE, key);
    input.value = '';
    renderKeyStatus(null);
  });
  $('key-forget').addEventListener('click', () => {
    sessionStorage.removeItem(KEY_STORAGE);
    clearError('key-error');
    renderKeyStatus(null);
  });
}

// ---------------------------------------------------------------- autocomplete (WAI-ARIA combobox)

const combo = {
  input: /** @type {HTMLInputElement} */ (document.createElement('input')),
  list: /** @type {HTMLElement} */ (document.createElement('ul')),
  /** @type {Array<{text: string, locality: string, county: string, postal_code: string}>} */
  suggestions: [],
  query: '',
  active: -1,
  timer: 0,
  /** @type {AbortController | null} */
  controller: null,
  count: /** @type {number | null} */ (null),
};

function isOpen() {
  return combo.input.getAttribute('aria-expanded') === 'true';
}

function openList() {
  if (combo.suggestions.length === 0) return;
  combo.list.hidden = false;
  combo.input.setAttribute('aria-expanded', 'true');
}

function closeList() {
  combo.list.hidden = true;
  combo.input.setAttribute('aria-expanded', 'false');
  setActive(-1);
}

function setActive(i) {
  combo.active = i;
  for (const [n, li] of Array.from(combo.list.children).entries()) li.setAttribute('aria-selected', String(n === i));
  if (i >= 0) {
    combo.input.setAttribute('aria-activedescendant', `ac-opt-${i}`);
    combo.list.children[i]?.scrollIntoView({ block: 'nearest' });
  } else {
    combo.input.removeAttribute('aria-activedescendant');
  }
}

function isPartial(code) {
  return !/^\d{6}$/.test(code);
}

function renderSuggestions() {
  combo.list.replaceChildren(
    ...combo.suggestions.map((s, i) =>
      h(
        'li',
        { id: `ac-opt-${i}`, role: 'option', 'aria-selected': 'false' },
        h('span', { class: 'text' }, highlighted(s.text, combo.query)),
        h('span', { class: isPartial(s.postal_code) ? 'code partial' : 'code' }, h('span', { class: 'visually-hidden' }, `${t('code_label')} `), s.postal_code),
      ),
    ),
  );
  announceCount();
}

function announceCount() {
  const n = combo.count;
  $('ac-count').textContent = n === null ? '' : n === 0 ? t('ac_count_none') : n === 1 ? t('ac_count_one') : t('ac_count_many', { n });
}

async function fetchSuggestions(q) {
  combo.controller?.abort();
  const controller = new AbortController();
  combo.controller = controller;
  let reply;
  try {
    reply = await api(`/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=${SUGGESTION_LIMIT}`, { signal: controller.signal });
  } catch {
    return; // aborted: a newer query is on its way
  }
  if (combo.controller !== controller) return;
  combo.controller = null;
  if (!reply.ok) {
    combo.suggestions = [];
    combo.count = null;
    closeList();
    showError('ac-error', reply.error, combo.input);
    return;
  }
  clearError('ac-error');
  combo.query = q;
  combo.suggestions = reply.data.suggestions;
  combo.count = combo.suggestions.length;
  renderSuggestions();
  if (combo.suggestions.length > 0) openList();
  else closeList();
  setActive(-1);
}

function choose(i) {
  const s = combo.suggestions[i];
  if (s === undefined) return;
  combo.input.value = s.text;
  closeList();
  fillForm(s, combo.query);
  $('ac-count').textContent = t('ac_chosen', { text: s.text });
}

function setUpCombobox() {
  combo.input = /** @type {HTMLInputElement} */ ($('ac-input'));
  combo.list = $('ac-list');
  const { input, list } = combo;
  input.addEventListener('input', () => {
    clearTimeout(combo.timer);
    const q = input.value;
    if (q.trim().length < 2) {
      combo.controller?.abort();
      combo.controller = null;
      combo.suggestions = [];
      combo.count = null;
      closeList();
      announceCount();
      clearError('ac-error');
      return;
    }
    combo.timer = window.setTimeout(() => void fetchSuggestions(q), DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    const n = combo.suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (n === 0) return;
        event.preventDefault();
        if (!isOpen()) openList();
        setActive((combo.active + 1) % n);
        break;
      case 'ArrowUp':
        if (n === 0) return;
        event.preventDefault();
        if (!isOpen()) openList();
        setActive(combo.active <= 0 ? n - 1 : combo.active - 1);
        break;
      case 'Enter':
        if (isOpen() && combo.active >= 0) {
          event.preventDefault();
          choose(combo.active);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (isOpen()) closeList();
        else {
          input.value = '';
          combo.suggestions = [];
          combo.count = null;
          announceCount();
        }
        break;
      case 'Tab':
        closeList();
        break;
      default:
    }
  });
  input.addEventListener('blur', () => closeList());
  // Keep the focus in the input while an option is clicked.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const li = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    if (li) choose(Number(li.id.slice('ac-opt-'.length)));
  });
}

// ---------------------------------------------------------------- the structured form

const form = {
  street: () => /** @type {HTMLInputElement} */ ($('f-street')),
  number: () => /** @type {HTMLInputElement} */ ($('f-number')),
  locality: () => /** @type {HTMLInputElement} */ ($('f-locality')),
  county: () => /** @type {HTMLInputElement} */ ($('f-county')),
  code: () => /** @type {HTMLInputElement} */ ($('f-code')),
};

/**
 * What the chosen suggestion says beyond the street: the rest of its line
 * (`Sector 1, București`, `Turda, Cluj`), used to ask for the exact code once
 * a number is typed, and the street's own (maybe partial) code.
 */
const chosen = { street: '', rest: '', streetCode: '', timer: 0, seq: 0 };
/** The code status on show: a MESSAGES key and its code, or null. */
let codeStatus = null;

const DETAIL = /^(bl|sc|et|ap|corp|tronson)\b/i;
const LOCALITY_LINE = /^(Comuna|Oraș|Orașul|Municipiul|Sector)\s/;
const SECTOR = /^Sector \d$/;

/**
 * Splits a suggestion line into the form's fields. Lines are
 * `street [number][, building details][, Sector N], locality, county` for
 * streets, and `place[, unit], county` for places (see docs/autocomplete.md).
 */
function parseSuggestion(s, query) {
  const parts = s.text.split(', ');
  const isPlace = s.text === s.locality || parts[0] === s.locality || LOCALITY_LINE.test(parts[0]);
  // A București sector stays with the locality ("București, Sector 1"): verify reads it there, and it tells streets apart.
  const sector = parts.find((p) => SECTOR.test(p));
  const locality = sector === undefined ? s.locality : `${s.locality}, ${sector}`;
  if (isPlace) return { street: '', number: '', locality, county: s.county, rest: s.text };
  let street = parts[0];
  let number = '';
  /** @type {string[]} */
  const queryWords = fold(query).match(WORD) ?? [];
  const last = street.slice(street.lastIndexOf(' ') + 1);
  // The line carries a number only when one was typed; a street whose name ends in digits keeps them.
  if (/^\d/.test(last) && queryWords.includes(fold(last)) && street.includes(' ')) {
    street = street.slice(0, street.lastIndexOf(' '));
    number = last;
  }
  const rest = parts.slice(1);
  const details = [];
  while (rest.length > 0 && DETAIL.test(rest[0])) details.push(rest.shift());
  if (details.length > 0) number = [number, ...details].filter((p) => p !== '').join(', ');
  return { street, number, locality, county: s.county, rest: rest.join(', ') };
}

function fillForm(s, query) {
  const parsed = parseSuggestion(s, query);
  form.street().value = parsed.street;
  form.number().value = parsed.number;
  form.locality().value = parsed.locality;
  form.county().value = parsed.county;
  form.code().value = s.postal_code;
  chosen.street = parsed.street;
  chosen.rest = parsed.rest;
  chosen.streetCode = parsed.number === '' ? s.postal_code : '';
  clearFormErrors();
  setCodeStatus(isPartial(s.postal_code) ? { key: 'code_partial', code: s.postal_code } : { key: 'code_exact', code: s.postal_code });
}

function setCodeStatus(status) {
  codeStatus = status;
  $('f-code-status').textContent = status === null ? '' : t(status.key, { code: status.code });
}

/** Once a number is typed on a chosen street: ask for the line with the number, and show its code. */
async function refineCode() {
  const street = form.street().value.trim();
  const number = form.number().value.trim();
  const rest = chosen.rest || [form.locality().value.trim(), form.county().value.trim()].filter((p) => p !== '').join(', ');
  if (street === '' || rest === '') return;
  if (number === '') {
    if (chosen.streetCode !== '') {
      form.code().value = chosen.streetCode;
      setCodeStatus(isPartial(chosen.streetCode) ? { key: 'code_partial', code: chosen.streetCode } : { key: 'code_exact', code: chosen.streetCode });
    }
    return;
  }
  const seq = ++chosen.seq;
  const reply = await api(`/v1/addresses/autocomplete?q=${encodeURIComponent(`${street} ${number}, ${rest}`)}&limit=5`);
  if (seq !== chosen.seq) return;
  if (!reply.ok) {
    showError('f-number-error', reply.error, form.number());
    return;
  }
  clearError('f-number-error');
  const wanted = fold(`${street} ${number}`);
  // The locality as the suggestions give it: without the sector of "București, Sector 1".
  const locality = fold(form.locality().value.split(',')[0].trim());
  const match = reply.data.suggestions.find((s) => fold(s.text.split(', ')[0]) === wanted && (locality === '' || fold(s.locality) === locality));
  if (match === undefined) return;
  form.code().value = match.postal_code;
  if (!isPartial(match.postal_code)) setCodeStatus({ key: 'code_exact', code: match.postal_code });
  else setCodeStatus({ key: 'code_unplaced', code: match.postal_code });
}

/** Where the form shows its errors. */
const FORM_ERROR_IDS = ['f-street-error', 'f-number-error', 'f-locality-error', 'f-county-error', 'f-code-error', 'form-error'];

function clearFormErrors() {
  for (const id of FORM_ERROR_IDS) clearError(id);
}

/** The form as a verify body, without empty fields. */
function formBody() {
  /** @type {Record<string, string>} */
  const body = {};
  /** @type {Array<[string, () => HTMLInputElement]>} */
  const fields = [['street', form.street], ['house_number', form.number], ['locality', form.locality], ['county', form.county], ['postal_code', form.code]];
  for (const [name, get] of fields) {
    const value = get().value.trim();
    if (value !== '') body[name] = value;
  }
  return body;
}

/** Where each verify error of a structured request is shown. */
const VERIFY_FIELD_ERRORS = {
  missing_locality: ['f-locality-error', 'f-locality'],
  locality_not_found: ['f-locality-error', 'f-locality'],
  house_number_requires_street: ['f-street-error', 'f-street'],
  invalid_house_number: ['f-number-error', 'f-number'],
};

function setUpForm() {
  form.number().addEventListener('input', () => {
    clearTimeout(chosen.timer);
    chosen.timer = window.setTimeout(() => void refineCode(), DEBOUNCE_MS);
  });
  form.street().addEventListener('input', () => {
    chosen.rest = '';
    chosen.streetCode = '';
  });
  const el = /** @type {HTMLFormElement} */ ($('address-form'));
  el.addEventListener('reset', () => {
    chosen.rest = '';
    chosen.streetCode = '';
    setCodeStatus(null);
    clearFormErrors();
  });
  el.addEventListener('submit', (event) => {
    event.preventDefault();
    clearFormErrors();
    void verify(formBody(), (error) => {
      const [errorId, inputId] = VERIFY_FIELD_ERRORS[error.code] ?? ['form-error', undefined];
      showError(errorId, error, inputId ? $(inputId) : undefined);
    });
  });
}

// ---------------------------------------------------------------- verify

/** The last verification on show, redrawn on a language switch. */
let lastVerify = null;

async function verify(body, onError) {
  const reply = await api('/v1/addresses/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!reply.ok) {
    onError(reply.error);
    return;
  }
  const sent = typeof body.freeform === 'string' ? body.freeform : Object.values(body).join(', ');
  lastVerify = { result: reply.data, source: sourceOf(reply.headers), sent };
  renderVerify();
}

/** The attribution a response carries, to show next to its result. */
function sourceOf(headers) {
  const link = /<([^>]+)>/.exec(headers.get('Link') ?? '')?.[1] ?? config.attribution.url;
  return { text: headers.get('X-Data-Attribution') ?? config.attribution.text, url: link };
}

function attributionNote(source) {
  return h('p', { class: 'attribution-note' }, `${t('result_attribution')} ${source.text} `, h('a', { href: source.url, rel: 'license noopener' }, t('attribution_link')));
}

function addressLine(address, sector) {
  const street = [address.street, address.house_number].filter((p) => p !== '').join(' ');
  return [street, sector, address.locality === address.county ? address.locality : `${address.locality}, ${address.county}`, address.postal_code].filter((p) => p && p !== '').join(', ');
}

/** Fields of the result table, and the correction fields shown next to each. */
/** @type {Array<[string, string, string[]]>} */
const RESULT_FIELDS = [
  ['street', 'field_street', ['street_type', 'street_name']],
  ['house_number', 'field_house_number', []],
  ['locality', 'field_locality', ['locality', 'sector']],
  ['county', 'field_county', ['county']],
  ['postal_code', 'field_postal_code', ['postal_code']],
];

function correctionItem(c) {
  const reason = t(`reason_${c.reason}`);
  if (c.from === '') return h('li', {}, `${t('added')}: `, h('ins', {}, c.to), ` (${reason})`);
  const d = diff(c.from, c.to);
  return h('li', {}, `${t('typed')} `, h('span', { class: 'typed' }, d.from), ` → ${t('corrected_to')} `, h('span', { class: 'corrected' }, d.to), ` (${reason})`);
}

function renderVerify() {
  const box = $('verify-result');
  if (lastVerify === null) {
    box.hidden = true;
    return;
  }
  const r = lastVerify.result;
  const rows = RESULT_FIELDS.map(([name, label, fields]) => {
    const changes = r.corrections.filter((c) => fields.includes(c.field));
    const value = name === 'locality' && r.sector ? `${r.address.locality}, ${r.sector}` : r.address[name];
    return h(
      'tr',
      { 'data-field': name },
      h('th', { scope: 'row' }, t(label)),
      h('td', {}, value),
      h('td', {}, changes.length === 0 ? h('span', { class: 'hint' }, t('no_changes')) : h('ul', { class: 'corrections' }, changes.map(correctionItem))),
    );
  });
  const children = [
    h('p', { class: 'hint sent' }, t('sent', { text: lastVerify.sent })),
    h(
      'p',
      {},
      `${t('verdict_label')}: `,
      h('span', { class: `verdict ${r.verdict}`, 'data-verdict': r.verdict }, t(`verdict_${r.verdict}`)),
      ` · ${t('confidence')}: ${Math.round(r.confidence * 100)}% `,
      h('meter', { min: '0', max: '1', value: String(r.confidence), 'aria-label': t('confidence') }),
    ),
    h('p', { class: 'standard' }, h('span', { class: 'visually-hidden' }, `${t('standardized')}: `), addressLine(r.address, r.sector)),
    h('div', { class: 'table-wrap' }, h('table', {}, h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('col_field')), h('th', { scope: 'col' }, t('col_result')), h('th', { scope: 'col' }, t('col_changes')))), h('tbody', {}, rows))),
  ];
  if (r.unconfirmed?.length) children.push(h('p', { class: 'hint' }, t('unconfirmed', { parts: r.unconfirmed.map((p) => t(`part_${p}`)).join(', ') })));
  if (r.ignored?.length) children.push(h('p', { class: 'hint', 'data-ignored': '' }, t('ignored', { words: r.ignored.map((i) => `„${i.text}” (${t(`ignored_${i.as}`)})`).join(', ') })));
  if (r.coordinates) {
    const c = r.coordinates;
    children.push(h('dl', { class: 'facts' }, h('dt', {}, t('coordinates')), h('dd', { 'data-coordinates': '' }, `${c.latitude}, ${c.longitude} (${t(`precision_${c.precision}`)})`)));
  }
  if (r.candidates?.length) {
    children.push(h('h3', {}, t('candidates')), h('ul', {}, r.candidates.map((c) => h('li', {}, `${addressLine(c.address, c.sector)} (${Math.round(c.confidence * 100)}%)`))));
  }
  children.push(attributionNote(lastVerify.source));
  box.replaceChildren(...children);
  box.hidden = false;
}

function setUpFreeform() {
  $('freeform-form').addEventListener('submit', (event) => {
    event.preventDefault();
    clearError('freeform-error');
    const input = /** @type {HTMLTextAreaElement} */ ($('freeform'));
    void verify({ freeform: input.value }, (error) => showError('freeform-error', error, input));
  });
}

// ---------------------------------------------------------------- lookup

let lastLookup = null;

function renderLookup() {
  const box = $('lookup-result');
  if (lastLookup === null) {
    box.hidden = true;
    return;
  }
  const r = lastLookup.record;
  const facts = [h('dt', {}, t('field_postal_code')), h('dd', { class: 'code' }, r.postal_code), h('dt', {}, t('field_locality')), h('dd', {}, r.locality), h('dt', {}, t('field_county')), h('dd', {}, `${r.county} (${r.county_code})`)];
  if (r.sector) facts.push(h('dt', {}, t('field_sector')), h('dd', {}, r.sector));
  if (r.admin_unit) facts.push(h('dt', {}, t('admin_unit')), h('dd', {}, r.admin_unit));
  const children = [h('dl', { class: 'facts' }, facts)];
  if (r.localities?.length) children.push(h('h3', {}, t('lookup_localities')), h('ul', {}, r.localities.map((l) => h('li', {}, `${l.locality}, ${l.county}`))));
  if (r.streets.length === 0) children.push(h('p', { class: 'hint' }, t('lookup_whole')));
  else {
    children.push(
      h('h3', { id: 'lookup-streets' }, t('lookup_streets')),
      h(
        'div',
        { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-labelledby': 'lookup-streets' },
        h(
          'table',
          {},
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('col_street')), h('th', { scope: 'col' }, t('col_numbers')))),
          h('tbody', {}, r.streets.map((s) => h('tr', {}, h('td', {}, s.name), h('td', {}, s.house_range === '' ? t('all_numbers') : s.house_range)))),
        ),
      ),
    );
  }
  children.push(attributionNote(lastLookup.source));
  box.replaceChildren(...children);
  box.hidden = false;
}

function setUpLookup() {
  $('lookup-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    clearError('lookup-error');
    const input = /** @type {HTMLInputElement} */ ($('lookup-code'));
    const code = input.value.trim();
    const reply = await api(`/v1/postal-codes/${encodeURIComponent(code)}`);
    if (!reply.ok) {
      lastLookup = null;
      renderLookup();
      showError('lookup-error', reply.error, input);
      return;
    }
    lastLookup = { record: reply.data, source: sourceOf(reply.headers) };
    renderLookup();
  });
}

// ---------------------------------------------------------------- language

function applyLanguage(next) {
  lang = next;
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.getAttribute('data-i18n'));
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) el.setAttribute('placeholder', t(el.getAttribute('data-i18n-placeholder')));
  for (const button of document.querySelectorAll('[data-lang]')) button.setAttribute('aria-pressed', String(button.getAttribute('data-lang') === lang));
  document.title = `ro-address ${t('title')}`;
  renderKeyStatus();
  renderMode();
  redrawErrors();
  if (combo.suggestions.length > 0) renderSuggestions();
  if (codeStatus !== null) setCodeStatus(codeStatus);
  renderVerify();
  renderLookup();
}

function setUpLanguage() {
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.addEventListener('click', () => {
      const next = button.getAttribute('data-lang') === 'ro' ? 'ro' : 'en';
      localStorage.setItem(LANG_STORAGE, next);
      applyLanguage(next);
    });
  }
}

function initialLanguage() {
  const saved = localStorage.getItem(LANG_STORAGE);
  if (saved === 'ro' || saved === 'en') return saved;
  return (navigator.language || '').toLowerCase().startsWith('ro') ? 'ro' : 'en';
}

// ---------------------------------------------------------------- start

async function start() {
  try {
    const res = await fetch('/playground/config.json', { credentials: 'omit', cache: 'no-store' });
    if (res.ok) config = await res.json();
  } catch {
    // The page still works with a key typed in.
  }
  $('attribution-text').textContent = config.attribution.text;
  if (config.attribution.url) $('attribution-link').setAttribute('href', config.attribution.url);
  $('data-version').textContent = config.data_version;
  setUpKey();
  setUpMode();
  setUpCombobox();
  setUpForm();
  setUpFreeform();
  setUpLookup();
  setUpLanguage();
  applyLanguage(initialLanguage());
  document.body.setAttribute('data-ready', 'true');
}

void start();
