import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reading a synthesised cloud assembly (`cdk synth -o <dir>`): every Lambda function of the stack, the
 * folder of its artifact, its environment as the template gives it (intrinsics unresolved) and what
 * invokes it. The deployment artifact test and the asset benchmark start from this, so they cover
 * every function `cdk deploy` would create, including ones added later.
 */
export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly Metadata?: Record<string, unknown>;
}

export interface CfnTemplate {
  readonly Resources: Record<string, CfnResource>;
}

export type FunctionTrigger =
  | { readonly kind: 'http'; readonly routeKeys: readonly string[] }
  | { readonly kind: 'websocket'; readonly routeKeys: readonly string[] }
  | { readonly kind: 'schedule'; readonly expression: string };

export interface AssemblyFunction {
  readonly logicalId: string;
  /** The construct path, e.g. `KenyaEta/Api/health/Function`. */
  readonly path: string;
  /** The artifact's folder (absolute). */
  readonly assetDir: string;
  /** `index.handler`: module file and export. */
  readonly handler: string;
  readonly runtime: string;
  readonly memorySize: number;
  readonly environment: Record<string, unknown>;
  readonly triggers: readonly FunctionTrigger[];
}

export function readTemplate(assemblyDir: string, stackName: string): CfnTemplate {
  return JSON.parse(readFileSync(join(assemblyDir, `${stackName}.template.json`), 'utf8')) as CfnTemplate;
}

/** True when `value` refers to the resource `logicalId` (`Ref` or `Fn::GetAtt` anywhere inside). */
function refersTo(value: unknown, logicalId: string): boolean {
  const json = JSON.stringify(value ?? null);
  return json.includes(`{"Ref":"${logicalId}"}`) || json.includes(`{"Fn::GetAtt":["${logicalId}",`);
}

function resourcesOf(template: CfnTemplate, type: string): [string, CfnResource][] {
  return Object.entries(template.Resources).filter(([, r]) => r.Type === type);
}

function apiTriggers(template: CfnTemplate, fnId: string): FunctionTrigger[] {
  const triggers: FunctionTrigger[] = [];
  for (const [integrationId, integration] of resourcesOf(template, 'AWS::ApiGatewayV2::Integration')) {
    if (!refersTo(integration.Properties?.IntegrationUri, fnId)) continue;
    const apiId = (integration.Properties?.ApiId as { Ref?: string } | undefined)?.Ref ?? '';
    const protocol = template.Resources[apiId]?.Properties?.ProtocolType;
    const routeKeys = resourcesOf(template, 'AWS::ApiGatewayV2::Route')
      .filter(([, route]) => refersTo(route.Properties?.Target, integrationId))
      .map(([, route]) => String(route.Properties?.RouteKey));
    triggers.push({ kind: protocol === 'WEBSOCKET' ? 'websocket' : 'http', routeKeys });
  }
  return triggers;
}

function scheduleTriggers(template: CfnTemplate, fnId: string): FunctionTrigger[] {
  const rules = resourcesOf(template, 'AWS::Events::Rule')
    .filter(([, rule]) => refersTo(rule.Properties?.Targets, fnId))
    .map(([, rule]) => String(rule.Properties?.ScheduleExpression ?? 'event pattern'));
  const schedules = resourcesOf(template, 'AWS::Scheduler::Schedule')
    .filter(([, schedule]) => refersTo(schedule.Properties?.Target, fnId))
    .map(([, schedule]) => String(schedule.Properties?.ScheduleExpression));
  return [...rules, ...schedules].map((expression) => ({ kind: 'schedule', expression }));
}

/** Every function of the stack with its artifact folder, environment and triggers. */
export function assemblyFunctions(assemblyDir: string, stackName: string): AssemblyFunction[] {
  const template = readTemplate(assemblyDir, stackName);
  return resourcesOf(template, 'AWS::Lambda::Function').map(([logicalId, fn]) => {
    const assetPath = fn.Metadata?.['aws:asset:path'];
    if (typeof assetPath !== 'string') throw new Error(`${logicalId} has no code asset`);
    const properties = fn.Properties ?? {};
    const env = (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
    return {
      logicalId,
      path: String(fn.Metadata?.['aws:cdk:path'] ?? logicalId),
      assetDir: join(assemblyDir, assetPath),
      handler: String(properties.Handler),
      runtime: String(properties.Runtime),
      memorySize: Number(properties.MemorySize ?? 128),
      environment: env ?? {},
      triggers: [...apiTriggers(template, logicalId), ...scheduleTriggers(template, logicalId)],
    };
  });
}
