import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { products } from '../src/seed/data/catalog.data';
import { actors, festival, plays, stages } from '../src/seed/data/theatre.data';

/**
 * Renders the seed's pictures (portraits, play and festival photographs, stages,
 * products) as simple stage-lit shapes with no text at all, so they read the same in
 * every language. Every subject sits in the middle third of the picture: a square
 * thumbnail, a wide banner or a focal-point crop never cuts it. Colours and shapes
 * come from a hash of the item's name, so the output is the same on every run.
 * Run after changing the seed data (`node dist/scripts/generate-seed-images.js` after
 * `tsc`); the output is committed.
 */
const OUT = path.join(__dirname, '../../seed-images');

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A few independent small numbers drawn from one name. */
function dice(text: string) {
  let state = hash(text);
  return (n: number) => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) >>> 0;
    state = Math.imul(state ^ (state >>> 13), 3266489909) >>> 0;
    return ((state ^ (state >>> 16)) >>> 0) % n;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360}, ${s}%, ${l}%)`;

/** A dark backdrop with a soft pool of light at (cx, cy). */
function backdrop(w: number, h: number, hue: number, cx = 0.5, cy = 0.45) {
  return `<defs>
  <radialGradient id="light" cx="${cx}" cy="${cy}" r="0.75">
    <stop offset="0" stop-color="${hsl(hue, 55, 46)}"/><stop offset="0.55" stop-color="${hsl(hue + 20, 50, 20)}"/>
    <stop offset="1" stop-color="${hsl(hue + 35, 45, 8)}"/>
  </radialGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="white" stop-opacity="0.35"/><stop offset="1" stop-color="white" stop-opacity="0.04"/>
  </linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#light)"/>`;
}

/** A standing figure `height` tall with its feet at (cx, baseY). */
function figure(cx: number, baseY: number, height: number, fill: string, lean = 0) {
  const r = height * 0.1;
  const headY = baseY - height + r;
  const shoulder = baseY - height * 0.76;
  const half = height * 0.17;
  const hem = height * 0.24;
  return `<circle cx="${cx + lean}" cy="${headY}" r="${r}" fill="${fill}"/>
<path d="M${cx - half + lean} ${shoulder + half * 0.5} Q${cx + lean} ${shoulder - half * 0.5} ${cx + half + lean} ${shoulder + half * 0.5}
  L${cx + hem} ${baseY} L${cx - hem} ${baseY} Z" fill="${fill}"/>`;
}

/** Head and shoulders, centred: an actor's portrait. */
function portrait(w: number, h: number, seed: string) {
  const d = dice(seed);
  const hue = d(360);
  const cx = w / 2;
  const headY = h * 0.42;
  const r = w * (0.15 + d(3) * 0.01);
  const tone = hsl(hue + 180, 20, 10 + d(6));
  // Hair or hat: none, a bun, a brimmed hat, long hair.
  const crown = [
    '',
    `<circle cx="${cx}" cy="${headY - r * 1.15}" r="${r * 0.42}" fill="${tone}"/>`,
    `<ellipse cx="${cx}" cy="${headY - r * 0.75}" rx="${r * 1.7}" ry="${r * 0.22}" fill="${tone}"/><rect x="${cx - r * 0.8}" y="${headY - r * 1.5}" width="${r * 1.6}" height="${r * 0.8}" rx="${r * 0.2}" fill="${tone}"/>`,
    `<path d="M${cx - r * 1.1} ${headY + r * 1.5} Q${cx - r * 1.3} ${headY - r * 1.4} ${cx} ${headY - r * 1.25} Q${cx + r * 1.3} ${headY - r * 1.4} ${cx + r * 1.1} ${headY + r * 1.5} Z" fill="${tone}"/>`,
  ][d(4)];
  return `${backdrop(w, h, hue, 0.5, 0.4)}
<circle cx="${cx}" cy="${headY}" r="${r * 2.1}" fill="${hsl(hue + 40, 70, 70)}" opacity="0.18"/>
${crown}<ellipse cx="${cx}" cy="${headY}" rx="${r}" ry="${r * 1.18}" fill="${tone}"/>
<path d="M${cx - r * 0.45} ${headY + r} L${cx + r * 0.45} ${headY + r} L${cx + r * 0.5} ${headY + r * 1.6}
  C${cx + r * 2.4} ${headY + r * 1.8} ${cx + r * 2.6} ${headY + r * 2.6} ${cx + r * 2.7} ${h}
  L${cx - r * 2.7} ${h} C${cx - r * 2.6} ${headY + r * 2.6} ${cx - r * 2.4} ${headY + r * 1.8} ${cx - r * 0.5} ${headY + r * 1.6} Z"
  fill="${tone}"/>`;
}

