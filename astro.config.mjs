// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { defaultLocale, localeCodes } from './shared/locales.ts';
import { scanAssets } from './site/integrations/scan-assets.ts';
import { noLazyPreloads } from './site/integrations/no-lazy-preloads.ts';
import { siteBuildIntegration } from './site/integrations/site-build.ts';
import { compileHintBanner } from './site/integrations/compile-hints.ts';

// Static output: every page is pre-rendered; React islands hydrate the interactive screens.
// The i18n routing is derived from the one locale registry in shared/locales.ts.
export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // scanAssets: the passport scan's OCR worker, WebAssembly and models, copied from npm into the site.
  // What the build is for (SITE_TARGET, PAYMENT_GATEWAY): shared/site-build.ts.
  // noLazyPreloads: a lazy import inserts no modulepreload links (see the module).
  integrations: [react(), scanAssets(), siteBuildIntegration(), noLazyPreloads()],
  i18n: {
    locales: [...localeCodes],
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  devToolbar: { enabled: false },
  vite: {
    build: {
      rolldownOptions: {
        output: {
          // React's runtime and zod compiled while they stream in, not on the main thread as they run.
          postBanner: compileHintBanner,
          // React's runtime in one file instead of four: every island page loads all of it anyway,
          // and one file compresses better (about 0.9 KB gzip less per page, measured).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // The journey's small records-and-paths modules (no React, no imports but each other) in
              // one chunk: left apart, each is a file of its own on every journey page (an import list
              // and a gzip stream each), and every new page that shares some of them splits them again.
              {
                name: 'journey-core',
                test: /[\\/](shared[\\/]destinations[\\/]journeys|shared[\\/]journey[\\/](kenya-storage-keys|field-rules)|site[\\/]lib[\\/]journey[\\/](current-journey|journey-keys|steps|ui-keys|storage|country-lookup|date-parts))\.ts$/,
              },
            ],
          },
        },
      },
    },
  },
});
