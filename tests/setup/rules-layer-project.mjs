// The Firestore project the rules layer's files share: tests/setup/rules-layer.ts loads firestore.rules
// into it once per run, and rules/coverage.mjs reads its coverage. Named after the checkout, so that two
// checkouts running the suite against one emulator stay apart.
import { createHash } from 'node:crypto';
import { ROOT } from '../../stack/stack.mjs';

export const RULES_LAYER_PROJECT = `demo-rules-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`;
