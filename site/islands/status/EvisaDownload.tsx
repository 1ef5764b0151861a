import { useRef, useState } from 'react';
import {
  evisaDownloadAnswerSchema,
  evisaDownloadPath,
  tokenFromFragment,
} from '../../../shared/api/personal-link';
import type { T } from '../journey/i18n';
import type { ApplicationStatus } from '../../../shared/status/lookup';
import { kindKey } from './document-kind';

/** A short-lived link to the approved eTA, asked for when pressed (it expires in minutes). */
async function downloadLink(): Promise<string | undefined> {
  try {
    const res = await fetch(evisaDownloadPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenFromFragment(window.location.hash) ?? '' }),
    });
    const answer = res.ok ? evisaDownloadAnswerSchema.safeParse(await res.json()) : undefined;
    return answer?.success ? answer.data.url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Download your eTA" on the personal page of an approved application (issue 14 item 4): the PDF staff
 * uploaded, by a presigned link the server gives (5 minutes, served as an attachment), so the file is
 * never in a mail alone. A failure says so and keeps the button.
 */
export function EvisaDownload({
  t,
  documentKind,
}: {
  readonly t: T;
  /** The kind of document the application's destination issues (absent: an eTA). */
  readonly documentKind?: ApplicationStatus['documentKind'];
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const alert = useRef<HTMLParagraphElement>(null);
  const download = async () => {
    setState('busy');
    const url = await downloadLink();
    if (url === undefined) {
      setState('failed');
      requestAnimationFrame(() => alert.current?.focus());
      return;
    }
    setState('idle');
    window.location.assign(url);
  };
  return (
    <div className="evisa-download">
      {state === 'failed' && (
        <p className="notice notice--error" role="alert" tabIndex={-1} ref={alert}>
          {t(kindKey(documentKind, 'status.evisa.error'))}
        </p>
      )}
      <button className="button" type="button" disabled={state === 'busy'} onClick={() => void download()}>
        {t(kindKey(documentKind, 'status.evisa.download'))}
      </button>
    </div>
  );
}
