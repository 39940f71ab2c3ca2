/** The name suffixes that link an asset to its base asset (part 3 section 9), placed before the extension. */
export const ASSET_SUFFIXES = ["Mask", "Lightmap", "Overlay"] as const;
export type AssetSuffix = (typeof ASSET_SUFFIXES)[number];

/** The library's view modes: the base images, or the Mask or Lightmap made from each. */
export const ASSET_VIEW_MODES = ["base", "Mask", "Lightmap"] as const;
export type AssetViewMode = (typeof ASSET_VIEW_MODES)[number];

const NAME_MAX = 400;

/**
 * Why `name` cannot name an asset, or null: a path of non-empty segments separated by '/', without '.' or
 * '..' segments, backslashes, control characters or a leading or trailing '/'.
 */
export function assetNameProblem(name: string): string | null {
  if (name.length === 0) return "Name is required.";
  if (name.length > NAME_MAX) return `Name must be at most ${NAME_MAX} characters.`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return "Name may not hold control characters or backslashes.";
  const segments = name.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".."))
    return "Name must be a path of folders and a file name, without empty, '.' or '..' parts.";
  return null;
}

/** `name` split at its extension: "a/red.Mask.png" gives ["a/red.Mask", ".png"]. */
function splitExtension(name: string): [string, string] {
  const slash = name.lastIndexOf("/");
  const dot = name.lastIndexOf(".");
  return dot > slash + 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
}

/** The suffix of a linked asset ("red.Mask.png" is a Mask), or null for a base asset. */
export function assetSuffixOf(name: string): AssetSuffix | null {
  const [stem] = splitExtension(name);
  return ASSET_SUFFIXES.find((suffix) => stem.endsWith(`.${suffix}`)) ?? null;
}

/** The name of the base asset a linked asset belongs to, without extension: "a/red.Mask.png" gives "a/red". */
export function assetBaseStem(name: string): string {
  const [stem] = splitExtension(name);
  const suffix = assetSuffixOf(name);
  return suffix ? stem.slice(0, -(suffix.length + 1)) : stem;
}

/** The name a mask or lightmap made from `baseName` gets: "a/red.jpg" gives "a/red.Mask.png". */
export function derivedAssetName(baseName: string, suffix: AssetSuffix): string {
  return `${assetBaseStem(baseName)}.${suffix}.png`;
}

/** Whether an asset shows in a view mode: base shows assets without suffix, Mask and Lightmap their own. */
export function inViewMode(name: string, mode: AssetViewMode): boolean {
  const suffix = assetSuffixOf(name);
  return mode === "base" ? suffix === null : suffix === mode;
}

/** The zip Download all names: Assets-year-month-day-hour-minute.zip (part 3 section 9), in local time of `at`. */
export function assetZipName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `Assets-${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}-${two(at.getHours())}-${two(at.getMinutes())}.zip`;
}
