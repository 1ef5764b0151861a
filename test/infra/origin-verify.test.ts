import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { originVerifyHeader } from '../../functions/lib/origin-verify';
import { httpConcerns } from '../../infra/cloud/constructs/api';
import { synthEta } from './synth';

let template: Template;
beforeAll(() => {
  ({ template } = synthEta());
});

interface Origin {
  DomainName: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}
const distributionOrigins = (): Origin[] => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
    Properties: { DistributionConfig: { Origins: Origin[] } };
  }[];
  if (!distribution) throw new Error('no distribution');
  return distribution.Properties.DistributionConfig.Origins;
};
const secretId = () => {
  const ids = Object.keys(template.findResources('AWS::SecretsManager::Secret')).filter((id) =>
    id.startsWith('OriginVerify'),
  );
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
};
/** The CloudFormation dynamic reference `{{resolve:secretsmanager:<secret>:SecretString:::}}`. */
const isReferenceTo = (value: unknown, id: string) => {
  const text = JSON.stringify(value);
  return text.includes('{{resolve:secretsmanager:') && text.includes(`"Ref":"${id}"`);
};

describe('the origin proof between CloudFront and the HTTP API', () => {
  it('is a generated Secrets Manager value, sent by CloudFront to the API origin only', () => {
    const id = secretId();
    const withHeader = distributionOrigins().filter((o) =>
      o.OriginCustomHeaders?.some((h) => h.HeaderName === originVerifyHeader),
    );
    expect(withHeader).toHaveLength(1);
    const header = withHeader[0]?.OriginCustomHeaders?.find((h) => h.HeaderName === originVerifyHeader);
    expect(isReferenceTo(header?.HeaderValue, id)).toBe(true);
    // The API origin: the host name taken from the HTTP API's endpoint.
    expect(JSON.stringify(withHeader[0]?.DomainName)).toContain('ApiEndpoint');
  });

  it('is given to every HTTP function, by reference (the value is in neither template nor cdk.out)', () => {
    const id = secretId();
    const functions = Object.entries(template.findResources('AWS::Lambda::Function')) as [
      string,
      { Properties: { Environment?: { Variables?: Record<string, unknown> } } },
    ][];
    for (const concern of httpConcerns) {
      const found = functions.find(([logicalId]) => logicalId.startsWith(`Api${concern.name}`));
      expect(found, concern.name).toBeDefined();
      expect(isReferenceTo(found?.[1].Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRET, id)).toBe(
        true,
      );
    }
  });
});
