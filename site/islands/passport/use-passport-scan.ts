import { useCallback, useRef, useState } from 'react';
import { localToday } from '../../lib/journey/date-parts';
import type { ScanOutcome } from '../../lib/passport/scan-passport';

/**
 * The state of one scanner: idle, working (with whether the reader is still loading), or done with
 * an outcome and a preview of the page as it was read. The scanning code (tesseract.js, PDF.js) is
 * imported when the first file is chosen, never with the page.
 */
export type ScanState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'working'; readonly file: File }
  | { readonly phase: 'done'; readonly file: File; readonly outcome: ScanOutcome };

export function usePassportScan(onResult?: (outcome: ScanOutcome, file: File) => void) {
  const [state, setState] = useState<ScanState>({ phase: 'idle' });
  const run = useRef(0);
  const scan = useCallback(
    async (file: File) => {
      const mine = ++run.current;
      setState({ phase: 'working', file });
      let outcome: ScanOutcome;
      try {
        const { scanPassport } = await import('../../lib/passport/scan-passport');
        outcome = await scanPassport(file, localToday());
      } catch {
        outcome = { kind: 'unavailable' };
      }
      if (mine !== run.current) return;
      setState({ phase: 'done', file, outcome });
      onResult?.(outcome, file);
    },
    [onResult],
  );
  const reset = useCallback(() => {
    run.current++;
    setState({ phase: 'idle' });
  }, []);
  return { state, scan, reset };
}
