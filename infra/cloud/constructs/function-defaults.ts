import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledgeWildcardResource } from '../nag';
import { repoPath, repoRoot } from '../paths';

/** The newest Node.js runtime this CDK version knows; cdk-nag (AwsSolutions-L1) checks for exactly that. */
export const functionRuntime = Runtime.NODEJS_24_X;

/**
 * ESM bundles have no `require`; a few CommonJS dependencies still call it. This is the standard
 * esbuild banner that defines it from `import.meta.url`.
 */
export const esmRequireBanner =
  "import { createRequire as topLevelCreateRequire } from 'node:module';" +
  'const require = topLevelCreateRequire(import.meta.url);';

/**
 * Environment every function reads at start (see `functions/lib/config.ts`) that does not come with a
 * grant. TABLE_NAME and BUCKET_NAME are added by the grant that gives access to the table or bucket.
 * The *_ENDPOINT variables are local-only and AWS_REGION is set by Lambda: neither is ever set here.
 */
export interface CommonEnvironment {
  readonly SITE_ORIGIN: string;
  readonly MAIL_FROM: string;
  readonly SUPPORT_EMAIL?: string;
}

/** A package left out of the bundle and shipped beside it in `node_modules/`, copied from the repository. */
export interface VendoredPackage {
  readonly name: string;
  /** What to copy of it (relative to its folder): package.json and the files its `main` needs. */
  readonly paths: readonly string[];
}

/**
 * What one function needs beyond the shared bundle: large libraries kept out of the minified bundle
 * (so it stays within the 150 KB budget) and data files (fonts) copied next to the handler.
 */
export interface ExtraBundling {
  readonly vendor?: readonly VendoredPackage[];
  /** Files copied into the bundle: `from` relative to the repository root, `to` relative to the bundle. */
  readonly files?: readonly { readonly from: string; readonly to: string }[];
}

/** The shell commands that copy vendored packages and files into a bundle (run after esbuild). */
export function copyCommands(extra: ExtraBundling, inputDir: string, outputDir: string): string[] {
  const commands: string[] = [];
  for (const pkg of extra.vendor ?? []) {
    const target = `${outputDir}/node_modules/${pkg.name}`;
    for (const path of pkg.paths) {
      const parent = path.includes('/') ? `${target}/${path.slice(0, path.lastIndexOf('/'))}` : target;
      commands.push(
        `mkdir -p "${parent}"`,
        `cp -R "${inputDir}/node_modules/${pkg.name}/${path}" "${parent}/"`,
      );
    }
  }
  for (const file of extra.files ?? []) {
    const to = `${outputDir}/${file.to}`;
    commands.push(`mkdir -p "${to.slice(0, to.lastIndexOf('/'))}"`, `cp "${inputDir}/${file.from}" "${to}"`);
  }
  return commands;
}

export interface EtaFunctionProps {
  /** The handler module, relative to the repository root (for example `functions/health/lambda.ts`). */
  readonly entry: string;
  readonly environment: CommonEnvironment;
  readonly bundling?: ExtraBundling;
  readonly description?: string;
  /** Longer than the default 10 s, for a scheduled job (not behind API Gateway's 30 s). */
  readonly timeout?: Duration;
}

/**
 * One Lambda function with the shared defaults: Node.js on arm64, a minified ESM bundle with source
 * maps and the AWS SDK left to the runtime, 512 MB, 10 s, X-Ray tracing, and its own log group kept
 * for one month. The role is explicit and may write only to that log group (no AWS managed policy).
 */
export class EtaFunction extends Construct {
  readonly handler: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: EtaFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    });
    this.logGroup.grantWrite(role);

    this.handler = new NodejsFunction(this, 'Function', {
      entry: repoPath(props.entry),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: functionRuntime,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      role,
      ...(props.description === undefined ? {} : { description: props.description }),
      environment: {
        ...definedOnly(props.environment),
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: OutputFormat.ESM,
        banner: esmRequireBanner,
        minify: true,
        // Messages in 14 languages: UTF-8 output instead of \uXXXX escapes (a third of the size). Passed
        // as an esbuild argument: this aws-cdk-lib does not forward its `charset` option to esbuild.
        esbuildArgs: { '--charset': 'utf8' },
        sourceMap: true,
        sourcesContent: false,
        externalModules: ['@aws-sdk/*', ...(props.bundling?.vendor ?? []).map((p) => p.name)],
        ...(props.bundling === undefined
          ? {}
          : {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) =>
                  copyCommands(props.bundling ?? {}, inputDir, outputDir),
              },
            }),
      },
    });

    acknowledgeWildcardResource(
      role,
      '*',
      'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) has no resource-level permissions; ' +
        'CDK adds it with Resource "*" when tracing is active.',
    );
  }
}

function definedOnly(environment: CommonEnvironment): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(environment)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}
