/**
 * The playground page in a real browser: Debian's Chromium, headless, driven
 * by playwright-core (no browser download), against a `serve` started here on
 * an ephemeral port. Screenshots of every step go to
 * test-output/playground/ (git-ignored). `.ci/run` installs Chromium; without
 * it this suite fails, it never skips.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { serve, type Serving } from '../src/cli/serve.js';
import { builtIndex, ROOT } from './helpers/index.js';
import { startServer, type TestServer } from './helpers/http.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = resolve(ROOT, 'test-output', 'playground');
/** Flags that keep Chromium quiet on a closed network: no background fetches of any kind. */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let serving: Serving;
let context: BrowserContext;
let page: Page;
let profile: string;
const consoleErrors: string[] = [];
const quiet = { stdout: () => {}, stderr: () => {} };

async function shot(name: string, on: Page = page): Promise<void> {
  await on.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Serious and critical accessibility violations of the page as it is now. */
async function axeViolations(): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (opts: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const r = await axe.run({ resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.targets.join(' ')}`);
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: install the Debian package "chromium" (.ci/run does)`);
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
  serving = await serve({ port: 0, host: '127.0.0.1', environment: 'sandbox' }, quiet, () => builtIndex());
  profile = mkdtempSync(join(tmpdir(), 'ro-address-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`uncaught: ${err.message}`));
});

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  serving?.server.close();
  serving?.server.closeAllConnections();
});

