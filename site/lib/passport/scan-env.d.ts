interface ImportMetaEnv {
  /** The folder of the scan assets (`/_astro/scan-<hash>/`), defined by `site/integrations/scan-assets.ts`. */
  readonly SCAN_ASSETS: string;
}

declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  import Tesseract from 'tesseract.js';
  export default Tesseract;
}
