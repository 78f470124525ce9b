/** Re-opens the cookie banner to change the choice (src/web/islands/cookie-banner.ts); for the footer and /cookies. */
export function CookieSettingsButton({
  className,
  children = 'Cookie settings',
}: {
  className?: string;
  children?: string;
}) {
  return (
    <button type="button" className={className ?? 'font-semibold underline'} data-cookie-settings>
      {children}
    </button>
  );
}
