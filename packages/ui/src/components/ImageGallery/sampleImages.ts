// Story-only sample pictures: small inline SVG landscapes, so stories and screenshots never
// depend on a network or on the API mocks (the ui package may not import api-client).
const PALETTES = [
  ['#8fc6e8', '#5a9e4b', '#3d7a33'],
  ['#f3c98b', '#b98b4e', '#7a5a2e'],
  ['#a9c8e0', '#7fa7c2', '#3c6e91'],
  ['#d7e9c4', '#94b86e', '#4f7a2c'],
  ['#e8d3f0', '#a27bb5', '#5d3a70'],
  ['#f0e0c0', '#c9a24f', '#86651f'],
] as const;

function landscape(index: number, width: number, height: number): string {
  const [sky, hill, field] = PALETTES[index % PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200">
<rect width="300" height="200" fill="${sky}"/>
<circle cx="${60 + index * 35}" cy="50" r="22" fill="#fff6c9"/>
<path d="M0 130 Q80 ${80 + index * 6} 160 125 T300 115 V200 H0Z" fill="${hill}"/>
<path d="M0 160 Q120 140 300 165 V200 H0Z" fill="${field}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface SampleImage {
  src: string;
  fullSrc: string;
  largeSrc: string;
  width: number;
  height: number;
  alt: string;
}

/** `count` sample pictures with thumbnail, 1600 px and full-size sources, sizes and alt texts. */
export function sampleImages(count: number, title = 'Plac kod Novog Sada'): SampleImage[] {
  return Array.from({ length: count }, (_, index) => ({
    src: landscape(index, 300, 200),
    fullSrc: landscape(index, 2400, 1600),
    largeSrc: landscape(index, 1200, 800),
    width: 2400,
    height: 1600,
    alt: `${title}, slika ${index + 1}`,
  }));
}
