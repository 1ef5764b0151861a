import type { MessageKey } from '../../../shared/i18n/types';
import type { ApplicationStatus } from '../../../shared/status/lookup';

/** The status keys that name the document: an e-visa's own wording replaces the eTA's. */
const kindWording = {
  evisa: {
    'status.evisa.download': 'status.kind.evisa.download',
    'status.evisa.error': 'status.kind.evisa.error',
    'status.next.approved': 'status.kind.evisa.next.approved',
  },
} as const satisfies Record<string, Partial<Record<MessageKey, MessageKey>>>;

/**
 * The key to show for an application whose destination issues `documentKind` (from the server's status
 * answer, read from the destination's configuration): "Download your e-visa" for an e-visa, the plain
 * key (an eTA's wording) otherwise.
 */
export function kindKey(documentKind: ApplicationStatus['documentKind'], key: MessageKey): MessageKey {
  if (documentKind === undefined || documentKind === 'eta') return key;
  const own = kindWording[documentKind] as Partial<Record<MessageKey, MessageKey>>;
  return own[key] ?? key;
}
