#!/usr/bin/env node
// Renders the app's logo into the icons the manifest, iOS and the browser tab ask for.
// The outputs are committed under pwa/public; run `node scripts/make-icons.mjs` only to change the mark.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'pwa', 'public');

// Kept in step with theme_color in vite.config.ts and LogoMark.tsx.
const SEA = '#0e6e73';
const SUNSET = '#f4a259';

// A paper plane leaving a dashed trail, drawn on a 100 × 100 grid; its bounding box is centred on (50, 50).
const mark = `
  <path d="M21 76c7-1 12-4 16-8" fill="none" stroke="${SUNSET}" stroke-width="4" stroke-linecap="round" stroke-dasharray="1 7"/>
  <path d="M18 47 82 22 46 57Z" fill="#ffffff"/>
  <path d="M46 57 82 22 63 79Z" fill="#d7efed"/>
  <path d="M46 57 50 73 56 64Z" fill="#a9d8d4"/>`;

/** The tab and home-screen icon: the mark on a rounded square. */
const roundedIcon = (
  size,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="${SEA}"/>${mark}
</svg>`;

/** Maskable: full-bleed background, mark shrunk to stay inside the central 80% safe circle. */
const maskableIcon = (
  size,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${SEA}"/>
  <g transform="translate(50 50) scale(0.8) translate(-50 -50)">${mark}</g>
</svg>`;

/** iOS draws no transparency and rounds the corners itself, so the square is filled edge to edge. */
const appleIcon = (
  size,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${SEA}"/>
  <g transform="translate(50 50) scale(0.85) translate(-50 -50)">${mark}</g>
</svg>`;

// Shown in the header for a signed-in user who has not uploaded an avatar.
const defaultAvatar = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="default avatar">
  <rect width="96" height="96" rx="48" fill="#dfe7e7"/>
  <circle cx="48" cy="38" r="17" fill="#8aa2a3"/>
  <path d="M16 84c4-17 17-26 32-26s28 9 32 26a47 47 0 0 1-64 0Z" fill="#8aa2a3"/>
</svg>
`;

async function png(svg, file) {
  const target = join(publicDir, file);
  await mkdir(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
  console.log(`wrote ${file}`);
}

async function text(content, file) {
  await writeFile(join(publicDir, file), content);
  console.log(`wrote ${file}`);
}

await png(roundedIcon(192), 'icons/icon-192.png');
await png(roundedIcon(512), 'icons/icon-512.png');
await png(maskableIcon(512), 'icons/maskable-512.png');
await png(appleIcon(180), 'apple-touch-icon.png');
await text(`${roundedIcon(32).replace(' width="32" height="32"', '')}\n`, 'favicon.svg');
await text(defaultAvatar, 'default-avatar.svg');
