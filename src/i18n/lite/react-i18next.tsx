// The part of react-i18next the app uses, over the in-house i18next (./i18next.ts), which the build and
// the unit tests import for `react-i18next` (vite.config.ts, vitest.config.ts): `useTranslation` (its
// namespaces in order, a new `t` when the language changes, Suspense until its namespaces are loaded),
// `<Trans>` with named components (`<terms>…</terms>`), `initReactI18next` and `getI18n`.
// docs/decisions/0055-signed-in-screens-weight-3.md.
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import defaultInstance, { type I18n } from './i18next';

let current: I18n = defaultInstance;

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: I18n) {
    current = instance;
  },
};

export const getI18n = (): I18n => current;

type T = ReturnType<I18n['getFixedT']>;

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = current;
  const namespaces = ns === undefined ? [String(i18n.options.defaultNS ?? 'translation')] : [ns].flat();
  const nsKey = namespaces.join('|');
  const language = i18n.language;
  const [, rerender] = useState(0);
  const ready = namespaces.every((n) => i18n.hasLoaded(n));
  const suspend = i18n.options.react?.useSuspense ?? true;

  useEffect(() => {
    const changed = () => rerender((n) => n + 1);
    i18n.on('languageChanged', changed);
    if (i18n.language !== language) changed(); // it changed between this render and now
    return () => i18n.off('languageChanged', changed);
  }, [i18n, language]);

  useEffect(() => {
    if (ready || suspend) return;
    let live = true;
    void i18n.loadNamespaces(nsKey.split('|')).then(() => live && rerender((n) => n + 1));
    return () => void (live = false);
  }, [i18n, nsKey, ready, suspend]);

  // A new function when the language changes, so memos and effects that depend on `t` run again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t: T = useMemo(() => i18n.getFixedT(null, nsKey.split('|')), [i18n, language, nsKey]);
  if (!ready && suspend) throw i18n.loadNamespaces(namespaces);
  return Object.assign([t, i18n, ready] as const, { t, i18n, ready });
}

/** The tags react-i18next renders as themselves when no component is given for them. */
const BASIC_HTML = new Set(['br', 'strong', 'i', 'p']);
const TAG = /<(\/?)([\w-]+)\s*(\/?)>/g;

interface Node {
  name: string;
  children: (Node | string)[];
}

/** `a <b>c</b>` → a tree of texts and tags (unclosed or stray tags read as text, as a text is). */
function parse(text: string): Node {
  const root: Node = { name: '', children: [] };
  const stack = [root];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name = '', selfClosing] = match;
    const top = stack[stack.length - 1]!;
    if (match.index > last) top.children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (closing) {
      if (top.name === name && stack.length > 1) stack.pop();
      else top.children.push(whole);
    } else {
      const node: Node = { name, children: [] };
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  if (last < text.length) stack[stack.length - 1]!.children.push(text.slice(last));
  return root;
}

function render(nodes: (Node | string)[], components: Record<string, ReactNode>): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const children = render(node.children, components);
    const component = components[node.name];
    if (isValidElement(component))
      return children.length
        ? cloneElement(component, { key: i }, ...children)
        : cloneElement(component, { key: i });
    if (BASIC_HTML.has(node.name)) return createElement(node.name, { key: i }, ...children);
    return createElement(Fragment, { key: i }, ...children);
  });
}

/** A text with components in it: `components={{ terms: <Link … /> }}` for `<terms>…</terms>`. */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t?: (key: string, options?: Record<string, unknown>) => string;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactNode>;
}) {
  const text = (t ?? current.t)(i18nKey, values);
  return <>{render(parse(text).children, components)}</>;
}
