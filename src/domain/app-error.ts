// An error the app explains to its reader: it carries a catalogue key, never a text, so the words are
// chosen where the error is shown, in the reader's language of that moment (decision 0037). The import is
// of types only: domain/ still loads no other module.
import type { FlatNamespace, ParseKeys } from 'i18next';

type AnyKey = ParseKeys<readonly FlatNamespace[]>;

/**
 * A key of any namespace's catalogue, written 'ns:key' (checked by tsc against the English one). A
 * program without src/i18n/i18next.d.ts (tsconfig.node.json: tests/, the build) knows no keys: any string.
 */
export type MessageKey = string extends AnyKey ? string : Extract<AnyKey, `${string}:${string}`>;

/**
 * Interpolation values of a message ({{max}}, {{missing}}, ...), or a function that makes them when the
 * message is shown: for values that are words or formats themselves (a field's name, an amount in euros).
 */
export type MessageParams =
  Readonly<Record<string, string | number>> | (() => Readonly<Record<string, string | number>>);

export class AppError extends Error {
  readonly key: MessageKey;
  readonly params: MessageParams | undefined;

  // The message is the key, so a log or a test names the message whatever the language.
  constructor(key: MessageKey, params?: MessageParams, options?: ErrorOptions) {
    super(key, options);
    this.name = 'AppError';
    this.key = key;
    this.params = params;
  }
}

/** Whether `err` is the app's error with this key (a caller that treats one message apart). */
export function isAppError(err: unknown, ...keys: MessageKey[]): err is AppError {
  return err instanceof AppError && (keys.length === 0 || keys.includes(err.key));
}
