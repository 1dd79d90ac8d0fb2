// A generated receipt (receipt-spec.mjs) as one HTML page that looks like a phone photo of it: paper on
// a table, tilted, unevenly lit, a little blurred and noisy. Rendered by render.mjs in Chromium.

const esc = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const BACKGROUNDS = {
  wood: `repeating-linear-gradient(93deg, #7b4a22 0 7px, #8a5629 7px 15px, #6f4220 15px 19px, #93602f 19px 31px)`,
  dark: `radial-gradient(circle at 30% 20%, #4a4a4a, #1d1d1d 70%)`,
  cloth: `repeating-linear-gradient(0deg, rgba(190,30,40,.55) 0 18px, transparent 18px 36px),
          repeating-linear-gradient(90deg, rgba(190,30,40,.55) 0 18px, #f1ece4 18px 36px)`,
  marble: `radial-gradient(ellipse at 70% 30%, #f4f4f2, #cfcfcc 60%, #b9b9b5)`,
  steel: `linear-gradient(160deg, #9aa3a8, #d5dadc 40%, #8c9499 75%, #c3c9cc)`,
};

/** A noise texture (fractal turbulence) as an SVG data URL. */
function noiseUrl(seed) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>`;
  return `url("data:image/svg+xml;utf8,${encodeURIComponent(svg)}")`;
}

function row(label, value, { leaders = false, bold = false, big = false } = {}) {
  const cls = ['row', bold ? 'bold' : '', big ? 'big' : ''].join(' ');
  return `<div class="${cls}"><span class="label">${esc(label)}</span>${
    leaders ? '<span class="leader"></span>' : '<span class="gap"></span>'
  }<span class="value">${esc(value)}</span></div>`;
}

/** The whole page for one receipt spec. The scene (#scene) is what gets photographed. */
export function receiptHtml(spec) {
  const { print: p, style: s, photo } = spec;
  const up = (t) => (p.upper ? t.toUpperCase() : t);
  const rule = `<div class="rule">${esc(p.rule.repeat(48))}</div>`;
  const lines = [];
  lines.push(`<div class="name">${esc(p.nameUpper ? p.name.toUpperCase() : p.name)}</div>`);
  lines.push(`<div class="center">${esc(p.address)}</div>`);
  lines.push(`<div class="center">${esc(p.city)}</div>`);
  if (p.phone) lines.push(`<div class="center">${esc(p.phone)}</div>`);
  if (p.extraTop) lines.push(`<div class="center small">${esc(p.extraTop)}</div>`);
  if (!p.dateAtBottom) lines.push(`<div class="left">${esc(p.dateLine)}</div>`);
  lines.push(rule);
  for (const item of p.items) {
    lines.push(row(up(item.label), item.price, { leaders: p.dotLeaders }));
    if (item.detail) lines.push(`<div class="detail">${esc(item.detail)}</div>`);
  }
  lines.push(rule);
  if (p.subtotal) lines.push(row(up(p.subtotal.label), p.subtotal.value));
  lines.push(row(p.totalLabel, p.total, { bold: true, big: p.totalBig }));
  if (p.tax) lines.push(row(up(p.tax.label), p.tax.value));
  if (p.cash) lines.push(row(up(p.cash.label), p.cash.value));
  if (p.change) lines.push(row(up(p.change.label), p.change.value));
  lines.push(rule);
  if (p.dateAtBottom) lines.push(`<div class="left">${esc(p.dateLine)}</div>`);
  lines.push(`<div class="center small">${esc(p.thanks)}</div>`);

  const seedNum = Number(spec.id.replace(/\D/g, '')) || 1;
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; background: #000; }
  #scene {
    position: relative; display: inline-block; padding: 70px 90px 80px;
    background: ${BACKGROUNDS[photo.background]};
    zoom: ${photo.scale};
    filter: blur(${photo.blur}px);
  }
  #scene::after {
    content: ''; position: absolute; inset: 0; pointer-events: none;
    background: ${noiseUrl(seedNum)}; opacity: ${photo.noise}; mix-blend-mode: multiply;
  }
  .paper {
    position: relative; width: ${s.width}px; padding: 26px 22px 34px;
    background: ${s.paper}; color: ${s.ink};
    font-family: ${s.font}; font-size: ${s.fontSize}px; line-height: 1.35;
    transform: perspective(1400px) rotateX(${photo.pitch}deg) rotateY(${photo.yaw}deg) rotate(${photo.tilt}deg);
    box-shadow: 0 8px 26px rgba(0,0,0,.45);
  }
  .paper::after {
    content: ''; position: absolute; inset: 0; pointer-events: none;
    background: linear-gradient(${photo.light}deg, rgba(0,0,0,${photo.shade}), transparent 55%, rgba(255,255,255,.15))${
      photo.shadow
        ? `, linear-gradient(180deg, transparent ${photo.shadow.at}%, rgba(0,0,0,${photo.shadow.depth}) ${photo.shadow.at + 4}%, rgba(0,0,0,${photo.shadow.depth}) ${photo.shadow.at + 22}%, transparent ${photo.shadow.at + 28}%)`
        : ''
    };
  }
  .name { font-weight: 700; font-size: 1.45em; text-align: ${p.nameAlign}; margin-bottom: 4px; }
  .center { text-align: center; }
  .left { text-align: left; margin-top: 6px; }
  .small { font-size: .85em; }
  .rule { overflow: hidden; white-space: nowrap; margin: 4px 0; letter-spacing: 1px; }
  .row { display: flex; align-items: baseline; gap: 6px; }
  .row .label { white-space: nowrap; overflow: hidden; text-overflow: clip; }
  .row .gap { flex: 1; }
  .row .leader { flex: 1; border-bottom: 2px dotted currentColor; opacity: .7; }
  .row .value { white-space: nowrap; }
  .bold { font-weight: 700; }
  .big { font-size: 1.3em; }
  .detail { font-size: .85em; padding-left: 12px; }
</style></head>
<body><div id="scene"><div class="paper">${lines.join('\n')}</div></div></body></html>`;
}
