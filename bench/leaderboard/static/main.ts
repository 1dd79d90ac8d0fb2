// One fetch of the Firestore REST runQuery: the top 10 by gold, more than 0.
declare const __BENCH_PROJECT__: string;
declare const __BENCH_FIRESTORE__: string;

interface RestRow {
  document?: { fields: Record<string, { stringValue?: string; integerValue?: string }> };
}

const url = `http://${__BENCH_FIRESTORE__}/v1/projects/${__BENCH_PROJECT__}/databases/(default)/documents:runQuery`;
const structuredQuery = {
  from: [{ collectionId: 'users' }],
  where: {
    fieldFilter: { field: { fieldPath: 'goldPoints' }, op: 'GREATER_THAN', value: { integerValue: '0' } },
  },
  orderBy: [{ field: { fieldPath: 'goldPoints' }, direction: 'DESCENDING' }],
  limit: 10,
};

fetch(url, { method: 'POST', body: JSON.stringify({ structuredQuery }) })
  .then((res) => res.json() as Promise<RestRow[]>)
  .then((rows) => {
    const list = document.getElementById('board')!;
    rows.forEach((row, i) => {
      if (!row.document) return;
      const li = document.createElement('li');
      const cell = (tag: string, text: string) => {
        const el = document.createElement(tag);
        el.textContent = text;
        return el;
      };
      const fields = row.document.fields;
      li.append(
        cell('span', `${i + 1}`),
        cell('b', fields.username?.stringValue ?? ''),
        cell('span', fields.goldPoints?.integerValue ?? ''),
      );
      list.append(li);
    });
  });
