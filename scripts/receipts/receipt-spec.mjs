// Generated receipts for the on-device scan's evaluation (npm run eval:receipts) and its end-to-end
// tests: a seeded description of one receipt (what is printed, how, and how the photo is spoilt) and
// the truth beside it. Pure and deterministic: the same seed and base date give the same receipt.

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (r, list) => list[Math.floor(r() * list.length)];
const between = (r, lo, hi) => lo + r() * (hi - lo);
const intBetween = (r, lo, hi) => Math.floor(between(r, lo, hi + 1));

/** Fonts that Debian's Chromium has (fonts-dejavu-core and fonts-liberation come with it). */
export const FONTS = [
  '"DejaVu Sans Mono", monospace',
  '"Liberation Mono", monospace',
  '"DejaVu Sans", sans-serif',
  '"Liberation Sans", sans-serif',
  '"Liberation Sans Narrow", sans-serif',
  '"DejaVu Sans Condensed", sans-serif',
  '"Liberation Serif", serif',
  '"DejaVu Serif", serif',
];

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

/** What a receipt of each language prints: names, streets, dishes and the words around the numbers. */
const LANGS = {
  it: {
    names: [
      'Trattoria Da Gino',
      'Osteria del Ponte',
      'Pizzeria Bella Napoli',
      'Ristorante Il Gabbiano',
      'Caffè Milano',
      'Trattoria La Lanterna',
      'Osteria Tre Archi',
    ],
    streets: ['Via Roma', 'Corso Buenos Aires', 'Via Garibaldi', 'Piazza Duomo', 'Via dei Mille'],
    cities: ['20121 Milano', '00184 Roma', '50123 Firenze', '80132 Napoli', '10121 Torino'],
    items: [
      'Pizza Margherita',
      'Spaghetti Carbonara',
      'Risotto ai funghi',
      'Tiramisù',
      'Acqua naturale',
      'Vino rosso 1/4',
      'Caffè',
      'Coperto',
      'Lasagne',
      'Insalata mista',
    ],
    totals: ['TOTALE', 'TOTALE EURO', 'TOTALE COMPLESSIVO', 'Totale'],
    subtotal: 'Subtotale',
    tax: 'di cui IVA 10%',
    cash: 'Contanti',
    change: 'Resto',
    dateWord: 'Data',
    timeWord: 'Ora',
    extra: ['P.IVA 01234567890', 'Tavolo 12  Coperti 2', 'Scontrino n. 0042', 'Grazie e arrivederci!'],
    monthForm: 'it',
  },
  de: {
    names: [
      'Gasthaus Zur Linde',
      'Brauhaus am Markt',
      'Restaurant Adler',
      'Café Sonnenschein',
      'Wirtshaus Hirsch',
    ],
    streets: ['Hauptstraße', 'Marktplatz', 'Bahnhofstraße', 'Lindenallee', 'Schillerstraße'],
    cities: ['80331 München', '10115 Berlin', '50667 Köln', '20095 Hamburg', '70173 Stuttgart'],
    items: [
      'Schnitzel Wiener Art',
      'Bratwurst mit Kraut',
      'Apfelstrudel',
      'Weißbier 0,5l',
      'Apfelschorle',
      'Kartoffelsalat',
      'Spätzle',
      'Kaffee',
    ],
    totals: ['SUMME', 'Summe EUR', 'GESAMT', 'Gesamtbetrag'],
    subtotal: 'Zwischensumme',
    tax: 'MwSt 19%',
    cash: 'Bar',
    change: 'Rückgeld',
    dateWord: 'Datum',
    timeWord: 'Zeit',
    extra: ['St.-Nr. 143/123/45678', 'Tisch 7', 'Beleg-Nr. 3381', 'Vielen Dank!'],
    monthForm: 'de',
  },
  fr: {
    names: [
      'Bistrot Chez Marcel',
      'Brasserie du Port',
      'Le Petit Zinc',
      'Café de la Gare',
      'Restaurant Le Lys',
    ],
    streets: ['Rue de Rivoli', 'Boulevard Voltaire', 'Rue Oberkampf', 'Place Bellecour', 'Rue Victor Hugo'],
    cities: ['75004 Paris', '69002 Lyon', '13001 Marseille', '33000 Bordeaux', '31000 Toulouse'],
    items: [
      'Croque monsieur',
      'Steak frites',
      'Soupe à l’oignon',
      'Crème brûlée',
      'Verre de vin',
      'Café crème',
      'Salade niçoise',
      'Eau minérale',
    ],
    totals: ['TOTAL', 'TOTAL TTC', 'Total TTC', 'NET A PAYER'],
    subtotal: 'Sous-total',
    tax: 'TVA 10%',
    cash: 'Espèces',
    change: 'Rendu',
    dateWord: 'Date',
    timeWord: 'Heure',
    extra: ['SIRET 123 456 789 00012', 'Table 4  Couverts 2', 'Ticket 0815', 'Merci de votre visite'],
    monthForm: 'fr',
  },
  es: {
    names: [
      'Taberna El Toro',
      'Bar Casa Pepe',
      'Restaurante La Paloma',
      'Mesón del Puerto',
      'Cervecería Sol',
    ],
    streets: ['Calle Mayor', 'Gran Vía', 'Calle de Alcalá', 'Paseo del Prado', 'Calle Serrano'],
    cities: ['28013 Madrid', '08002 Barcelona', '41001 Sevilla', '46001 Valencia', '29001 Málaga'],
    items: [
      'Tortilla española',
      'Patatas bravas',
      'Paella mixta',
      'Jamón ibérico',
      'Caña de cerveza',
      'Sangría',
      'Flan casero',
      'Agua mineral',
    ],
    totals: ['TOTAL', 'TOTAL A PAGAR', 'Total', 'IMPORTE TOTAL'],
    subtotal: 'Subtotal',
    tax: 'IVA 10% incl.',
    cash: 'Efectivo',
    change: 'Cambio',
    dateWord: 'Fecha',
    timeWord: 'Hora',
    extra: ['CIF B12345678', 'Mesa 9', 'Factura simpl. 2041', '¡Gracias por su visita!'],
    monthForm: 'es',
  },
  en: {
    names: ['The Golden Fork', 'Harbour Grill', 'Blue Door Diner', 'The Olive Tree', 'Corner Kitchen'],
    streets: ['High Street', 'Main Street', 'Market Square', 'King Street', 'Harbour Road'],
    cities: ['Dublin D02 X285', 'London EC1A 1BB', 'New York, NY 10013', 'Boston, MA 02108', 'Cork T12 RX2F'],
    items: [
      'Cheeseburger',
      'Fish and chips',
      'Caesar salad',
      'Pint of lager',
      'Sparkling water',
      'Apple pie',
      'Club sandwich',
      'Coffee',
    ],
    totals: ['TOTAL', 'Total', 'Amount due', 'TOTAL DUE', 'Balance due'],
    subtotal: 'Subtotal',
    tax: 'Tax',
    cash: 'Cash',
    change: 'Change',
    dateWord: 'Date',
    timeWord: 'Time',
    extra: ['Server: Anna', 'Table 5  Guests 2', 'Check #4471', 'Thank you, come again!'],
    monthForm: 'en',
  },
};

