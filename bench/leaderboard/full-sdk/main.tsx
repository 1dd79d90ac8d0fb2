// React + react-router-dom + zustand + firebase@12 Auth + Firestore with the 50 MB persistent multi-tab
// cache and a live query: the full-SDK floor of ../shared/local-stack.md.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { create } from 'zustand';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  persistentLocalCache,
  persistentMultipleTabManager,
  query,
  where,
} from 'firebase/firestore';
import { Board, type Row } from '../board';

declare const __BENCH_PROJECT__: string;
declare const __BENCH_FIRESTORE__: string;

const app = initializeApp({ projectId: __BENCH_PROJECT__, apiKey: 'demo-api-key' });
const auth = getAuth(app);
connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
const db = initializeFirestore(app, {
  localCache: persistentLocalCache({
    tabManager: persistentMultipleTabManager(),
    cacheSizeBytes: 50 * 1024 * 1024,
  }),
});
const [host, port] = __BENCH_FIRESTORE__.split(':');
connectFirestoreEmulator(db, host, Number(port));

const useStore = create<{ rows: Row[]; uid: string | null }>(() => ({ rows: [], uid: null }));
onAuthStateChanged(auth, (user) => useStore.setState({ uid: user?.uid ?? null }));

function Leaderboard() {
  const rows = useStore((s) => s.rows);
  useEffect(() => {
    const top = query(
      collection(db, 'users'),
      where('goldPoints', '>', 0),
      orderBy('goldPoints', 'desc'),
      limit(10),
    );
    return onSnapshot(top, (snap) =>
      useStore.setState({ rows: snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<Row, 'id'>) })) }),
    );
  }, []);
  return <Board rows={rows} />;
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/" element={<Leaderboard />} />
    </Routes>
  </BrowserRouter>,
);
