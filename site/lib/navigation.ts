import type { MessageKey } from '../../shared/i18n';

/**
 * The header and footer links. Only pages that exist are listed: each feature adds its own
 * entry when its page lands (a link checker over the built site keeps this honest).
 */
export interface NavItem {
  readonly path: string;
  readonly label: MessageKey;
}

/** The header in Kenya mode (every path except the Tanzania ones). */
export const headerNav: readonly NavItem[] = [
  { path: '/', label: 'common.page.home' },
  { path: '/kenya-eta-start', label: 'nav.apply' },
  { path: '/kenya-eta-check-status', label: 'common.action.checkStatus' },
  { path: '/how-to-apply', label: 'common.page.howToApply' },
  { path: '/visa-requirements', label: 'nav.requirements' },
  { path: '/general-information#fees', label: 'header.pricing' },
  { path: '/faq', label: 'nav.faq' },
  { path: '/contact-us', label: 'nav.contact' },
];

/**
 * The header in Tanzania mode (spec §2: /tanzania, /apply-visa, /apply-visa?rush=true, /visa-fees,
 * /processing, /faq, /contact): the journey's first page, and the same with the fastest speed chosen.
 */
export const tanzaniaHeaderNav: readonly NavItem[] = [
  { path: '/tanzania', label: 'common.page.tanzania' },
  { path: '/apply-visa', label: 'common.action.applyNow' },
  { path: '/apply-visa?rush=true', label: 'common.speed.urgent' },
  { path: '/visa-fees', label: 'nav.tanzania.fees' },
  { path: '/processing', label: 'nav.tanzania.processing' },
  { path: '/faq', label: 'nav.faq' },
  { path: '/contact-us', label: 'nav.contact' },
];

/** Pages (paths without a locale prefix) that belong to Tanzania though their path does not say so. */
const tanzaniaOnlyPages: ReadonlySet<string> = new Set(['/visa-fees', '/processing']);

/**
 * Which header a path gets (pre-rendered, no script): Tanzania when it contains /tanzania or /apply-visa
 * (spec §2), and on /visa-fees and /processing, which are Tanzania's own pages; otherwise Kenya.
 */
export function headerMode(path: string): 'kenya' | 'tanzania' {
  return /\/(tanzania|apply-visa)/.test(path) || tanzaniaOnlyPages.has(path) ? 'tanzania' : 'kenya';
}

export const footerNav: readonly NavItem[] = [
  { path: '/kenya-eta-start', label: 'common.action.applyNow' },
  { path: '/kenya-eta-check-status', label: 'common.action.checkStatus' },
  { path: '/how-to-apply', label: 'common.page.howToApply' },
  { path: '/general-information', label: 'footer.link.generalInformation' },
  { path: '/visa-requirements', label: 'footer.link.visaRequirements' },
  { path: '/faq', label: 'nav.faq' },
];

export const companyNav: readonly NavItem[] = [
  { path: '/about-us', label: 'common.page.about' },
  { path: '/contact-us', label: 'nav.contact' },
  { path: '/services', label: 'footer.link.services' },
  { path: '/portfolio', label: 'common.page.portfolio' },
  { path: '/audit', label: 'footer.link.audit' },
];

export const legalNav: readonly NavItem[] = [
  { path: '/privacy-policy', label: 'footer.link.privacy' },
  { path: '/terms-of-service', label: 'footer.link.terms' },
  { path: '/refund-policy', label: 'footer.link.refund' },
  { path: '/security-policy', label: 'footer.link.security' },
  { path: '/payment-policy', label: 'footer.link.payment' },
];
