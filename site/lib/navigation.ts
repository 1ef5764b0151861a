import type { MessageKey } from '../../shared/i18n';
import {
  defaultDestinationId,
  destinations,
  destinationIds,
  type DestinationId,
} from '../../shared/destinations';

/**
 * The header and footer links. Only pages that exist are listed: each feature adds its own
 * entry when its page lands (a link checker over the built site keeps this honest).
 */
export interface NavItem {
  readonly path: string;
  readonly label: MessageKey;
}

/** The header in the default destination's mode (Kenya's: every path but another destination's). */
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

/** A destination's header navigation (its definition's `header.nav`); the default destination's is the site's. */
export function headerNavOf(mode: DestinationId): readonly NavItem[] {
  return destinations[mode].header.nav ?? headerNav;
}

/**
 * Which destination's header a path (without its locale prefix) gets, pre-rendered without script: the
 * destination whose home page or journey its first segment is (spec §2: a path with /tanzania or
 * /apply-visa is in Tanzania mode), or whose own pages list it (`/visa-fees`); otherwise the default
 * destination's (Kenya).
 */
export function headerMode(path: string): DestinationId {
  const first = `/${path.split(/[/?#]/)[1] ?? ''}`;
  const found = destinationIds.find((id) => {
    const { paths, header } = destinations[id];
    return (
      (paths.home !== '/' && first === paths.home) || paths.apply === first || header.ownPages.includes(path)
    );
  });
  return found ?? defaultDestinationId;
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

/** The footer's first column in a destination's mode: its title and links (its `header.footer`, else the site's). */
export function footerColumnOf(mode: DestinationId): { title: MessageKey; items: readonly NavItem[] } {
  const { header } = destinations[mode];
  return { title: header.label, items: header.footer ?? footerNav };
}
