interface LoadingProps {
  readonly text: string;
}

/** What a flow page shows until the draft has been read from the browser's storage. */
export function Loading({ text }: LoadingProps) {
  return (
    <p className="journey-loading" role="status">
      {text}
    </p>
  );
}

interface RedirectProps {
  readonly title: string;
  readonly linkText: string;
  readonly to: string;
}

/** Shown while a route guard fails and the browser moves to the latest reachable step (spec §4). */
export function RedirectNotice({ title, linkText, to }: RedirectProps) {
  return (
    <div className="journey-redirect" role="status">
      <p className="journey-redirect__title">{title}</p>
      <p>
        <a href={to}>{linkText}</a>
      </p>
    </div>
  );
}
