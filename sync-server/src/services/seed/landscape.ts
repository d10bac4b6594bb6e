// Draws a landscape (sky, sun, layered ridges, water) as SVG and renders it to JPEG, so the sample
// blogs have real pictures without shipping binary files. A seed makes each picture reproducible.
import sharp from 'sharp';

export interface Palette {
  sky: [string, string];
  sun: string;
  ridges: [string, string, string];
  water: string;
}

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function ridge(rand: () => number, width: number, height: number, base: number, amp: number): string {
  const points: string[] = [`0,${height}`];
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = base - amp * (0.3 + rand() * 0.7);
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

export function landscapeSvg(palette: Palette, seed: number, width = 1600, height = 1000): string {
  const rand = random(seed);
  const sunX = width * (0.2 + rand() * 0.6);
  const sunY = height * (0.2 + rand() * 0.2);
  const [far, mid, near] = palette.ridges;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.08).toFixed(0)}" fill="${palette.sun}"/>
  <polygon points="${ridge(rand, width, height, height * 0.55, height * 0.25)}" fill="${far}"/>
  <polygon points="${ridge(rand, width, height, height * 0.68, height * 0.2)}" fill="${mid}"/>
  <polygon points="${ridge(rand, width, height, height * 0.8, height * 0.12)}" fill="${near}"/>
  <rect y="${(height * 0.86).toFixed(0)}" width="${width}" height="${(height * 0.14).toFixed(0)}" fill="${palette.water}" opacity="0.9"/>
</svg>`;
}

export function renderLandscape(palette: Palette, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(landscapeSvg(palette, seed)))
    .jpeg({ quality: 85 })
    .toBuffer();
}
