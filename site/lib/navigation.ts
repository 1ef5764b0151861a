import type { MessageKey } from '../../shared/i18n';

/**
 * The header and footer links. Only pages that exist are listed: each feature adds its own
 * entry when its page lands (a link checker over the built site keeps this honest).
 */
export interface NavItem {
  readonly path: string;
  readonly label: MessageKey;
}

export const headerNav: readonly NavItem[] = [{ path: '/', label: 'nav.home' }];

export const footerNav: readonly NavItem[] = [{ path: '/', label: 'nav.home' }];
