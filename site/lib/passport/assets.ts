/**
 * Where the browser finds the scan's heavy parts: our own origin, under the folder the build copies
 * them to (`site/integrations/scan-assets.ts`). Never a CDN.
 */
export function scanAssetsBase(): string {
  return import.meta.env.SCAN_ASSETS ?? '/_astro/scan/';
}

export function scanAssetUrl(path: string): string {
  return new URL(`${scanAssetsBase()}${path}`, window.location.origin).href;
}
