// `node scripts/make-demo-images.mjs`: writes the demo catalogue's component images (SVG) into
// apps/server/demo-media/images/, named as the demo products' image name format names them. The names
// come from the components the demo seed really generates (seeded into a throwaway in-memory database),
// so run this again after changing the demo rules, views or name format, and commit the files.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = join(ROOT, "apps/server/demo-media/images");
const NEUTRAL = "#DADCE0";
const LACES = "#F7F7F5";

/** How wide each view shows the side of the shoe: 1 is the side, less turns it, negative shows the other side. */
const TURN = { front: () => 0.5, spin: (frame) => [1, 0.35, -1][frame] ?? 1, ar: () => 0.85 };
const turnOf = (view, frame) => (TURN[view] ?? (() => 1))(frame);

const escapeXml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A darker shade of a #RRGGBB colour, for outlines. */
function darker(hex, amount = 0.35) {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) => Math.round(((value >> shift) & 255) * (1 - amount));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

const UPPER =
  "M46,222 C44,180 46,140 64,118 C80,108 120,112 150,124 C170,132 186,132 198,116 L214,92 " +
  "C226,86 240,92 246,104 C290,130 360,160 420,182 C446,192 456,206 456,222 Z";

/** The texture a material gives the upper, as a pattern over its colour. */
const MATERIAL_PATTERN = {
  CANVAS: '<path d="M0,8 L8,0" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/>',
  MESH: '<circle cx="4" cy="4" r="1.6" fill="#000" fill-opacity="0.22"/>',
  SUEDE:
    '<circle cx="2" cy="3" r="0.8" fill="#000" fill-opacity="0.15"/><circle cx="6" cy="6" r="0.7" fill="#fff" fill-opacity="0.2"/>',
  NUBUCK: '<circle cx="3" cy="5" r="0.6" fill="#000" fill-opacity="0.12"/>',
  LEATHER: '<path d="M0,4 L8,4" stroke="#fff" stroke-opacity="0.08" stroke-width="1"/>',
};

function laces(color) {
  const crossings = [0, 1, 2, 3].map((index) => {
    const x = 256 + index * 28;
    const y = 112 + index * 12;
    const line = `M${x - 12},${y - 6} L${x + 14},${y + 12} M${x + 14},${y - 6} L${x - 10},${y + 12}`;
    return `<path d="${line}" stroke="${darker(color, 0.5)}" stroke-width="8" stroke-linecap="round"/>
    <path d="${line}" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`;
  });
  return crossings.join("\n    ");
}

/** The SVG of a part drawn alone over a transparent canvas, turned as the whole shoe is. */
function partLayer(image, content) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">
  <g transform="translate(250 0) scale(${turnOf(image.view, image.frame)} 1) translate(-250 0)">
    ${content}
  </g>
</svg>
`;
}

const monogramText = (family) =>
  `<text x="58" y="206" font-family="${escapeXml(family ?? "serif")}" font-size="24" fill="#C9A227" stroke="#6B5412" stroke-width="0.6">ABC</text>`;

/**
 * A component's image. The Studio and the recipe previews stack a view's placements bottom first (upper,
 * laces, monogram), so laces and monograms are drawn alone on a transparent canvas over the upper's whole
 * shoe; any other part is the whole shoe with that part coloured.
 */
function component(image) {
  if (image.part === "LACES") return partLayer(image, laces(image.hex ?? LACES));
  if (image.part === "MONOGRAM") return partLayer(image, monogramText(image.family));
  return sneaker(image);
}

/** The sneaker seen from the side, turned by `turn`, with the component's part coloured. */
function sneaker(image) {
  const upper = image.part === "UPPER" ? (image.hex ?? NEUTRAL) : NEUTRAL;
  const lace = image.part === "LACES" ? (image.hex ?? LACES) : LACES;
  const pattern = MATERIAL_PATTERN[image.material ?? ""] ?? "";
  const turn = turnOf(image.view, image.frame);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">
  <defs>
    <clipPath id="upper"><path d="${UPPER}"/></clipPath>
    <pattern id="material" width="8" height="8" patternUnits="userSpaceOnUse">${pattern}</pattern>
    <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
    </linearGradient>
  </defs>
  <g transform="translate(250 0) scale(${turn} 1) translate(-250 0)">
    <path d="${UPPER}" fill="${upper}" stroke="${darker(upper)}" stroke-width="3"/>
    <g clip-path="url(#upper)">
      <rect x="40" y="80" width="420" height="150" fill="url(#material)"/>
      <rect x="40" y="80" width="420" height="150" fill="url(#sheen)"/>
      <path d="M380,222 C384,196 410,180 440,192 C452,200 456,210 456,222 Z" fill="#000" fill-opacity="0.08"/>
      <path d="M46,222 C44,196 46,170 52,150 L74,150 C70,172 70,198 74,222 Z" fill="#000" fill-opacity="0.14"/>
      <path d="M120,204 C200,198 300,176 390,152" stroke="#fff" stroke-opacity="0.55" stroke-width="9" fill="none"/>
    </g>
    ${laces(lace)}
    <path d="M40,250 L440,250 Q462,250 458,232 L456,222 L44,222 Q34,236 40,250 Z" fill="#F1EFE9" stroke="#A9A49A" stroke-width="3"/>
    <path d="M44,240 L456,240" stroke="#A9A49A" stroke-width="1.5"/>
  </g>
  <text x="12" y="308" font-family="sans-serif" font-size="11" fill="#5F6368">${escapeXml(image.name.replace(/\.svg$/, ""))}</text>
</svg>
`;
}

/** What a view's background component draws behind the shoe: a studio wall and the shoe's shadow. */
function backdrop(image) {
  const turn = Math.abs(turnOf(image.view, image.frame));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#F4F6F9"/><stop offset="0.78" stop-color="#DDE3EA"/><stop offset="1" stop-color="#C9D1DB"/>
    </linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="480" height="320" fill="url(#wall)"/>
  <ellipse cx="250" cy="254" rx="${Math.round(40 + 200 * turn)}" ry="16" fill="url(#shadow)"/>
</svg>
`;
}

/** The Static view's image: the box the shoes ship in. */
function shoeBox() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">
  <path d="M70,130 L330,130 L410,90 L150,90 Z" fill="#E9DCC5" stroke="#8C7A5B" stroke-width="3"/>
  <path d="M70,130 L330,130 L330,260 L70,260 Z" fill="#D8C3A5" stroke="#8C7A5B" stroke-width="3"/>
  <path d="M330,130 L410,90 L410,220 L330,260 Z" fill="#C4AC88" stroke="#8C7A5B" stroke-width="3"/>
  <path d="M70,130 L330,130 L330,152 L70,152 Z" fill="#000" fill-opacity="0.08"/>
  <text x="200" y="212" text-anchor="middle" font-family="Georgia, serif" font-size="24" fill="#4E3F2A">Demo Outfitters</text>
</svg>
`;
}

const draw = { component, backdrop, static: shoeBox };

const { demoImagePlan } = await tsImport("../apps/server/src/seed/demo-image-plan.ts", import.meta.url);
const images = await demoImagePlan();
await mkdir(OUT, { recursive: true });
for (const name of await readdir(OUT)) if (name.endsWith(".svg")) await rm(join(OUT, name));
for (const image of images) await writeFile(join(OUT, image.name), draw[image.kind](image));
console.log(`Wrote ${images.length} images to ${OUT}`);
