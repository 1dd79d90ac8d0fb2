// Global setup of the rules layer: its files share one Firestore project, whose rules are loaded here
// once. The emulator compiles firestore.rules at every load (20-30 s each with both cores busy);
// one load per file cost the layer most of its time. The files run one at a time (fileParallelism: false)
// and useRulesEnv() clears the data before each test, so they share no documents.
import type { TestProject } from 'vitest/node';
import { loadFirestoreRules } from '../../stack/stack.mjs';
import { RULES_LAYER_PROJECT } from './rules-layer-project.mjs';

export default async function setup(project: TestProject) {
  // FIRESTORE_RULES lets a mutation check run the suite against a weakened copy of the rules.
  await loadFirestoreRules(RULES_LAYER_PROJECT, process.env.FIRESTORE_RULES ?? 'firestore.rules');
  project.provide('rulesLayerProject', RULES_LAYER_PROJECT);
}

declare module 'vitest' {
  export interface ProvidedContext {
    rulesLayerProject: string;
  }
}
