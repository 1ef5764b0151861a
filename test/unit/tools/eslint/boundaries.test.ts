import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loading the configuration and its plugins takes seconds: once, here.
  await eslint.lintText('export {};\n', { filePath: 'shared/probe.ts' });
}, 120_000);

/** The rules that fire for `code` placed at `path`, with the project's own eslint.config.js. */
async function rulesFor(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

describe("the folders' import boundaries (eslint.config.js)", () => {
  it.each([
    [
      'shared/probe.ts',
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const c = DynamoDBClient;\n",
    ],
    ['shared/probe.ts', "import { Hono } from 'hono';\nexport const h = Hono;\n"],
    ['shared/probe.ts', "import { useState } from 'react';\nexport const u = useState;\n"],
    [
      'shared/probe.ts',
      "import { useHydrated } from '../site/lib/use-hydrated';\nexport const u = useHydrated;\n",
    ],
    [
      'site/lib/probe.ts',
      "import { lambdaHandler } from '../../functions/lib/lambda-handler';\nexport const l = lambdaHandler;\n",
    ],
    ['site/lib/probe.ts', "import { S3Client } from '@aws-sdk/client-s3';\nexport const s = S3Client;\n"],
    [
      'functions/lib/probe.ts',
      "import { useHydrated } from '../../site/lib/use-hydrated';\nexport const u = useHydrated;\n",
    ],
    ['functions/lib/probe.ts', "import { z } from 'zod/mini';\nexport const s = z.string();\n"],
    ['functions/lib/probe.ts', "import * as z from 'zod';\nexport const s = z.string();\n"],
  ])('refuses in %s: %j', async (path, code) => {
    const rules = await rulesFor(path, code);
    expect(rules.some((r) => r === 'no-restricted-imports' || r === 'no-restricted-syntax')).toBe(true);
  });

  it.each([
    [
      'shared/probe.ts',
      "import * as z from 'zod/mini';\nimport { localeCodes } from './locales';\nexport const s = [z, localeCodes];\n",
    ],
    [
      'site/lib/probe.ts',
      "import { localeCodes } from '../../shared/locales';\nexport const s = localeCodes;\n",
    ],
    [
      'functions/lib/probe.ts',
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nimport { Hono } from 'hono';\nexport const s = [DynamoDBClient, Hono];\n",
    ],
    ['infra/local/probe.ts', "import { Hono } from 'hono';\nexport const s = Hono;\n"],
  ])('allows in %s: %j', async (path, code) => {
    expect(await rulesFor(path, code)).toEqual([]);
  });
});
