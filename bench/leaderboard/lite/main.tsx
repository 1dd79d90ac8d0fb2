// React + react-router-dom + firestore/lite: one one-time query, no Auth.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { Board, type Row } from '../board';

declare const __BENCH_PROJECT__: string;
declare const __BENCH_FIRESTORE__: string;

const db = getFirestore(initializeApp({ projectId: __BENCH_PROJECT__, apiKey: 'demo-api-key' }));
const [host, port] = __BENCH_FIRESTORE__.split(':');
connectFirestoreEmulator(db, host, Number(port));

function Leaderboard() {
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    const top = query(
      collection(db, 'users'),
      where('goldPoints', '>', 0),
      orderBy('goldPoints', 'desc'),
      limit(10),
    );
    void getDocs(top).then((snap) =>
      setRows(snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<Row, 'id'>) }))),
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
