// The sample content seeded on first start so the home page has featured blogs to show.
import type { Palette } from './landscape';

export interface SampleBlog {
  id: string;
  blogTitle: string;
  country: string;
  blogBody: string;
  palette: Palette;
}

export const SAMPLE_AUTHOR = {
  id: '019a0000-0000-7000-8000-000000000003',
  name: 'Maya Lindqvist',
  email: 'maya@example.com',
};

const para = (...lines: string[]) => lines.join(' ');

export const SAMPLE_BLOGS: SampleBlog[] = [
  {
    id: '019a0000-0000-7000-8000-000000000101',
    blogTitle: 'Chasing the midnight sun in the Lofoten Islands',
    country: 'Norway',
    palette: {
      sky: ['#f9c58d', '#f492a6'],
      sun: '#fff1c1',
      ridges: ['#6d5a8c', '#4a3f6b', '#2c2547'],
      water: '#3d5a80',
    },
    blogBody: [
      para(
        'The ferry from Bodø took three and a half hours, and for most of them the sea was the colour of slate.',
        'Then the Lofoten wall rose out of the haze, a line of granite teeth that seemed far too steep to hold villages.',
        'Yet there they were: red fishing cabins on stilts, drying racks for cod, and a harbour where the water was so clear I could count the stones on the bottom.',
        'I had come in late June for the light, and the light did not disappoint. It never went away.',
      ),
      para(
        'My first night I walked up Reinebringen, a staircase of more than a thousand stone steps laid by Nepalese sherpas.',
        'At midnight the sun hung just above the northern horizon, turning the fjord to copper.',
        'A dozen strangers sat on the ridge in silence, wrapped in down jackets, passing a thermos of coffee along the line.',
        'Nobody wanted to be the first to walk down.',
      ),
      para(
        'The days that followed settled into a rhythm. Mornings were for cycling the quiet road between Hamnøy and Å,',
        'stopping at every bridge because every bridge had a better view than the last. Afternoons were for beaches:',
        'Haukland and Uttakleiv, white sand and water so cold it made my ankles ache after ten seconds.',
        'Evenings were for fish soup in Nusfjord and long conversations with a retired fisherman who still rowed out every morning.',
      ),
      para(
        'If you go, bring layers, book your cabin early, and leave room in your plans for weather.',
        'The mountains decide when you can hike, and the best thing you can do is listen to them.',
        'I left with sore legs, a camera full of pictures, and the strange feeling of having lived a week without a single night.',
      ),
    ].join('\n\n'),
  },
  {
    id: '019a0000-0000-7000-8000-000000000102',
    blogTitle: 'Tiled streets and slow trams in Lisbon',
    country: 'Portugal',
    palette: {
      sky: ['#8ecae6', '#ffe5b4'],
      sun: '#ffd166',
      ridges: ['#e9a178', '#c8553d', '#8c2f39'],
      water: '#219ebc',
    },
    blogBody: [
      para(
        'Lisbon is a city best understood on foot, though your legs will argue otherwise by the second day.',
        'Built on seven hills above the Tagus, it rewards every climb with a miradouro, a lookout where locals gather at sunset with a glass of wine and a guitar.',
        'I stayed in Alfama, the oldest quarter, where the streets are too narrow for cars and laundry hangs between the balconies like bunting.',
      ),
      para(
        'Tram 28 is famous for good reason. The yellow wooden carriages rattle up gradients that would defeat most buses,',
        'squeezing past café tables with centimetres to spare. Ride it early, before the queues, and sit on the right-hand side.',
        'Get off at Graça and walk down through the maze of alleys; you will get lost, and that is the point.',
      ),
      para(
        'The food deserves its own trip. Pastéis de nata still warm from the oven in Belém, dusted with cinnamon.',
        'Grilled sardines in June, when the whole city smells of charcoal for the feast of Saint Anthony.',
        'A bifana, a thin pork sandwich with mustard, eaten standing at a counter for less than the price of a coffee at home.',
        'And the coffee itself: a bica, short and strong, drunk in two sips.',
      ),
      para(
        'On my last evening I took the ferry across the river to Cacilhas and watched the city turn gold from the water.',
        'The tiles on the façades caught the last of the light, blue and white and green, and the bridge glowed red against the hills.',
        'Lisbon does not hurry, and after a week neither did I.',
      ),
    ].join('\n\n'),
  },
  {
    id: '019a0000-0000-7000-8000-000000000103',
    blogTitle: 'Dawn over the salt flats of Uyuni',
    country: 'Bolivia',
    palette: {
      sky: ['#2b2d42', '#f7b267'],
      sun: '#fdf0d5',
      ridges: ['#8d99ae', '#6c757d', '#495057'],
      water: '#edf2f4',
    },
    blogBody: [
      para(
        'The Salar de Uyuni is the largest salt flat on Earth, more than ten thousand square kilometres of white at 3,600 metres above the sea.',
        'In the rainy season a thin film of water turns it into a mirror, and the sky seems to continue beneath your feet.',
        'I joined a three-day jeep tour from the town of Uyuni with four other travellers and a driver named Rolando who knew every track by heart.',
      ),
      para(
        'We left at four in the morning to reach the flats before sunrise. The cold was sharp and dry; my breath hung in the headlights.',
        'Then the horizon turned violet, then orange, and the reflection doubled every colour.',
        'Rolando stopped the engine and we stood in ankle-deep water in total silence while the sun came up twice, once above and once below.',
      ),
      para(
        'The next two days took us south through a landscape that looks borrowed from another planet:',
        'lagoons stained red by algae and dotted with flamingos, geysers steaming at dawn, rocks carved by wind into impossible shapes.',
        'We slept in a hostel built entirely of salt blocks and soaked in a hot spring at 4,400 metres while the stars came out by the thousand.',
      ),
      para(
        'Practical advice: acclimatise for a few days in La Paz or Sucre first, carry more water than you think you need,',
        'and pack sunglasses, because the glare off the salt is blinding. Bring cash, as there are no card machines on the altiplano.',
        'Most of all, bring patience. The distances are long and the roads are rough, but every hour of driving ends somewhere unforgettable.',
      ),
    ].join('\n\n'),
  },
];
