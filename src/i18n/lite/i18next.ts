// The part of i18next the app uses, in about a tenth of its bytes: the build and the unit tests import
// this for `i18next` (vite.config.ts, vitest.config.ts), so every `t()` in the app runs here, while tsc
// keeps checking keys and options against i18next's own types. What it does, as i18next 25 does it with
// the app's options (src/i18n/i18n.ts): namespaces (`ns:key`, a hook's namespaces in order), nested keys,
// plurals (`_zero` for 0, then Intl.PluralRules' `_one`/`_other`/`_many`), `{{x}}` and `{{x, number(…)}}`
// / `{{x, datetime(…)}}` interpolation, no escaping, no fallback language, a missing key reads as the key,
// a backend per namespace, languageChanged. lite-parity.test.ts runs every catalogue text through both.
// docs/decisions/0055-signed-in-screens-weight-3.md.

type Texts = Record<string, unknown>;
type Options = Record<string, unknown> & { lng?: string; ns?: string | readonly string[]; count?: unknown };
type Callback = (err: unknown, data?: unknown) => void;
type Listener = (...args: unknown[]) => void;

export interface BackendModule {
  type: 'backend';
  init?: (...args: unknown[]) => void;
  read: (language: string, namespace: string, callback: Callback) => void;
}
interface ThirdPartyModule {
  type: '3rdParty';
  init: (instance: I18n) => void;
}
export type Resource = Record<string, Record<string, Texts>>;

interface InitOptions {
  lng?: string;
  ns?: string | readonly string[];
  defaultNS?: string;
  resources?: Resource;
  react?: { useSuspense?: boolean };
  [option: string]: unknown;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** `maximumFractionDigits: 1; style: percent` → options, with i18next's reading of numbers and booleans. */
function formatOptions(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of text.split(';')) {
    if (!pair) continue;
    const [name = '', ...rest] = pair.split(':');
    const raw = rest
      .join(':')
      .trim()
      .replace(/^'+|'+$/g, '');
    out[name.trim()] =
      raw === 'true' ? true : raw === 'false' ? false : Number.isNaN(Number(raw)) ? raw : parseInt(raw, 10);
  }
  return out;
}

