/**
 * `<ro-address-input>`: a drop-in form field. Wrapped around an `<input>`, it makes that input a
 * WAI-ARIA combobox (list autocomplete, arrow keys, Enter, Escape) whose suggestions come from an
 * index in the page or in a Web Worker, and on a choice fills the street, number, locality,
 * county and postal code fields of the surrounding form. It shows the data attribution the
 * licences ask for. Light DOM, no framework, no styles of its own beyond hiding what must be
 * hidden: style it with `ro-address-input [role="listbox"]`, `[role="option"]` and
 * `[aria-selected="true"]`.
 *
 * @example
 * ```html
 * <form>
 *   <ro-address-input><label for="a">Address</label><input id="a"></ro-address-input>
 *   <input name="street"> <input name="house_number"> <input name="locality"> <input name="county"> <input name="postal_code">
 * </form>
 * <script type="module">
 *   import { defineAddressInput } from 'ro-address/web/input';
 *   import { loadIndex } from 'ro-address/web';
 *   defineAddressInput();
 *   document.querySelector('ro-address-input').source = await loadIndex('/ro-address.idx');
 * </script>
 * ```
 */
import type { AutocompleteOptions, AutocompleteResponse, Suggestion, VerifyInput, VerifyResult } from '../types.js';

/**
 * Where the field's answers come from: an `AddressIndex` (from `loadIndex`), an
 * `IndexWorkerClient`, or anything with the same `autocomplete` (sync or async). With `verify`,
 * a chosen line is split into street and number by the engine itself.
 */
export interface AddressInputSource {
  autocomplete(q: string, options?: AutocompleteOptions): AutocompleteResponse | Promise<AutocompleteResponse>;
  verify?(input: VerifyInput): VerifyResult | Promise<VerifyResult>;
  /** The index's info; its `attribution` is shown under the field. */
  readonly info?: { attribution: string } | undefined;
}

/** The form fields a choice fills, by role: the `name` of each (attribute `<role>-field` changes it). */
export const FILLED_FIELDS = { street: 'street', number: 'house_number', locality: 'locality', county: 'county', 'postal-code': 'postal_code', sector: 'sector' } as const;
type FieldRole = keyof typeof FILLED_FIELDS;

/** What a choice fills in, sent with the `ro-address-select` event. */
export interface ChosenAddress {
  suggestion: Suggestion;
  street: string;
  house_number: string;
  locality: string;
  sector: string;
  county: string;
  postal_code: string;
}

/** Fewer typed characters than this ask nothing: two letters already narrow Romania's streets. */
const MIN_QUERY_CHARS = 2;
/** Typing pauses shorter than this are one query; long enough to skip most keystrokes, short enough not to be felt. */
const DEFAULT_DEBOUNCE_MS = 120;
const DEFAULT_LIMIT = 8;

const TEXTS = {
  en: { none: 'No suggestions.', one: '1 suggestion. Use the arrow keys to move through it.', many: '{n} suggestions. Use the arrow keys to move through them.', chosen: 'Chosen: {text}.', data: 'Data:', code: 'postal code' },
  ro: { none: 'Nicio sugestie.', one: 'O sugestie. Folosește săgețile pentru a o parcurge.', many: '{n} sugestii. Folosește săgețile pentru a le parcurge.', chosen: 'Ales: {text}.', data: 'Date:', code: 'cod poștal' },
} as const;