export const LANGUAGES = Object.keys(LANGS);

const pad2 = (n) => String(n).padStart(2, '0');

/** ISO date `daysBack` days before `base` (YYYY-MM-DD), in UTC so it never depends on the machine. */
export function isoDaysBefore(base, daysBack) {
  const [y, m, d] = base.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d - daysBack));
  return `${at.getUTCFullYear()}-${pad2(at.getUTCMonth() + 1)}-${pad2(at.getUTCDate())}`;
}

/** The printed forms of a date; `us` only when the day is over 12 (otherwise it reads as day-first). */
export function dateForms(iso, lang) {
  const [y, m, d] = iso.split('-').map(Number);
  const forms = {
    slash: `${pad2(d)}/${pad2(m)}/${y}`,
    dot: `${pad2(d)}.${pad2(m)}.${y}`,
    dash: `${pad2(d)}-${pad2(m)}-${y}`,
    iso,
    shortYear: `${pad2(d)}/${pad2(m)}/${String(y).slice(2)}`,
    month: `${d} ${MONTHS[LANGS[lang].monthForm][m - 1]} ${y}`,
    monthEn: `${d} ${MONTHS.en[m - 1]} ${y}`,
  };
  if (lang === 'de') forms.month = `${d}. ${MONTHS.de[m - 1]} ${y}`;
  if (d > 12) forms.us = `${pad2(m)}/${pad2(d)}/${y}`;
  return forms;
}

