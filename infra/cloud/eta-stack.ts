import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { EtaConfig } from './config';
import { AccessLogs } from './constructs/access-logs';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { Chat, chatStageName } from './constructs/chat';
import { Data } from './constructs/data';
import type { CommonEnvironment } from './constructs/function-defaults';
import { Mail } from './constructs/mail';
import { MailEvents } from './constructs/mail-events';
import { OriginVerify } from './constructs/origin-verify';
import { gatewaySecretOf } from './constructs/payment-gateway';
import { PaymentReconciliation } from './constructs/payment-reconciliation';
import { Retention } from './constructs/retention';
import { Site } from './constructs/site';
import { repoPath } from './paths';

export interface EtaStackProps extends StackProps {
  readonly config: EtaConfig;
}

/** The whole product in one stack. It only composes the constructs; each owns its concern. */
export class EtaStack extends Stack {
  readonly data: Data;
  readonly mail: Mail;
  readonly mailEvents: MailEvents;
  readonly api: Api;
  readonly chat: Chat;
  readonly reconciliation: PaymentReconciliation;
  readonly site: Site;
  readonly retention: Retention;
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: EtaStackProps) {
    super(scope, id, props);
    const { config } = props;
    const environment: CommonEnvironment = {
      SITE_ORIGIN: config.siteOrigin,
      MAIL_FROM: config.mailFrom,
      SUPPORT_EMAIL: config.supportEmail,
    };

    const paymentGateway = { name: config.paymentGateway, url: config.paymentGatewayUrl };
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    this.data = new Data(this, 'Data', { siteOrigin: config.siteOrigin, accessLogBucket: accessLogs.bucket });
    this.mail = new Mail(this, 'Mail', { domain: config.mailDomain });
    this.mailEvents = new MailEvents(this, 'MailEvents', { environment, data: this.data, mail: this.mail });
    const originVerify = new OriginVerify(this, 'OriginVerify');
    this.api = new Api(this, 'Api', {
      environment,
      data: this.data,
      mail: this.mail,
      originVerify,
      paymentGateway,
    });
    this.chat = new Chat(this, 'Chat', { environment, data: this.data, mail: this.mail });
    this.retention = new Retention(this, 'Retention', { environment, data: this.data });
    const payments = this.api.functions.get('payments');
    if (payments === undefined) throw new Error('The API has no payments concern');
    this.reconciliation = new PaymentReconciliation(this, 'PaymentReconciliation', {
      environment,
      data: this.data,
      mail: this.mail,
      gatewaySecret: gatewaySecretOf(payments.handler),
      gateway: paymentGateway,
      personalLinks: this.api.personalLinks,
    });
    this.site = new Site(this, 'Site', {
      siteDomain: config.siteDomain,
      ...(config.certificateArn === undefined ? {} : { certificateArn: config.certificateArn }),
      siteDirectory: repoPath(config.siteDir),
      build: { target: 'cloud', paymentGateway: config.paymentGateway },
      accessLogBucket: accessLogs.bucket,
      apiDomainName: this.api.domainName,
      apiOriginHeaders: { [originVerify.headerName]: originVerify.value },
      chatDomainName: this.chat.domainName,
      chatStageName,
      uploadDomainName: this.data.documents.bucketRegionalDomainName,
    });

    this.alarms = new Alarms(
      this,
      'Alarms',
      config.alarmEmail === undefined ? {} : { email: config.alarmEmail },
    );

    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('SiteUrl', this.site.url, 'Where the site is served');
    output('DistributionDomainName', this.site.distribution.distributionDomainName, 'Point siteDomain here');
    output('HttpApiUrl', this.api.url, 'HTTP API (also under /api/* of the site)');
    output('WebSocketUrl', this.chat.url, 'WebSocket API (also under /ws of the site)');
    output('TableName', this.data.table.tableName, 'DynamoDB table');
    output('DocumentsBucketName', this.data.documents.bucketName, 'Uploaded documents');
  }
}
