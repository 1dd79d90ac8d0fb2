// Test vectors of normKey (src/domain/restaurant-key.ts), shared by its unit test and by the rules test
// that has firestore.rules recompute each of them (tests/rules/bills.test.ts).
export const KEY_VECTORS: readonly (readonly [input: string, key: string])[] = [
  ['Trattoria Roma', 'trattoriaroma'],
  ['  TRATTORIA-roma! ', 'trattoriaroma'],
  ['Chéz Carol', 'chezcarol'],
  ['Che\u0301z Carol', 'chezcarol'],
  ['CHÉZ CAROL', 'chezcarol'],
  ['Ｃａｆé １２', 'cafe12'],
  ['C\u0430f\u00e9 Roma', 'caferoma'],
  ['\u039aafe \u039fdeon', 'kafeodeon'],
  ['Straße 5', 'strasse5'],
  ['Œuvre & Æsop', 'oeuvreaesop'],
  ['Łódź Piwnica', 'lodzpiwnica'],
  ['Phở Hà Nội', 'phohanoi'],
  ['寿司 屋', '寿司屋'],
  ['Ταβέρνα', 'taβέpva'],
  ['ΓΕΥΣΗ', 'ΓeyΣh'],
  ['Ресторан', 'pectopah'],
  ['Ж Бар', 'ЖБap'],
  ['٣ café', '٣cafe'],
  ['!!!', ''],
];
