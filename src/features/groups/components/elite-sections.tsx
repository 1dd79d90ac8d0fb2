/** The leaderboard's Elite Cities and Elite Groups sections (groups issue): nothing yet. */
export function EliteSections() {
  return null;
}
