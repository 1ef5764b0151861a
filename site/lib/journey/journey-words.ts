import type { DestinationId } from '../../../shared/destinations/types';

/** The dictionary key prefix of a destination's own wording (`destination.tanzania.`). */
export const destinationWordsPrefix = (journey: DestinationId) => `destination.${journey}.` as const;

/**
 * A page's messages in the words of its journey: a message under `destination.<id>.<key>` replaces
 * `<key>` ("Have you visited Tanzania before?" where Kenya's page asks about Kenya), as in the mails of
 * that destination's applications (`destinationMailMessages`). Kenya's pages pick no such key, so
 * their messages come back unchanged.
 */
export function withJourneyWords<M extends Readonly<Record<string, string | undefined>>>(
  messages: M,
  journey: DestinationId,
): M {
  const prefix = destinationWordsPrefix(journey);
  const own = Object.entries(messages)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, text]) => [key.slice(prefix.length), text]);
  return own.length === 0 ? messages : { ...messages, ...Object.fromEntries(own) };
}
