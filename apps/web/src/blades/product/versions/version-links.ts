/**
 * The far-future instant 'Open in Studio — Use Future Date' previews the version at, so content
 * scheduled for later shows as it will (see docs/decisions/web-version-preview-links.md).
 */
export const STUDIO_FUTURE_PREVIEW_DATE = "2099-12-31T00:00:00Z";

/** Where blueprint pages are served: the same origin, under this path. */
export const BLUEPRINT_BASE_PATH = "/blueprint";

interface VersionRef {
  styleCode: string;
  code: number;
}

/** The Studio preview of a version: /studio.html?product={styleCode}&version={code}[&previewDate=...]. */
export function studioUrl({ styleCode, code }: VersionRef, options: { futureDate?: boolean } = {}): string {
  const params = new URLSearchParams({ product: styleCode, version: String(code) });
  if (options.futureDate) params.set("previewDate", STUDIO_FUTURE_PREVIEW_DATE);
  return `/studio.html?${params.toString()}`;
}

/** The blueprint page of a version: {base}/{styleCode}/{versionCode}/_/. */
export function blueprintUrl({ styleCode, code }: VersionRef): string {
  return `${BLUEPRINT_BASE_PATH}/${encodeURIComponent(styleCode)}/${code}/_/`;
}
