// The page both React references render: header, title, the top 10 (or nothing while loading).
export interface Row {
  id: string;
  username: string;
  goldPoints: number;
}

export function Board({ rows }: { rows: Row[] }) {
  return (
    <>
      <header>
        <span>Goldfork</span>
      </header>
      <main>
        <h1>Leaderboard</h1>
        <ol>
          {rows.map((row, i) => (
            <li key={row.id}>
              {/* Each text in its own element, as in the app's card: a row's text is smaller than the
                  title, which stays the LCP element as in the reference figures. */}
              <span>{i + 1}</span>
              <b>{row.username}</b>
              <span>{row.goldPoints}</span>
            </li>
          ))}
        </ol>
      </main>
    </>
  );
}