/** Money as printed: decimal comma or point, thousands grouped, with or without a currency mark. */
export function formatAmount(amount, style) {
  const [int, cents] = amount.toFixed(2).split('.');
  const group = (sep) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  switch (style) {
    case 'comma':
      return `${group('.')},${cents}`;
    case 'commaEuro':
      return `${group('.')},${cents} €`;
    case 'euroComma':
      return `€ ${group('.')},${cents}`;
    case 'eurPrefix':
      return `EUR ${group('.')},${cents}`;
    case 'dot':
      return `${group(',')}.${cents}`;
    case 'euroDot':
      return `€${group(',')}.${cents}`;
    case 'dollar':
      return `$${group(',')}.${cents}`;
    default:
      throw new Error(`unknown money style ${style}`);
  }
}

const MONEY_STYLES = {
  it: ['comma', 'commaEuro', 'euroComma', 'eurPrefix'],
  de: ['comma', 'commaEuro', 'eurPrefix'],
  fr: ['comma', 'commaEuro'],
  es: ['comma', 'commaEuro', 'euroComma'],
  en: ['dot', 'euroDot', 'dollar'],
};

const DATE_STYLES = {
  it: ['slash', 'slash', 'dash', 'shortYear', 'month', 'iso'],
  de: ['dot', 'dot', 'month', 'iso', 'shortYear'],
  fr: ['slash', 'slash', 'month', 'dash'],
  es: ['slash', 'dash', 'month', 'iso'],
  en: ['us', 'monthEn', 'slash', 'iso', 'us'],
};

const BACKGROUNDS = ['wood', 'dark', 'cloth', 'marble', 'steel'];

/**
 * One receipt: what it prints, its style and how its photo is spoilt, and the truth.
 * `index` and `seed` pick everything; `baseDate` (YYYY-MM-DD) is "today" for the receipt's date.
 * `options.lang`, `options.dateStyle`, `options.moneyStyle` and `options.photo` (any of its fields) pin a
 * choice (the end-to-end cases do).
 * @param {number} index
 * @param {{ seed?: number, baseDate?: string, lang?: string, dateStyle?: string, moneyStyle?: string,
 *   photo?: Record<string, unknown> }} [options]
 */
