import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The passport scan's full matrix (`npm run test:scan`): every orientation, phone photos, PDFs and
 * other generated passports. Slower than the representative cases `npm test` runs (`*.e2e.ts`).
 */
export default defineConfig({ ...base, testMatch: '**/*.scan.ts' });
