import { createEtaApp } from './eta-app';

/** Entry of `cdk synth` / `cdk deploy` (see cdk.json). Configure with `-c siteDomain=... -c ...`. */
createEtaApp();
