// Emulator ports, the same whichever way each emulator is started (stack/stack.mjs).
export const PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const;
