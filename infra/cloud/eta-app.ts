import { App, Validations } from 'aws-cdk-lib';
import type { AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readEtaConfig } from './config';
import { EtaStack } from './eta-stack';

/** The stack's construct id (and CloudFormation stack name). Never change it: it would replace the data. */
export const etaStackId = 'KenyaEta';

/**
 * The CDK app: the stack, configured from context, and the cdk-nag AwsSolutions pack as a validation
 * plugin, so every synth fails on an unacknowledged error finding (warnings are printed).
 */
export function createEtaApp(props: AppProps = {}): { readonly app: App; readonly stack: EtaStack } {
  const app = new App(props);
  const stack = new EtaStack(app, etaStackId, {
    config: readEtaConfig(app.node),
    description: 'Kenya eTA: static site, HTTP and WebSocket APIs, functions, table, documents, mail',
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}
