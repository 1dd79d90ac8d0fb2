// Global setup of the rules and integration layers: each layer's files share one Firestore project, whose
// rules are loaded here once. Loading firestore.rules takes the emulator seconds (it compiles them; 45-80 s
// with both cores busy), and it did it once per file when each file had its own project. A layer's files
// run one at a time (fileParallelism: false) and clear the data before each test, so sharing is safe.
import type { TestProject } from 'vitest/node';
import { loadFirestoreRules } from '../../stack/stack.mjs';
import { LAYER_PROJECTS, type TestLayer } from '../rules/layer-projects';

export default async function setup(project: TestProject) {
  const projectId = LAYER_PROJECTS[project.name as TestLayer];
  if (!projectId) throw new Error(`No shared Firestore project for the vitest project "${project.name}"`);
  // FIRESTORE_RULES lets a mutation check run the suite against a weakened copy of the rules.
  await loadFirestoreRules(projectId, process.env.FIRESTORE_RULES ?? 'firestore.rules');
  project.provide('firestoreProject', projectId);
}

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreProject: string;
  }
}
