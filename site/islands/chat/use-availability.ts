import { useEffect, useState } from 'react';
import { chatAvailabilityPath, type ChatAvailability } from '../../../shared/api/chat';

/** While the panel is open and no chat has said otherwise, availability is asked again this often. */
const refreshMs = 60_000;

/**
 * Whether a support agent is online (`GET /api/chat/availability`), asked when the panel opens and
 * every minute while it stays open: the widget promises a reply within minutes only when one is.
 * Undefined until the first answer (or when the question fails).
 */
export function useAgentAvailability(open: boolean): boolean | undefined {
  const [online, setOnline] = useState<boolean | undefined>();
  useEffect(() => {
    if (!open) return;
    let live = true;
    const ask = () =>
      fetch(chatAvailabilityPath, { headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<ChatAvailability>) : undefined))
        .then((answer) => {
          if (live && answer) setOnline(answer.agentsOnline);
        })
        .catch(() => undefined);
    void ask();
    const timer = setInterval(() => void ask(), refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [open]);
  return online;
}