/** One piece of scenery per play, behind the figures: a moon, a window, a door, an arch or a tree. */
function scenery(w: number, floor: number, kind: number, colour: string) {
  const cx = w / 2;
  return [
    `<circle cx="${cx + w * 0.13}" cy="${floor * 0.32}" r="${floor * 0.09}" fill="${colour}" opacity="0.8"/>`,
    `<rect x="${cx - w * 0.2}" y="${floor * 0.22}" width="${w * 0.09}" height="${floor * 0.32}" fill="${colour}" opacity="0.55"/><rect x="${cx - w * 0.157}" y="${floor * 0.22}" width="${w * 0.006}" height="${floor * 0.32}" fill="black" opacity="0.5"/>`,
    `<rect x="${cx + w * 0.1}" y="${floor * 0.4}" width="${w * 0.08}" height="${floor * 0.6}" fill="${colour}" opacity="0.5"/>`,
    `<path d="M${cx - w * 0.18} ${floor} L${cx - w * 0.18} ${floor * 0.45} A${w * 0.18} ${w * 0.18} 0 0 1 ${cx + w * 0.18} ${floor * 0.45} L${cx + w * 0.18} ${floor}" stroke="${colour}" stroke-width="${w * 0.02}" fill="none" opacity="0.5"/>`,
    `<rect x="${cx - w * 0.17}" y="${floor * 0.45}" width="${w * 0.012}" height="${floor * 0.55}" fill="${colour}" opacity="0.6"/><circle cx="${cx - w * 0.164}" cy="${floor * 0.42}" r="${floor * 0.12}" fill="${colour}" opacity="0.6"/>`,
  ][kind];
}

/** A lit stage with its play's scenery and one to three figures in the middle: a play's photograph. */
function scene(w: number, h: number, baseHue: number, sceneryKind: number, seed: string) {
  const d = dice(seed);
  const hue = (baseHue + d(30)) % 360;
  const floor = h * 0.72;
  const count = 1 + d(3);
  const gap = w * 0.08;
  const figures = Array.from({ length: count }, (_, i) => {
    const x = w / 2 + (i - (count - 1) / 2) * gap;
    const tall = h * (0.38 + d(7) * 0.012);
    return figure(x, floor, tall, hsl(hue + 190, 25, 8 + i * 3), (d(5) - 2) * 4);
  }).join('');
  const beamX = w / 2 + (d(5) - 2) * w * 0.02;
  return `${backdrop(w, h, hue, 0.5, 0.5)}
${scenery(w, floor, sceneryKind % 5, hsl(hue + 50, 60, 80))}
<polygon points="${beamX - w * 0.06},0 ${beamX + w * 0.06},0 ${w * 0.68},${floor} ${w * 0.32},${floor}" fill="url(#beam)"/>
<rect y="${floor}" width="${w}" height="${h - floor}" fill="${hsl(hue + 20, 30, 10)}"/>
<ellipse cx="${w / 2}" cy="${floor}" rx="${w * 0.2}" ry="${h * 0.035}" fill="${hsl(hue + 40, 80, 75)}" opacity="0.35"/>
${figures}`;
}

/** Overlapping coloured spotlights and a row of bulbs: the festival's photographs. */
function celebration(w: number, h: number, seed: string) {
  const d = dice(seed);
  const hue = d(360);
  const spots = [0, 1, 2]
    .map((i) => {
      const a = (i / 3) * Math.PI * 2 + d(60) / 10;
      const x = w / 2 + Math.cos(a) * h * 0.1;
      const y = h / 2 + Math.sin(a) * h * 0.1;
      return `<circle cx="${x}" cy="${y}" r="${h * 0.2}" fill="${hsl(hue + i * 120, 80, 60)}" opacity="0.45"/>`;
    })
    .join('');
  const bulbs = Array.from({ length: 13 }, (_, i) => {
    const x = (w / 12) * i;
    const y = h * 0.1 + Math.sin((i / 12) * Math.PI) * h * 0.08;
    return `<circle cx="${x}" cy="${y}" r="${h * 0.012}" fill="${hsl(hue + 60, 90, 80)}"/>`;
  }).join('');
  return `${backdrop(w, h, hue)}${spots}${bulbs}
${figure(w / 2, h * 0.7, h * 0.3, hsl(hue, 30, 8))}`;
}

