import type { T } from '../journey/i18n';

/** What to do when a page could not be read: flatter, brighter, the whole page in the frame. */
export function ScanTips({ t }: { readonly t: T }) {
  return (
    <ul className="passport-scan__tips">
      <li>{t('passport.scan.tip.flat')}</li>
      <li>{t('passport.scan.tip.light')}</li>
      <li>{t('passport.scan.tip.frame')}</li>
    </ul>
  );
}