export function receiptSpec(index, { seed = 1, baseDate = '2026-11-21', ...pins } = {}) {
  const r = rng(seed * 1000003 + index * 7919);
  const lang = pins.lang ?? LANGUAGES[index % LANGUAGES.length];
  const L = LANGS[lang];
  const name = pick(r, L.names);
  const address = `${pick(r, L.streets)} ${intBetween(r, 1, 140)}`;
  const city = pick(r, L.cities);

  const itemCount = intBetween(r, 2, 7);
  const items = [];
  const used = new Set();
  while (items.length < itemCount) {
    const item = pick(r, L.items);
    if (used.has(item)) continue;
    used.add(item);
    const qty = r() < 0.25 ? intBetween(r, 2, 4) : 1;
    const unit = Math.round(between(r, 1.5, 28) * 2) / 2 + (r() < 0.5 ? 0 : 0.9 - Math.floor(r() * 5) / 10);
    const price = Math.round(qty * unit * 100) / 100;
    items.push({ name: item, qty, unit: Math.round(unit * 100) / 100, price });
  }
  // Now and then a banquet: a total over a thousand, printed with a thousands separator.
  if (r() < 0.12) {
    const price = Math.round(between(r, 900, 1400)) + (r() < 0.5 ? 0 : 0.5);
    items.push({
      name: lang === 'en' ? 'Group menu' : lang === 'it' ? 'Menu gruppo' : 'Menu',
      qty: 1,
      unit: price,
      price,
    });
  }
  const total = Math.round(items.reduce((sum, it) => sum + it.price, 0) * 100) / 100;

  const daysBack = intBetween(r, 0, 25);
  let date = isoDaysBefore(baseDate, daysBack);
  let dateStyle = pins.dateStyle ?? pick(r, DATE_STYLES[lang]);
  let forms = dateForms(date, lang);
  if (dateStyle === 'us' && !forms.us) {
    // A US date with the day over 12 (the only US dates a reader can tell from day-first).
    for (let back = daysBack + 1; back < daysBack + 20; back += 1) {
      const d2 = isoDaysBefore(baseDate, back);
      if (Number(d2.slice(8)) > 12) {
        date = d2;
        break;
      }
    }
    forms = dateForms(date, lang);
    if (!forms.us) dateStyle = 'monthEn';
  }
  const moneyStyle = pins.moneyStyle ?? pick(r, MONEY_STYLES[lang]);
  const plainStyle = ['dot', 'euroDot', 'dollar'].includes(moneyStyle) ? 'dot' : 'comma';
  const cash = r() < 0.35 ? Math.ceil(total / 10) * 10 + (r() < 0.5 ? 10 : 0) : null;

  return {
    id: `r${String(index).padStart(3, '0')}-${lang}`,
    lang,
    truth: { restaurantName: name, address: `${address}, ${city}`, totalAmount: total, date },
    print: {
      name,
      nameUpper: r() < 0.5,
      nameAlign: r() < 0.7 ? 'center' : 'left',
      address,
      city,
      phone:
        r() < 0.6
          ? `Tel. ${intBetween(r, 10, 99)} ${intBetween(r, 1000, 9999)} ${intBetween(r, 100, 999)}`
          : null,
      extraTop: r() < 0.6 ? pick(r, L.extra.slice(0, 3)) : null,
      thanks: L.extra[3],
      dateLine: `${r() < 0.6 ? `${L.dateWord}: ` : ''}${forms[dateStyle]}${
        r() < 0.7
          ? `  ${r() < 0.5 ? `${L.timeWord} ` : ''}${pad2(intBetween(r, 11, 23))}:${pad2(intBetween(r, 0, 59))}`
          : ''
      }`,
      dateAtBottom: r() < 0.3,
      items: items.map((it) => ({
        label: it.qty > 1 ? `${it.qty} x ${it.name}` : it.name,
        detail: it.qty > 1 ? `${it.qty} x ${formatAmount(it.unit, plainStyle)}` : null,
        price: formatAmount(it.price, moneyStyle),
      })),
      subtotal: r() < 0.4 ? { label: L.subtotal, value: formatAmount(total, moneyStyle) } : null,
      tax:
        r() < 0.5
          ? {
              label: L.tax,
              value: formatAmount(
                Math.round(total * (lang === 'de' ? 0.19 / 1.19 : 0.1 / 1.1) * 100) / 100,
                moneyStyle,
              ),
            }
          : null,
      totalLabel: pick(r, L.totals),
      total: formatAmount(total, moneyStyle),
      totalBig: r() < 0.6,
      cash: cash ? { label: L.cash, value: formatAmount(cash, moneyStyle) } : null,
      change: cash
        ? { label: L.change, value: formatAmount(Math.round((cash - total) * 100) / 100, moneyStyle) }
        : null,
      rule: pick(r, ['-', '=', '*', '·']),
      dotLeaders: r() < 0.3,
      upper: r() < 0.35,
    },
    style: {
      font: pick(r, FONTS),
      fontSize: Math.round(between(r, 15, 19)),
      width: Math.round(between(r, 330, 420)),
      paper: pick(r, ['#fbfaf6', '#f7f3e8', '#ffffff', '#f3efe6', '#faf7ee']),
      // Thermal print fades: now and then grey rather than black.
      ink: pick(r, ['#1c1c1c', '#2a2622', '#232a36', '#333', '#4a4a4a', '#5c5a58']),
    },
    photo: {
      tilt: Math.round(between(r, -7, 7) * 10) / 10,
      // Perspective: the phone is not held square above the paper.
      pitch: Math.round(between(r, 0, 12)),
      yaw: Math.round(between(r, -8, 8)),
      blur: Math.round(between(r, 0, 1.3) * 100) / 100,
      noise: Math.round(between(r, 0.1, 0.45) * 100) / 100,
      background: pick(r, BACKGROUNDS),
      shade: Math.round(between(r, 0.05, 0.4) * 100) / 100,
      light: Math.round(between(r, 0, 360)),
      // The shadow of the phone or a hand across part of the paper, now and then.
      shadow:
        r() < 0.3
          ? { at: Math.round(between(r, 10, 70)), depth: Math.round(between(r, 10, 30)) / 100 }
          : null,
      scale: Math.round(between(r, 1.15, 2) * 100) / 100,
      jpegQuality: intBetween(r, 55, 90),
      ...pins.photo,
    },
    moneyStyle,
    dateStyle,
  };
}

/** `count` receipts of one seed: the evaluation set. */
export function receiptSet(count, options = {}) {
  return Array.from({ length: count }, (_, i) => receiptSpec(i, options));
}
