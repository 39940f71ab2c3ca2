import {
  DataTexture,
  DoubleSide,
  MeshBasicMaterial,
  NearestFilter,
  RepeatWrapping,
  RGBAFormat,
  ShaderMaterial,
  SRGBColorSpace,
} from "three";

const CHECKER_SIZE = 64;
const CHECKER_CELLS = 8;

/**
 * The RGBA pixels of the UV checker: cells alternating light and dark, tinted red along U and green
 * along V, so both stretching and the direction of the coordinates show on the model.
 */
export function checkerPixels(size = CHECKER_SIZE, cells = CHECKER_CELLS): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const cell = size / cells;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const light = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0;
      const base = light ? 200 : 60;
      const offset = (y * size + x) * 4;
      pixels[offset] = Math.min(255, base + Math.round((x / size) * 55));
      pixels[offset + 1] = Math.min(255, base + Math.round((y / size) * 55));
      pixels[offset + 2] = base;
      pixels[offset + 3] = 255;
    }
  }
  return pixels;
}

/** The UVs view: an unlit checker texture laid out by the model's first UV set. */
export function createUvCheckerMaterial(): MeshBasicMaterial {
  const texture = new DataTexture(checkerPixels(), CHECKER_SIZE, CHECKER_SIZE, RGBAFormat);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.magFilter = NearestFilter;
  texture.colorSpace = SRGBColorSpace;
  texture.needsUpdate = true;
  return new MeshBasicMaterial({ map: texture, side: DoubleSide });
}

/**
 * The Orientation view: front faces blue and back faces red, shaded by the normal's angle to the
 * viewer, so faces wound or facing the wrong way stand out.
 */
export function createOrientationMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    side: DoubleSide,
    vertexShader: `
      varying vec3 vViewNormal;
      void main() {
        vViewNormal = normalize(normalMatrix * normal);
        gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
      }`,
    fragmentShader: `
      varying vec3 vViewNormal;
      void main() {
        vec3 normal = normalize(vViewNormal) * (gl_FrontFacing ? 1.0 : -1.0);
        float light = 0.35 + 0.65 * abs(normal.z);
        vec3 color = gl_FrontFacing ? vec3(0.2, 0.45, 1.0) : vec3(1.0, 0.25, 0.2);
        gl_FragColor = vec4(color * light, 1.0);
      }`,
  });
}
