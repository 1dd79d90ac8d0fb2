// The Firestore project each emulator layer's test files share (tests/setup/firestore-project.ts loads
// its rules once). rules/coverage.mjs finds the projects to read coverage from by these names.
// TEST_PROJECT_SUFFIX keeps two checkouts that run the suite at once against one emulator apart.
const suffix = process.env.TEST_PROJECT_SUFFIX ? `-${process.env.TEST_PROJECT_SUFFIX}` : '';

export const LAYER_PROJECTS = {
  rules: `${'demo-rules-shared'}${suffix}`,
  integration: `${'demo-integration-shared'}${suffix}`,
} as const;

export type TestLayer = keyof typeof LAYER_PROJECTS;
