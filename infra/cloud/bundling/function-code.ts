import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { repoRoot } from '../paths';
import { bundleFunction } from './bundle-function';

/**
 * A function's code asset: `bundleFunction` run by CDK's asset bundling on this machine (no Docker),
 * hashed by its output, so an asset changes exactly when the artifact does. `cdk synth` writes it to
 * `cdk.out/asset.<hash>/`; tests that skip bundling (`aws:cdk:bundling-stacks: []`) never build it.
 */
export function functionCode(entry: string): Code {
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never used: local bundling always succeeds or throws. CDK requires an image all the same.
      image: DockerImage.fromRegistry('local-esbuild-only'),
      // Part of CDK's asset cache key (which ignores `local`): without it every function would get
      // the first one's bundle.
      command: ['bundle-function', entry],
      local: {
        tryBundle(outputDir: string): boolean {
          bundleFunction(entry, outputDir);
          return true;
        },
      },
    },
  });
}
