// The greeting a new user gets as their bio (spec section 3: "default greeting containing the
// username"). It is stored in English whatever the language of the one signing up, in the public
// record everyone reads: one form that every reader's screen recognises and shows in the reader's
// own language (features/profile/model.ts, shownBio). A bio the user edits is theirs and shown as written.

/** The default bio as stored in users/{uid}.bio. */
export const storedGreeting = (username: string): string =>
  `Hi, I'm ${username}! I love good food and great company.`;
