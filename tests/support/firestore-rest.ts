// Firestore REST answers (runQuery), as the early script fetches them before the app loads.

/** A users/{uid-name} document of a runQuery answer: a diner on the board. */
export const restUserDoc = (name: string, gold: number, photoURL = '', likeCount = 0) => ({
  document: {
    name: `projects/p/databases/(default)/documents/users/uid-${name}`,
    fields: {
      username: { stringValue: name },
      goldPoints: { integerValue: String(gold) },
      silverPoints: { integerValue: '0' },
      photoURL: { stringValue: photoURL },
      ...(likeCount ? { likeCount: { integerValue: String(likeCount) } } : {}),
    },
  },
});