describe('the playground page in Chromium', () => {
  it('loads from serve with its own sandbox key, under its Content-Security-Policy', async () => {
    const response = await page.goto(`${serving.url}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('body[data-ready="true"]').waitFor();
    await expect.poll(() => page.locator('#key-status').textContent()).toContain('sandbox server gave the page a key');
    expect(await page.locator('#attribution-text').textContent()).toContain('Poșta Română');
    await shot('01-loaded');
  });

  it('suggests Calea Victoriei while "calea victo" is typed, as a WAI-ARIA combobox', async () => {
    const input = page.locator('#ac-input');
    const asked: string[] = [];
    const onRequest = (request: { url(): string }): void => {
      if (request.url().includes('/v1/addresses/autocomplete')) asked.push(new URL(request.url()).searchParams.get('q') ?? '');
    };
    page.on('request', onRequest);
    await input.click();
    await input.pressSequentially('calea victo', { delay: 25 });
    const options = page.locator('#ac-list [role="option"]');
    await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Calea Victoriei')]));
    page.off('request', onRequest);
    // Debounced: not one request per key (10 queries of 2 letters or more were typed); the last one is the whole text.
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThanOrEqual(5);
    expect(asked.at(-1)).toBe('calea victo');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-controls')).toBe('ac-list');
    // The typed letters are marked in each line.
    expect(await page.locator('#ac-list [role="option"] mark').first().textContent()).toMatch(/^(Calea|Victo)$/i);
    const count = await options.count();
    expect(await page.locator('#ac-count').textContent()).toBe(`${count} suggestions. Use the arrow keys to move through them.`);
    await shot('02-suggestions');
  });

  it('moves with the arrow keys, chooses with Enter, and fills the form', async () => {
    const input = page.locator('#ac-input');
    const texts = await page.locator('#ac-list [role="option"] .text').allTextContents();
    const target = texts.findIndex((t) => t.startsWith('Calea Victoriei') && t.includes('Turda'));
    expect(target).toBeGreaterThan(0);
    // Down past the target and back up once: both directions move the active option.
    for (let i = 0; i <= target + 1; i++) await input.press('ArrowDown');
    await input.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(`ac-opt-${target}`);
    expect(await page.locator(`#ac-opt-${target}`).getAttribute('aria-selected')).toBe('true');
    await shot('03-arrow-keys');
    await input.press('Enter');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#f-street').inputValue()).toBe('Calea Victoriei');
    expect(await page.locator('#f-locality').inputValue()).toBe('Turda');
    expect(await page.locator('#f-county').inputValue()).toBe('Cluj');
    // The street has several codes: a partial one until a number is given.
    expect(await page.locator('#f-code').inputValue()).toMatch(/^\d{0,5}x+$/);
    expect(await page.locator('#f-code-status').textContent()).toContain('add the house number');
    // Escape on a closed list clears the input (WAI-ARIA combobox pattern).
    await input.press('Escape');
    expect(await input.inputValue()).toBe('');
  });

  it('shows the six-digit code once a house number makes it exact', async () => {
    await page.locator('#f-number').fill('12');
    await expect.poll(() => page.locator('#f-code').inputValue()).toMatch(/^\d{6}$/);
    const expected = builtIndex().autocomplete('Calea Victoriei 12, Turda, Cluj', { limit: 1 }).suggestions[0]?.postal_code;
    expect(await page.locator('#f-code').inputValue()).toBe(expected);
    expect(await page.locator('#f-code-status').textContent()).toBe('Exact code for this address.');
    await shot('04-exact-code');
  });

  it('verifies a misspelled address and shows each correction with the changed letters marked', async () => {
    await page.locator('#freeform').fill('Str Memorandumlui 5, Cluj Napoca');
    await page.locator('#freeform-form button[type="submit"]').click();
    const result = page.locator('#verify-result');
    await result.locator('[data-verdict]').waitFor();
    expect(await result.locator('[data-verdict]').getAttribute('data-verdict')).toBe('corrected');
    const street = result.locator('tr[data-field="street"]');
    expect(await street.locator('td').first().textContent()).toBe('Strada Memorandumului');
    expect(await street.textContent()).toContain('spelling');
    expect(await street.textContent()).toContain('abbreviation written in full');
    // "Memorandumlui" -> "Memorandumului": the inserted letter is marked.
    expect(await street.locator('ins').allTextContents()).toContain('u');
    expect(await result.locator('.standard').textContent()).toContain('Strada Memorandumului nr. 5, Cluj-Napoca, Cluj');
    expect(await result.locator('.sent').textContent()).toBe('Checked: Str Memorandumlui 5, Cluj Napoca');
    expect(await result.locator('[data-coordinates]').textContent()).toMatch(/^\d+\.\d+, \d+\.\d+ /);
    // A result with coordinates names their source.
    expect(await result.locator('.attribution-note').textContent()).toContain('GeoNames');
    await shot('05-verify');
  });

  it('shows the words it did not read as the address (a greeting, a courtesy), and what it read them as', async () => {
    await page.locator('#freeform').fill('Bună ziua, Str. Lungă nr. 5, Brașov. Mulțumesc!');
    await page.locator('#freeform-form button[type="submit"]').click();
    const result = page.locator('#verify-result');
    await result.locator('.sent').filter({ hasText: 'Mulțumesc' }).waitFor();
    expect(await result.locator('[data-ignored]').textContent()).toBe('Not read as part of the address: „Bună ziua” (a message), „Mulțumesc” (a message).');
  });

  it('verifies the structured fields, with a field-level error for a missing locality', async () => {
    await page.locator('#f-locality').fill('');
    await page.locator('#address-form button[type="submit"]').click();
    await page.locator('#f-locality-error:not([hidden])').waitFor();
    expect(await page.locator('#f-locality-error').textContent()).toBe('The locality is needed.');
    expect(await page.locator('#f-locality').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#f-locality').fill('Turda');
    await page.locator('#address-form button[type="submit"]').click();
    await page.locator('#f-locality-error[hidden]').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('#verify-result .standard').textContent()).toContain('Calea Victoriei nr. 12, Turda, Cluj');
    expect(await page.locator('#verify-result .sent').textContent()).toMatch(/^Checked: Calea Victoriei, 12, Turda, Cluj, \d{6}$/);
  });

  it('looks up 400157 and lists its streets with their house numbers', async () => {
    await page.locator('#lookup-code').fill('400157');
    await page.locator('#lookup-form button[type="submit"]').click();
    const table = page.locator('#lookup-result table');
    await table.waitFor();
    const record = builtIndex().lookupPostalCode('400157');
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(record.streets.length);
    expect(rows[0]).toContain(record.streets[0]!.name);
    expect(await page.locator('#lookup-result dl').textContent()).toContain('Cluj-Napoca');
    await shot('06-lookup');
  });

  it('shows the catalogue error for 12345 next to the field', async () => {
    await page.locator('#lookup-code').fill('12345');
    await page.locator('#lookup-form button[type="submit"]').click();
    await page.locator('#lookup-error:not([hidden])').waitFor();
    expect(await page.locator('#lookup-error').textContent()).toBe('A postal code has exactly six digits, e.g. 400157.');
    expect(await page.locator('#lookup-code').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#lookup-result').isHidden()).toBe(true);
    await shot('07-error');
  });

  it('switches to Romanian, messages included', async () => {
    await page.locator('button[data-lang="ro"]').click();
    expect(await page.locator('html').getAttribute('lang')).toBe('ro');
    expect(await page.locator('#ac-title').textContent()).toBe('Caută o adresă');
    expect(await page.locator('#lookup-error').textContent()).toBe('Un cod poștal are exact șase cifre, de exemplu 400157.');
    expect(await page.locator('#verify-result [data-verdict]').textContent()).toBe('validă');
    expect(await page.locator('button[data-lang="ro"]').getAttribute('aria-pressed')).toBe('true');
    await shot('08-romanian');
  });

  it('has no serious or critical accessibility violations (axe-core), list open or closed', async () => {
    expect(await axeViolations()).toEqual([]);
    const input = page.locator('#ac-input');
    await input.fill('');
    await input.pressSequentially('calea victoriei 12', { delay: 10 });
    await page.locator('#ac-list:not([hidden]) [role="option"]').first().waitFor();
    await input.press('ArrowDown');
    expect(await axeViolations()).toEqual([]);
    // Suggestions with a house number carry its code.
    expect(await page.locator('#ac-list .code').first().textContent()).toMatch(/\d{6}$|x$/);
    // A București line keeps its sector with the locality, and the typed number goes to its field.
    const first = await page.locator('#ac-opt-0 .text').textContent();
    expect(first).toMatch(/^Calea Victoriei 12, Sector \d, București$/);
    await input.press('Enter');
    expect(await page.locator('#f-street').inputValue()).toBe('Calea Victoriei');
    expect(await page.locator('#f-number').inputValue()).toBe('12');
    expect(await page.locator('#f-locality').inputValue()).toBe(`București, ${/Sector \d/.exec(first ?? '')?.[0]}`);
    expect(await page.locator('#f-county').inputValue()).toBe('București');
  });

  it('fits a phone-sized screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot('09-phone');
    expect(await axeViolations()).toEqual([]);
  });

  it('logged no console errors besides the two 400s it asked for', () => {
    // Chromium logs every 4xx answer to fetch as a console error: the verify without a locality and the lookup of 12345.
    const refused = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';
    expect(consoleErrors).toEqual([refused, refused]);
  });
});

describe('the playground page of a live server in Chromium', () => {
  let live: TestServer;
  let tab: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    // Two requests a minute per key: the third shows the rate-limit message.
    live = await startServer({ environment: 'live', playground: true, rateLimit: { limit: 2, windowMs: 60_000 } });
    tab = await context.newPage();
    tab.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    tab.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  });
  afterAll(async () => {
    await tab?.close();
    await live?.close();
  });

  it('asks for a key, refuses one of the other environment, and keeps a good one in sessionStorage only', async () => {
    await tab.goto(`http://127.0.0.1:${live.port}/`);
    await tab.locator('body[data-ready="true"]').waitFor();
    expect(await tab.locator('#key-status').textContent()).toBe('This server needs an API key (svc_live_…). Paste one below; it stays in this tab only.');
    // Without a key nothing is sent: the page says what to do.
    await tab.locator('#lookup-code').fill('400157');
    await tab.locator('#lookup-form button[type="submit"]').click();
    await tab.locator('#lookup-error:not([hidden])').waitFor();
    expect(await tab.locator('#lookup-error').textContent()).toBe('Enter an API key first (see "API key" above).');
    await tab.locator('#key-input').fill('svc_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await tab.locator('#key-form button[type="submit"]').click();
    expect(await tab.locator('#key-error').textContent()).toBe('A key of this server starts with svc_live_.');
    await tab.locator('#key-input').fill(live.key);
    await tab.locator('#key-form button[type="submit"]').click();
    expect(await tab.locator('#key-status').textContent()).toBe(`Using your key svc_live_…${live.key.slice(-4)}, kept in this tab only.`);
    expect(await tab.locator('#key-input').inputValue()).toBe('');
    const stored = await tab.evaluate<{ session: string | null; local: string[]; cookie: string }>(
      '({ session: sessionStorage.getItem("ro-address-playground-key"), local: Object.keys(localStorage).map((k) => localStorage.getItem(k)), cookie: document.cookie })',
    );
    expect(stored.session).toBe(live.key);
    expect(stored.local.some((v) => v?.includes(live.key.slice(9)))).toBe(false);
    expect(stored.cookie).toBe('');
    // A reload in the same tab keeps it.
    await tab.reload();
    await tab.locator('body[data-ready="true"]').waitFor();
    expect(await tab.locator('#key-status').textContent()).toContain(`svc_live_…${live.key.slice(-4)}`);
    await shot('10-live-key', tab);
  });

  it('shows the time to wait when the rate limit is reached', async () => {
    for (let i = 0; i < 2; i++) {
      await tab.locator('#lookup-code').fill('400157');
      await tab.locator('#lookup-form button[type="submit"]').click();
      await tab.locator('#lookup-result table').waitFor();
      expect(await tab.locator('#lookup-error').isHidden()).toBe(true);
    }
    await tab.locator('#lookup-form button[type="submit"]').click();
    await tab.locator('#lookup-error:not([hidden])').waitFor();
    const message = (await tab.locator('#lookup-error').textContent()) ?? '';
    const seconds = Number(/^Too many requests with this key\. Try again in (\d+) s\.$/.exec(message)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    // Not a mistake in the field: the field is not marked invalid.
    expect(await tab.locator('#lookup-code').getAttribute('aria-invalid')).toBeNull();
    await shot('11-rate-limit', tab);
    await tab.locator('button[data-lang="ro"]').click();
    expect(await tab.locator('#lookup-error').textContent()).toBe(`Prea multe cereri cu această cheie. Încearcă din nou peste ${seconds} s.`);
    await tab.locator('button[data-lang="en"]').click();
  });

  it('forgets the key on request', async () => {
    await tab.locator('#key-forget').click();
    expect(await tab.evaluate<string | null>('sessionStorage.getItem("ro-address-playground-key")')).toBeNull();
    expect(await tab.locator('#key-status').textContent()).toContain('This server needs an API key');
  });

  it('logged no console errors besides the 429 it asked for', () => {
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 429 (Too Many Requests)']);
  });
});
