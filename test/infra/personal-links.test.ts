import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftsPath, openDraftPath } from '../../shared/api/drafts';
import { lostLinkPath, myApplicationPath } from '../../shared/api/personal-link';
import { synthEta } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthEta({}));
});

type Resources = [string, { Properties: Record<string, unknown>; DeletionPolicy?: string }][];
const resources = (type: string) => Object.entries(template.findResources(type)) as Resources;

/** The functions that write to travellers or open a personal link. */
const signers = ['applications', 'status', 'documents', 'payments', 'admin', 'drafts'];
/** Outside the API: the payment reconciliation, whose receipts carry the link too. */
const otherSigners = ['PaymentReconciliationreconcile'];

describe('the personal links’ secret', () => {
  const secret = () => {
    const found = resources('AWS::SecretsManager::Secret').filter(([id]) =>
      id.startsWith('ApiPersonalLinks'),
    );
    expect(found).toHaveLength(1);
    return found[0] as Resources[number];
  };

  it('is one generated secret, kept on delete', () => {
    expect(secret()[1].DeletionPolicy).toBe('Retain');
  });

  it('reaches exactly the functions that mail travellers or open links, as an ARN, never a value', () => {
    const [secretId] = secret();
    const withArn = resources('AWS::Lambda::Function')
      .filter(([, fn]) => {
        const env = fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined;
        expect(env?.Variables ?? {}).not.toHaveProperty('PERSONAL_LINK_SECRET');
        return JSON.stringify(env?.Variables?.PERSONAL_LINK_SECRET_ARN) === JSON.stringify({ Ref: secretId });
      })
      .map(
        ([id]) =>
          signers.find((name) => id.startsWith(`Api${name}`)) ??
          otherSigners.find((name) => id.startsWith(name)),
      );
    expect(withArn.sort()).toEqual([...signers, ...otherSigners].sort());
    const readers = resources('AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes(secretId))
      .flatMap(([, p]) => (p.Properties.Roles as { Ref: string }[]).map((r) => r.Ref));
    expect(readers).toHaveLength(signers.length + otherSigners.length);
  });

  it('routes the token exchange and "Lost your link?" to the status function', () => {
    const keys = resources('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(keys).toContain(`POST ${myApplicationPath}`);
    expect(keys).toContain(`POST ${lostLinkPath}`);
  });

  it('routes saving a draft and opening its link to the drafts function', () => {
    const routes = resources('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(routes).toContain(`POST ${draftsPath}`);
    expect(routes).toContain(`POST ${openDraftPath}`);
  });
});
