// What a seeded account holds, made up from fixed word lists with a seeded random source, so every run of
// the bench and every test seeds the same texts (figures compare across runs) and no fixture files are
// committed. Tasks are distinct (a test or the bench finds one by its text); blog stories are about
// 1,500 words in paragraphs, as a long trip report is, since the story's size is most of what a pull sends.
import sharp from 'sharp';
import { TASK_TEXT_MAX } from '../shared/api/tasks';

/** mulberry32: a small, fast seeded generator; Math.random would make every run's texts differ. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const VERBS = ['Book', 'Buy', 'Pack', 'Renew', 'Check', 'Print', 'Call', 'Pay', 'Confirm', 'Charge'];
const OBJECTS = [
  'train seats',
  'the hostel',
  'rain jacket',
  'insurance',
  'passport',
  'ferry seats',
  'SIM card',
  'offline maps',
  'museum pass',
  'bus pass',
  'the camera',
  'day tour',
  'night bus',
  'boots',
  'adapter',
  'snacks',
  'visa form',
  'guidebook',
  'postcards',
  'cash',
];
const PLACES = [
  'Vienna',
  'Lisbon',
  'Kyoto',
  'Hanoi',
  'Oaxaca',
  'Tbilisi',
  'Bergen',
  'Cusco',
  'Porto',
  'Seoul',
  'Hobart',
  'Tromsø',
  'Fez',
  'Split',
  'Lyon',
  'Goa',
  'Quito',
  'Riga',
  'Cork',
  'Bali',
  'Tokyo',
  'Sucre',
  'Bath',
  'Nice',
  'Oslo',
  'Rome',
];

/** The word the bench types into the task search: a place both accounts' tasks name, so the list narrows. */
export const SEARCHED_PLACE = 'porto';

/**
 * Task i's text, distinct for every i below VERBS × OBJECTS × PLACES (5,200): i is spread over the
 * combinations by a step coprime to their count, so neighbouring tasks read differently.
 */
export function taskText(i: number): string {
  const combos = VERBS.length * OBJECTS.length * PLACES.length;
  if (i >= combos) throw new Error(`only ${combos} distinct task texts`);
  const n = (i * 2_003) % combos;
  const verb = VERBS[n % VERBS.length];
  const object = OBJECTS[Math.floor(n / VERBS.length) % OBJECTS.length];
  const place = PLACES[Math.floor(n / (VERBS.length * OBJECTS.length))];
  const text = `${verb} ${object} for ${place}`;
  if ([...text].length > TASK_TEXT_MAX) throw new Error(`task text over ${TASK_TEXT_MAX}: ${text}`);
  return text;
}

const WORDS = `the a we our of and to in on at by with from up over past along under before after
morning evening night light rain wind sun snow fog market harbour station street square bridge river
coast valley mountain ridge trail path village town city old new long slow quiet busy narrow steep green
blue grey golden cold warm bread coffee tea soup noodles fish rice cheese wine beer fruit bus train ferry
boat taxi bicycle walk climbed walked waited watched found took missed met asked followed crossed reached
left stayed slept ate drank talked laughed hours days week minutes early late still again almost finally
window seat ticket map guide host family friends strangers children dogs birds fishermen monks tourists
church temple castle museum garden park beach cliff lake island forest field road tunnel roof wall door
stone wood glass tiles lanterns flags bells music voices smell noise silence shadows colours clouds`
  .split(/\s+/)
  .filter(Boolean);

function sentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 13);
  const words = Array.from({ length }, () => pick(random, WORDS));
  const first = words[0] ?? 'we';
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${words.join(' ')}.`;
}

/** A story of `words` words or a few more, in paragraphs of four to seven sentences. */
export function blogBody(random: () => number, words = 1500): string {
  const paragraphs: string[] = [];
  let count = 0;
  while (count < words) {
    const sentences = Array.from({ length: 4 + Math.floor(random() * 4) }, () => sentence(random));
    count += sentences.reduce((n, s) => n + s.split(' ').length, 0);
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}

const MOODS = ['Slow mornings', 'Lost again', 'Rain and ramen', 'Three days', 'Last train', 'Market day'];
const COUNTRIES = ['Austria', 'Portugal', 'Japan', 'Vietnam', 'Mexico', 'Georgia', 'Norway', 'Peru'];

export function blogTitle(random: () => number, i: number): string {
  return `${pick(random, MOODS)} in ${pick(random, PLACES)} (${i + 1})`;
}

export const blogCountry = (random: () => number): string => pick(random, COUNTRIES);

/**
 * A distinct 800 × 600 JPEG per index. The pull carries a photo's reference (its variants' widths and
 * URLs, its placeholder), never its bytes, so the pixels change no figure here: flat colours at 800 px
 * encode in about 40 ms where a 1,600 px photo takes ten times that, which would make 150 of them most of
 * the seeding. Its reference names two variants (480, 800) where a phone's photo has three, about 100
 * bytes less a photo.
 */
export function blogPhoto(i: number): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const background = { r: (hue * 7) % 256, g: (i * 13) % 256, b: (255 - hue) % 256 };
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