/** Hidden from sight, not from screen readers (CSSOM: allowed under a strict style-src). */
function hideVisually(el: HTMLElement): void {
  Object.assign(el.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
}

let instances = 0;

/** The class of the element; {@link defineAddressInput} registers it. Made on first use, so the module loads where there is no DOM. */
function makeElementClass(): CustomElementConstructor {
  return class RoAddressInput extends HTMLElement {
    #source: AddressInputSource | undefined;
    #input: HTMLInputElement | undefined;
    #list!: HTMLUListElement;
    #status!: HTMLElement;
    #attribution!: HTMLElement;
    #suggestions: Suggestion[] = [];
    #active = -1;
    #timer = 0;
    #asked = 0;
    #id = `ro-address-${++instances}`;

    /** Where suggestions come from; set it once the index is loaded (the attribution shows then). */
    get source(): AddressInputSource | undefined {
      return this.#source;
    }

    set source(source: AddressInputSource | undefined) {
      this.#source = source;
      if (this.#input !== undefined) this.#showAttribution();
    }

    connectedCallback(): void {
      if (this.#input !== undefined) return;
      const input = this.querySelector('input');
      if (input === null) throw new TypeError('<ro-address-input> needs an <input> inside it');
      this.#input = input;
      if (input.id === '') input.id = `${this.#id}-input`;
      const label = this.querySelector('label') ?? (input.labels?.[0] as HTMLLabelElement | undefined);
      if (label !== undefined && label !== null && label.id === '') label.id = `${this.#id}-label`;
      this.#list = document.createElement('ul');
      this.#list.id = `${this.#id}-list`;
      this.#list.setAttribute('role', 'listbox');
      if (label?.id) this.#list.setAttribute('aria-labelledby', label.id);
      else this.#list.setAttribute('aria-label', input.getAttribute('aria-label') ?? 'Addresses');
      this.#list.hidden = true;
      this.#status = document.createElement('p');
      this.#status.setAttribute('role', 'status');
      hideVisually(this.#status);
      this.#attribution = document.createElement('p');
      this.#attribution.className = 'ro-address-attribution';
      input.setAttribute('role', 'combobox');
      input.setAttribute('aria-autocomplete', 'list');
      input.setAttribute('aria-expanded', 'false');
      input.setAttribute('aria-controls', this.#list.id);
      input.setAttribute('autocomplete', 'off');
      input.spellcheck = false;
      input.after(this.#list, this.#status, this.#attribution);
      input.addEventListener('input', () => this.#typed());
      input.addEventListener('keydown', (event) => this.#key(event));
      input.addEventListener('blur', () => this.#close());
      // A click on an option keeps the focus in the input.
      this.#list.addEventListener('mousedown', (event) => event.preventDefault());
      this.#list.addEventListener('click', (event) => {
        const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
        if (option !== null) void this.#choose(Number(option.getAttribute('data-index')));
      });
      this.#showAttribution();
    }

    #texts(): (typeof TEXTS)[keyof typeof TEXTS] {
      return this.closest('[lang]')?.getAttribute('lang')?.startsWith('ro') === true ? TEXTS.ro : TEXTS.en;
    }

    #showAttribution(): void {
      const text = this.getAttribute('attribution') ?? this.#source?.info?.attribution ?? '';
      this.#attribution.textContent = text === '' ? '' : `${this.#texts().data} ${text}`;
      this.#attribution.hidden = text === '';
    }

    #typed(): void {
      window.clearTimeout(this.#timer);
      this.#showAttribution();
      const q = this.#input?.value ?? '';
      if (q.trim().length < MIN_QUERY_CHARS) {
        this.#asked++;
        this.#show([], false);
        return;
      }
      const wait = Number(this.getAttribute('debounce') ?? DEFAULT_DEBOUNCE_MS);
      this.#timer = window.setTimeout(() => void this.#ask(q), Number.isFinite(wait) && wait >= 0 ? wait : DEFAULT_DEBOUNCE_MS);
    }

    async #ask(q: string): Promise<void> {
      const source = this.#source;
      if (source === undefined) return;
      const asked = ++this.#asked;
      const limit = Number(this.getAttribute('limit') ?? DEFAULT_LIMIT);
      let response: AutocompleteResponse;
      try {
        response = await source.autocomplete(q, { limit: Number.isInteger(limit) ? limit : DEFAULT_LIMIT });
      } catch (err) {
        // Text the engine refuses (too long, say) suggests nothing; anything else is the page's to see.
        if ((err as { name?: string }).name !== 'AddressError') throw err;
        response = { suggestions: [] };
      }
      // A newer query was typed meanwhile: its answer wins.
      if (asked !== this.#asked) return;
      this.#show(response.suggestions, true);
    }

    #show(suggestions: Suggestion[], announce: boolean): void {
      this.#suggestions = suggestions;
      this.#list.replaceChildren(
        ...suggestions.map((s, i) => {
          const li = document.createElement('li');
          li.id = `${this.#id}-opt-${i}`;
          li.setAttribute('role', 'option');
          li.setAttribute('aria-selected', 'false');
          li.setAttribute('data-index', String(i));
          const code = document.createElement('span');
          code.className = 'ro-address-code';
          const codeName = document.createElement('span');
          hideVisually(codeName);
          codeName.textContent = `, ${this.#texts().code} `;
          code.append(codeName, s.postal_code);
          li.append(s.text, ' ', code);
          return li;
        }),
      );
      const texts = this.#texts();
      const n = suggestions.length;
      this.#status.textContent = !announce ? '' : n === 0 ? texts.none : n === 1 ? texts.one : texts.many.replace('{n}', String(n));
      this.#setActive(-1);
      if (n > 0) this.#open();
      else this.#close();
    }

    #open(): void {
      if (this.#suggestions.length === 0) return;
      this.#list.hidden = false;
      this.#input?.setAttribute('aria-expanded', 'true');
    }

    #close(): void {
      this.#list.hidden = true;
      this.#input?.setAttribute('aria-expanded', 'false');
      this.#setActive(-1);
    }

    #setActive(i: number): void {
      this.#active = i;
      for (const li of this.#list.children) li.setAttribute('aria-selected', String(li.getAttribute('data-index') === String(i)));
      const li = this.#list.children[i];
      if (li === undefined) this.#input?.removeAttribute('aria-activedescendant');
      else {
        this.#input?.setAttribute('aria-activedescendant', li.id);
        li.scrollIntoView({ block: 'nearest' });
      }
    }

    #key(event: KeyboardEvent): void {
      const n = this.#suggestions.length;
      const open = this.#input?.getAttribute('aria-expanded') === 'true';
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && n > 0) {
        event.preventDefault();
        this.#open();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        this.#setActive(this.#active < 0 && step < 0 ? n - 1 : (this.#active + step + n) % n);
      } else if (event.key === 'Enter' && open && this.#active >= 0) {
        event.preventDefault();
        void this.#choose(this.#active);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        // WAI-ARIA combobox: Escape closes the list, and on a closed list clears the input.
        if (open) this.#close();
        else if (this.#input !== undefined) {
          this.#input.value = '';
          this.#asked++;
          this.#show([], false);
        }
      } else if (event.key === 'Tab') this.#close();
    }

    async #choose(i: number): Promise<void> {
      const s = this.#suggestions[i];
      if (s === undefined || this.#input === undefined) return;
      this.#input.value = s.text;
      this.#close();
      this.#status.textContent = this.#texts().chosen.replace('{text}', s.text);
      const chosen = await chosenAddress(s, this.#source);
      this.#fill(chosen);
      this.dispatchEvent(new CustomEvent<ChosenAddress>('ro-address-select', { detail: chosen, bubbles: true }));
    }

    #fill(chosen: ChosenAddress): void {
      const form = this.closest('form');
      if (form === null) return;
      const field = (role: FieldRole): HTMLInputElement | undefined => {
        const el = form.elements.namedItem(this.getAttribute(`${role}-field`) ?? FILLED_FIELDS[role]);
        return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? (el as HTMLInputElement) : undefined;
      };
      const sector = field('sector');
      const values: Array<[FieldRole, string]> = [
        ['street', chosen.street],
        ['number', chosen.house_number],
        // Without a sector field, a București sector stays with the locality, where verify reads it.
        ['locality', sector === undefined && chosen.sector !== '' ? `${chosen.locality}, ${chosen.sector}` : chosen.locality],
        ['county', chosen.county],
        ['postal-code', chosen.postal_code],
        ['sector', chosen.sector],
      ];
      for (const [role, value] of values) {
        const el = field(role);
        if (el === undefined) continue;
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };
}

/**
 * What a chosen suggestion fills in. The line's street and number are read by the engine's own
 * `verify` when the source has one (the line is the engine's, so it reads it back exactly); the
 * locality, county and code come from the suggestion itself.
 */
export async function chosenAddress(s: Suggestion, source: Pick<AddressInputSource, 'verify'> | undefined): Promise<ChosenAddress> {
  const chosen: ChosenAddress = { suggestion: s, street: '', house_number: '', locality: s.locality, sector: '', county: s.county, postal_code: s.postal_code };
  if (source?.verify === undefined) return chosen;
  try {
    const result = await source.verify({ freeform: s.text });
    if (result.address.locality === s.locality) {
      chosen.street = result.address.street;
      // The number field takes the number as typed: without the `nr.` the written form starts with.
      chosen.house_number = result.address.house_number.replace(/^nr\. /, '');
      // The sector the chosen line names, even where verify would place the number in another one
      // (a correction's `from` is the text as written): the person chose that line.
      chosen.sector = result.corrections.find((c) => c.field === 'sector')?.from ?? result.sector ?? '';
    }
  } catch {
    // A line verify refuses still fills its place and code.
  }
  return chosen;
}

/**
 * Registers `<ro-address-input>` (or `tagName`) with the page's custom elements, once; returns
 * its class. Call it in a browser, before or after the elements are in the page.
 */
export function defineAddressInput(tagName = 'ro-address-input'): CustomElementConstructor {
  const known = customElements.get(tagName);
  if (known !== undefined) return known;
  const element = makeElementClass();
  customElements.define(tagName, element);
  return element;
}
