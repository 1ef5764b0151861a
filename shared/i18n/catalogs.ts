import type { Catalog } from './catalog';
import { coreCatalog } from './core';
import { contactCatalog } from './public/contact';
import { faqCatalog } from './public/faq';
import { legalCatalog } from './legal';
import { publicHomeCatalog } from './public/home';
import { publicInfoCatalog } from './public/info';
import { publicSiteCatalog } from './public/site';
import { journeyCatalog } from './journey';
import { applicationMailCatalog } from './application-mail';
import { paymentCatalog } from './payment';
import { paymentMailCatalog } from './payment-mail';
import { statusCatalog } from './status';
import { documentsMailCatalog } from './documents-mail';
import { decisionMailCatalog } from './decision-mail';
import { documentsCatalog } from './documents';
import { adminPanelCatalog } from './admin-panel';
import { adminAuthCatalog } from './admin-auth';
import { chatCatalog } from './chat';
import { chatConsoleCatalog } from './chat-console';

/**
 * Every catalog of the product. A feature adds its catalog here (one line) and its keys join
 * `MessageKey`; the dictionary test checks every catalog in every locale.
 */
export const catalogs = {
  core: coreCatalog,
  publicSite: publicSiteCatalog,
  publicHome: publicHomeCatalog,
  publicInfo: publicInfoCatalog,
  contact: contactCatalog,
  faq: faqCatalog,
  legal: legalCatalog,
  journey: journeyCatalog,
  applicationMail: applicationMailCatalog,
  payment: paymentCatalog,
  paymentMail: paymentMailCatalog,
  status: statusCatalog,
  documentsMail: documentsMailCatalog,
  decisionMail: decisionMailCatalog,
  documents: documentsCatalog,
  adminPanel: adminPanelCatalog,
  adminAuth: adminAuthCatalog,
  chat: chatCatalog,
  chatConsole: chatConsoleCatalog,
} as const;

type CatalogKey<C> = C extends Catalog<infer K> ? K : never;
export type MessageKey = CatalogKey<(typeof catalogs)[keyof typeof catalogs]>;
export type Messages = Readonly<Record<MessageKey, string>>;
