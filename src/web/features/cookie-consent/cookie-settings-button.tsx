import { openCookieSettings } from '#web/lib/consent.ts';

/** Re-opens the cookie banner to change the choice; for the footer and the /cookies page. */
export function CookieSettingsButton({ className, children = 'Cookie settings' }: { className?: string; children?: string }) {
  return (
    <button type="button" className={className ?? 'font-semibold underline'} onClick={openCookieSettings}>
      {children}
    </button>
  );
}
