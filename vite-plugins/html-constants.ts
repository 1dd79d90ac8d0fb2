// The storage keys index.html's inline frame script reads, from the modules that write them, so the
// two never drift apart: %SESSION_HINT_KEY% and %OWN_RECORD_KEY% become quoted strings.
import type { Plugin } from 'vite';
import { OWN_RECORD_KEY } from '../src/stores/session/own-record-cache.ts';
import { SESSION_HINT_KEY } from '../src/stores/session/session-hint.ts';

const CONSTANTS: Record<string, string> = { SESSION_HINT_KEY, OWN_RECORD_KEY };

export function htmlConstants(): Plugin {
  return {
    name: 'goldfork-html-constants',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/%(SESSION_HINT_KEY|OWN_RECORD_KEY)%/g, (_, name: string) =>
          JSON.stringify(CONSTANTS[name]),
        ),
    },
  };
}
