// Addresses shared by the Playwright config, its global setup and the specs.
export const E2E = {
  port: 4173,
  baseURL: 'http://localhost:4173',
  visionStubPort: 5999,
  visionStubURL: 'http://127.0.0.1:5999/v1',
  projectId: 'demo-goldfork',
  authURL: 'http://127.0.0.1:9099',
  firestoreURL: 'http://127.0.0.1:8080',
} as const;