function format(value: unknown, spec: string, language: string): string {
  const [, name = spec, options = ''] = /^(\w+)(?:\((.*)\))?$/.exec(spec.trim()) ?? [];
  if (name !== 'number' && name !== 'datetime') return String(value);
  const id = `${language}|${spec}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    const parsed = formatOptions(options);
    formatter =
      name === 'number' ? new Intl.NumberFormat(language, parsed) : new Intl.DateTimeFormat(language, parsed);
    formatters.set(id, formatter);
  }
  return formatter.format(value as number & Date);
}

function valueAt(values: Options, path: string): unknown {
  if (path in values) return values[path];
  let at: unknown = values;
  for (const part of path.split('.')) at = at && typeof at === 'object' ? (at as Texts)[part] : undefined;
  return at;
}

function interpolate(text: string, values: Options, language: string): string {
  return text.replace(PLACEHOLDER, (match, inner: string) => {
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const value = valueAt(values, name);
    if (comma >= 0) return format(value, inner.slice(comma + 1), language); // a missing number reads NaN, as there
    if (value === undefined) return Object.hasOwn(values, name) ? '' : match; // as i18next's skipOnVariables
    return String(value);
  });
}

export class I18n {
  language: string | undefined = undefined;
  isInitialized = false;
  options: InitOptions = {};
  private texts: Resource = {};
  private backend: BackendModule | undefined;
  private namespaces = new Set<string>();
  /** `language|namespace` → its load, settled or not. */
  private loads = new Map<string, Promise<void>>();
  private done = new Set<string>();
  private listeners = new Map<string, Set<Listener>>();

  use(module: BackendModule | ThirdPartyModule): this {
    if (module.type === 'backend') this.backend = module;
    else module.init(this);
    return this;
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  init(options: InitOptions): Promise<void> {
    this.options = { ...options };
    this.texts = structuredClone(options.resources ?? {});
    const ns = options.ns ?? options.defaultNS ?? 'translation';
    for (const n of typeof ns === 'string' ? [ns] : ns) this.namespaces.add(n);
    this.isInitialized = true;
    return this.changeLanguage(options.lng);
  }

  /** Whether a namespace's texts are here (or failed to come) in `language`. */
  hasLoaded(namespace: string, language = this.language): boolean {
    if (!this.isInitialized || !language) return false;
    return !this.backend || this.done.has(`${language}|${namespace}`) || !!this.texts[language]?.[namespace];
  }

  private load(language: string, namespaces: Iterable<string>): Promise<void> {
    const backend = this.backend;
    if (!backend) return Promise.resolve();
    const pending: Promise<void>[] = [];
    for (const namespace of namespaces) {
      const id = `${language}|${namespace}`;
      if (this.done.has(id)) continue;
      let load = this.loads.get(id);
      if (!load) {
        load = new Promise<void>((resolve) =>
          backend.read(language, namespace, (err, data) => {
            if (!err && data && typeof data === 'object')
              this.addResourceBundle(language, namespace, data as Texts);
            this.done.add(id);
            this.loads.delete(id);
            resolve();
          }),
        );
        this.loads.set(id, load);
      }
      pending.push(load);
    }
    return pending.length ? Promise.all(pending).then(() => {}) : Promise.resolve();
  }

  loadNamespaces(ns: string | readonly string[]): Promise<void> {
    for (const n of typeof ns === 'string' ? [ns] : ns) this.namespaces.add(n);
    return this.language ? this.load(this.language, typeof ns === 'string' ? [ns] : ns) : Promise.resolve();
  }

  private changingTo: string | undefined;

  changeLanguage(language: string | undefined): Promise<void> {
    if (!language) return Promise.resolve();
    this.changingTo = language;
    const switched = () => {
      if (this.changingTo !== language) return; // a later switch won, as in i18next
      this.changingTo = undefined;
      this.language = language;
      this.emit('languageChanged', language);
    };
    const every = [...this.namespaces].every((n) => this.hasLoaded(n, language));
    if (every) {
      switched();
      return Promise.resolve();
    }
    return this.load(language, this.namespaces).then(switched);
  }

  addResourceBundle(language: string, namespace: string, texts: Texts, deep = true, overwrite = true): this {
    const byLanguage = (this.texts[language] ??= {});
    byLanguage[namespace] = deep
      ? merge(structuredClone(byLanguage[namespace] ?? {}), texts, overwrite)
      : { ...(overwrite ? {} : texts), ...(byLanguage[namespace] ?? {}), ...(overwrite ? texts : {}) };
    return this;
  }

  private lookup(language: string, namespace: string, key: string): string | undefined {
    let at: unknown = this.texts[language]?.[namespace];
    for (const part of key.split('.')) at = at && typeof at === 'object' ? (at as Texts)[part] : undefined;
    return typeof at === 'string' && at !== '' ? at : undefined;
  }

  /** i18next's t() for the app's options; `namespaces`: where a key without `ns:` is looked up, in order. */
  translate(key: string, options: Options = {}, namespaces?: readonly string[]): string {
    const language = options.lng ?? this.language ?? '';
    let nsList = namespaces ?? (options.ns ? [options.ns].flat() : [this.options.defaultNS ?? 'translation']);
    let bare = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      nsList = [key.slice(0, colon)];
      bare = key.slice(colon + 1);
    }
    const count = options.count;
    const keys = [bare];
    if (count !== undefined && typeof count !== 'string' && language) {
      let rules = pluralRules.get(language);
      if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
      keys.unshift(`${bare}_${rules.select(count as number)}`);
      if (count === 0) keys.unshift(`${bare}_zero`);
    }
    for (const namespace of nsList) {
      for (const k of keys) {
        const text = this.lookup(language, namespace, k);
        if (text !== undefined) return interpolate(text, options, language);
      }
    }
    return bare;
  }

  t = (key: string | readonly string[], options?: Options): string =>
    this.translate(typeof key === 'string' ? key : (key[0] ?? ''), options);

  getFixedT(language: string | null, ns?: string | readonly string[]) {
    const namespaces = ns === undefined ? undefined : [ns].flat();
    return (key: string, options: Options = {}) =>
      this.translate(key, language ? { ...options, lng: language } : options, namespaces);
  }
}

function merge(target: Texts, source: Texts, overwrite: boolean): Texts {
  for (const [k, v] of Object.entries(source)) {
    const current = target[k];
    if (v && typeof v === 'object' && current && typeof current === 'object')
      merge(current as Texts, v as Texts, overwrite);
    else if (overwrite || current === undefined) target[k] = v;
  }
  return target;
}

// One instance per page, like the library's default one: a module loaded afresh (a test's
// vi.resetModules) finds the instance already started instead of a new, empty one.
const SHARED = Symbol.for('goldfork.i18n');
const instance = ((globalThis as { [SHARED]?: I18n })[SHARED] ??= new I18n());
export default instance;
export const t = instance.t;
