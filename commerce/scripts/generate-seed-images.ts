import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { products } from '../src/seed/data/catalog.data';
import { actors, festival, plays, stages } from '../src/seed/data/theatre.data';

/**
 * Renders the seed's images (posters, portraits, stages, products) as abstract
 * compositions with their titles, so the repository ships its own pictures and
 * nothing is downloaded. Run after changing the seed data; the output is committed.
 */
const OUT = path.join(__dirname, '../../seed-images');

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, seedText: string, title: string, subtitle: string, hue?: number): string {
  const h = hash(seedText);
  const base = hue ?? h % 360;
  const accent = (base + 40 + (h % 80)) % 360;
  const shapes = Array.from({ length: 7 }, (_, i) => {
    const r = ((h >>> (i * 3)) % 97) / 97;
    const cx = Math.round(width * ((r * 7 + i * 0.37) % 1));
    const cy = Math.round(height * ((r * 3 + i * 0.61) % 1));
    const size = Math.round(Math.min(width, height) * (0.12 + r * 0.35));
    return `<circle cx="${cx}" cy="${cy}" r="${size}" fill="hsl(${(accent + i * 23) % 360}, 70%, ${45 + i * 5}%)" opacity="0.35"/>`;
  }).join('');
  // Fit the title on one line: a serif glyph is about 0.55 em wide.
  const fontSize = Math.round(Math.min(height / 9, (width * 0.88) / (title.length * 0.55)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${base}, 55%, 22%)"/><stop offset="1" stop-color="hsl(${accent}, 60%, 12%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
  <rect x="0" y="${height * 0.68}" width="100%" height="${height * 0.32}" fill="black" opacity="0.45"/>
  <text x="${width * 0.06}" y="${height * 0.8}" font-family="DejaVu Serif, serif" font-size="${fontSize}" fill="white">${escapeXml(title)}</text>
  <text x="${width * 0.06}" y="${height * 0.8 + fontSize * 1.3}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fontSize * 0.5)}" fill="hsl(${accent}, 80%, 85%)">${escapeXml(subtitle)}</text>
</svg>`;
}

async function render(
  folder: string,
  name: string,
  width: number,
  height: number,
  title: string,
  subtitle: string,
  hue?: number,
) {
  const dir = path.join(OUT, folder);
  fs.mkdirSync(dir, { recursive: true });
  await sharp(Buffer.from(svg(width, height, `${folder}/${name}`, title, subtitle, hue)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(dir, `${name}.jpg`));
}

async function main() {
  for (const stage of stages) await render('stages', stage.slug, 1200, 800, stage.name.en, `${stage.capacity} seats`);
  for (const actor of actors) await render('actors', actor.slug, 600, 800, actor.name.en, actor.name.bg);
  for (const play of plays) {
    for (let n = 1; n <= play.galleryImages; n++) {
      await render(
        'plays',
        `${play.slug}-${n}`,
        1200,
        800,
        play.title.en,
        `${play.author.en} · ${n}/${play.galleryImages}`,
      );
    }
  }
  for (let n = 1; n <= festival.galleryImages; n++) {
    await render('festival', `${festival.slug}-${n}`, 1200, 800, festival.name.en, festival.name.bg);
  }
  for (const product of products)
    await render('products', product.slug, 800, 800, product.name.en, product.name.bg, product.hue);
  console.log(`Seed images written to ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