/** A proscenium arch with its curtain and a fan of seats: a stage. */
function auditorium(w: number, h: number, baseHue: number, seed: string) {
  const d = dice(seed);
  const hue = baseHue + d(30);
  const openW = w * (0.36 + d(5) * 0.02);
  const openH = h * 0.42;
  const x = (w - openW) / 2;
  const y = h * 0.18;
  const rows = Array.from({ length: 4 }, (_, i) => {
    const ry = y + openH + h * 0.12 + i * h * 0.06;
    return `<path d="M${w * 0.08 - i * 20} ${ry + 30} Q${w / 2} ${ry - 20} ${w * 0.92 + i * 20} ${ry + 30}" stroke="${hsl(hue, 50, 25)}" stroke-width="${h * 0.03}" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return `${backdrop(w, h, hue, 0.5, 0.35)}
<rect x="${x - w * 0.03}" y="${y - h * 0.04}" width="${openW + w * 0.06}" height="${openH + h * 0.04}" rx="${h * 0.02}" fill="${hsl(hue + 30, 45, 30)}"/>
<rect x="${x}" y="${y}" width="${openW}" height="${openH}" fill="${hsl(hue + 40, 60, 62)}"/>
<path d="M${x} ${y} L${x + openW * 0.22} ${y} Q${x + openW * 0.12} ${y + openH * 0.5} ${x + openW * 0.18} ${y + openH} L${x} ${y + openH} Z" fill="${hsl(hue - 10, 65, 32)}"/>
<path d="M${x + openW} ${y} L${x + openW * 0.78} ${y} Q${x + openW * 0.88} ${y + openH * 0.5} ${x + openW * 0.82} ${y + openH} L${x + openW} ${y + openH} Z" fill="${hsl(hue - 10, 65, 32)}"/>
${figure(w / 2, y + openH, openH * 0.55, hsl(hue, 30, 12))}${rows}`;
}

type ProductShape = (fill: string, accent: string) => string;

/** Object silhouettes drawn in an 800-unit square, centred, with a wide margin. */
const PRODUCT_SHAPES: [prefix: string, shape: ProductShape][] = [
  [
    't-shirt',
    (f, a) =>
      `<path d="M300 230 L360 210 Q400 250 440 210 L500 230 L590 300 L545 360 L500 330 L500 590 L300 590 L300 330 L255 360 L210 300 Z" fill="${f}"/><circle cx="400" cy="380" r="42" fill="${a}"/>`,
  ],
  [
    'hoodie',
    (f, a) =>
      `<path d="M320 240 Q400 160 480 240 L520 250 L600 330 L560 600 L520 580 L520 610 L280 610 L280 580 L240 600 L200 330 L280 250 Z" fill="${f}"/><path d="M340 250 Q400 330 460 250" stroke="${a}" stroke-width="14" fill="none"/><rect x="330" y="480" width="140" height="60" rx="18" fill="${a}" opacity="0.6"/>`,
  ],
  [
    'tote',
    (f, a) =>
      `<path d="M330 330 Q330 200 400 200 Q470 200 470 330" stroke="${f}" stroke-width="18" fill="none"/><rect x="270" y="320" width="260" height="290" rx="10" fill="${f}"/><circle cx="400" cy="460" r="50" fill="${a}"/>`,
  ],
  [
    'mug',
    (f, a) =>
      `<path d="M520 340 Q610 340 610 420 Q610 500 520 500" stroke="${f}" stroke-width="30" fill="none"/><rect x="260" y="280" width="270" height="320" rx="26" fill="${f}"/><rect x="300" y="390" width="190" height="70" rx="10" fill="${a}"/>`,
  ],
  [
    'pin',
    (f, a) =>
      `<circle cx="400" cy="400" r="170" fill="${f}"/><circle cx="400" cy="400" r="140" fill="${a}"/><path d="M300 410 Q350 350 400 400 Q450 350 500 410 Q450 380 400 430 Q350 380 300 410 Z" fill="${f}"/>`,
  ],
  [
    'notebook',
    (f, a) =>
      `<rect x="270" y="200" width="270" height="400" rx="16" fill="${f}"/><rect x="500" y="200" width="18" height="400" fill="${a}"/><path d="M420 600 L420 660 L440 640 L460 660 L460 600 Z" fill="${a}"/>`,
  ],
  [
    'rehearsal',
    (f, a) =>
      `<rect x="250" y="210" width="310" height="390" rx="14" fill="${f}"/>${Array.from({ length: 9 }, (_, i) => `<circle cx="${275 + i * 33}" cy="210" r="10" fill="none" stroke="${a}" stroke-width="6"/>`).join('')}<rect x="300" y="320" width="210" height="150" fill="none" stroke="${a}" stroke-width="8"/>`,
  ],
  [
    'poster',
    (f, a) =>
      `<rect x="250" y="170" width="300" height="440" fill="${f}"/><circle cx="400" cy="330" r="80" fill="${a}"/><rect x="290" y="460" width="220" height="14" fill="${a}" opacity="0.7"/><rect x="290" y="490" width="160" height="14" fill="${a}" opacity="0.5"/>`,
  ],
  [
    'screen-print',
    (f, a) =>
      `<rect x="240" y="170" width="320" height="440" fill="${f}"/><circle cx="370" cy="360" r="90" fill="${a}" opacity="0.85"/><circle cx="440" cy="400" r="90" fill="${a}" opacity="0.45"/>`,
  ],
  [
    'script',
    (f, a) =>
      `<rect x="280" y="190" width="240" height="400" rx="6" fill="${f}"/><rect x="280" y="190" width="26" height="400" fill="${a}"/><rect x="340" y="280" width="140" height="90" fill="${a}" opacity="0.7"/>`,
  ],
  [
    'programme',
    (f, a) =>
      `<path d="M400 240 L560 200 L560 580 L400 620 Z" fill="${f}"/><path d="M400 240 L240 200 L240 580 L400 620 Z" fill="${f}" opacity="0.8"/><circle cx="480" cy="380" r="45" fill="${a}"/>`,
  ],
  [
    'season-book',
    (f, a) =>
      `<rect x="250" y="190" width="300" height="420" rx="8" fill="${f}"/><rect x="250" y="190" width="34" height="420" fill="${a}"/><circle cx="420" cy="380" r="70" fill="none" stroke="${a}" stroke-width="12"/>`,
  ],
  [
    'e-gift',
    (f, a) =>
      `<rect x="190" y="280" width="420" height="250" rx="22" fill="${f}"/><circle cx="190" cy="405" r="34" fill="${a}"/><circle cx="610" cy="405" r="34" fill="${a}"/><path d="M400 350 L425 395 L475 400 L437 432 L448 480 L400 455 L352 480 L363 432 L325 400 L375 395 Z" fill="${a}"/>`,
  ],
  [
    'gift',
    (f, a) =>
      `<rect x="240" y="330" width="320" height="270" fill="${f}"/><rect x="220" y="290" width="360" height="60" fill="${f}"/><rect x="385" y="290" width="30" height="310" fill="${a}"/><path d="M400 290 Q340 210 320 260 Q310 290 400 290 Q490 290 480 260 Q460 210 400 290 Z" fill="${a}"/>`,
  ],
];

/** The object a product is, drawn on a lit backdrop in its own hue. */
function productPicture(w: number, slug: string, hue: number) {
  const d = dice(slug);
  const shape = PRODUCT_SHAPES.find(([prefix]) => slug.startsWith(prefix))?.[1] ?? PRODUCT_SHAPES[7][1];
  const fill = hsl(hue, 45 + d(20), 40 + d(20));
  const accent = hsl(hue + 150 + d(60), 70, 78);
  return `${backdrop(w, w, hue + 200, 0.5, 0.5)}
<ellipse cx="400" cy="640" rx="230" ry="26" fill="black" opacity="0.3"/>
<g transform="scale(${w / 800})">${shape(fill, accent)}</g>`;
}

async function render(folder: string, name: string, width: number, height: number, body: string) {
  const dir = path.join(OUT, folder);
  fs.mkdirSync(dir, { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(dir, `${name}.jpg`));
}

async function main() {
  for (const [i, stage] of stages.entries())
    await render('stages', stage.slug, 1200, 800, auditorium(1200, 800, (i * 360) / stages.length, stage.slug));
  for (const actor of actors) await render('actors', actor.slug, 600, 800, portrait(600, 800, actor.slug));
  // Plays take hues spread round the colour wheel and their own scenery, so no two look alike.
  for (const [i, play] of plays.entries()) {
    const baseHue = Math.round((i * 360) / plays.length);
    for (let n = 1; n <= play.galleryImages; n++) {
      const name = `${play.slug}-${n}`;
      await render('plays', name, 1200, 800, scene(1200, 800, baseHue, i, name));
    }
  }
  for (let n = 1; n <= festival.galleryImages; n++) {
    const name = `${festival.slug}-${n}`;
    await render('festival', name, 1200, 800, celebration(1200, 800, name));
  }
  for (const product of products)
    await render('products', product.slug, 800, 800, productPicture(800, product.slug, product.hue));
  console.log(`Seed images written to ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
