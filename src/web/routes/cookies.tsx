import { CookieSettingsButton } from '#web/features/cookie-consent/cookie-settings-button.tsx';
import { CookiesPage } from '#web/features/legal/cookies-page.tsx';
import { legalPages } from '#web/features/legal/legal-meta.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => {
  const info = legalPages.cookies;
  return pageMeta({ title: info.title, description: info.description, path: info.path, breadcrumbs: info.crumbs });
};

export default function Cookies() {
  return (
    <CookiesPage
      settingsControl={
        <p>
          <CookieSettingsButton
            className={
              'rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold ' + 'text-brand-800 hover:bg-brand-50'
            }
          >
            Change my cookie settings
          </CookieSettingsButton>
        </p>
      }
    />
  );
}
