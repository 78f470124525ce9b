import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { company } from '#shared/company.ts';
import { browserHelp, thirdPartyServices } from './cookies-data.ts';
import { CookieTable } from './cookies-table.tsx';
import { ExternalLink, Mailto, ScrollTable, type LegalSection } from './legal-document.tsx';

/**
 * The cookie policy. `settingsControl` is the control that reopens the cookie choice (owned by
 * the site chrome); without it the page explains how to change the choice by clearing cookies.
 */
export function cookiesSections(settingsControl: ReactNode): LegalSection[] {
  return [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      body: (
        <p>
          Cookies are small text files a website stores in your browser. Local storage and session storage are similar
          features: local storage keeps information until it is deleted, session storage only until you close the
          browser tab. In this policy, "cookies" covers both. Under the Privacy and Electronic Communications
          Regulations (PECR), we may only use cookies that are not essential if you agree.
        </p>
      ),
    },
    {
      id: 'types-of-cookies',
      heading: 'The types of cookies we use',
      body: (
        <>
          <h3>Essential cookies (always on)</h3>
          <p>
            These make the site work: they keep your application session, remember your cookie choice and keep our staff
            signed in to the back office. They cannot be declined, because the site cannot work without them, and they
            are never used for marketing.
          </p>
          <h3>Functional cookies (you can decline)</h3>
          <p>
            These remember choices that make the site easier to use, such as your language and region, and keep your
            application form progress in your browser so that you do not lose your answers.
          </p>
          <h3>Analytics cookies (you can decline)</h3>
          <p>
            These tell us how many people visit, which pages they use and where people leave the application, so that we
            can improve it. We only record this if you choose "Accept All Cookies".
          </p>
          <h3>Marketing cookies (you can decline)</h3>
          <p>
            These are set by advertising services to measure our adverts and show you relevant adverts on other
            websites. They are only used if you choose "Accept All Cookies".
          </p>
        </>
      ),
    },
    {
      id: 'cookies-we-set',
      heading: 'The cookies we set',
      body: <CookieTable />,
    },
    {
      id: 'third-parties',
      heading: 'Third-party services',
      body: (
        <>
          <p>
            Some features of our site come from other companies. They can only set their cookies after you choose
            "Accept All Cookies", and they are responsible for how they use them, as explained in their own cookie
            policies.
          </p>
          <ScrollTable label="Third-party services">
            <thead>
              <tr>
                <th scope="col">Service and cookie type</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {thirdPartyServices.map((row) => (
                <tr key={row.service}>
                  <td>
                    {row.service}
                    <span className="block text-xs text-slate-600">{row.type}</span>
                  </td>
                  <td>
                    {row.purpose}
                    {row.optOut ? (
                      <>
                        {' '}
                        Opt out: <ExternalLink href={row.optOut.href}>{row.optOut.label}</ExternalLink>.
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      ),
    },
    {
      id: 'managing-cookies',
      heading: 'How to manage cookies',
      body: (
        <>
          <h3>With our cookie banner</h3>
          <p>
            When you first visit, our banner asks you to choose "Accept All Cookies" or "Essential Only". Closing the
            banner counts as "Essential Only". You can change your choice at any time:
          </p>
          {settingsControl ?? (
            <p>
              clear the cookies for this site in your browser and reload the page, and the banner will ask you again.
            </p>
          )}
          <h3>With your browser settings</h3>
          <p>
            Most browsers let you see, block and delete cookies. Blocking essential cookies will stop the loan
            application from working. Help for common browsers:
          </p>
          <ul>
            {browserHelp.map((entry) => (
              <li key={entry.browser}>
                <ExternalLink href={entry.href}>{entry.browser}</ExternalLink>
              </li>
            ))}
          </ul>
          <h3>With opt-out tools</h3>
          <p>
            You can opt out of interest-based advertising from many companies at{' '}
            <ExternalLink href="https://www.youronlinechoices.com/uk/your-ad-choices">Your Online Choices</ExternalLink>
            . The Information Commissioner's Office explains more about cookies at{' '}
            <ExternalLink href="https://ico.org.uk/for-the-public/online/cookies/">ico.org.uk</ExternalLink>.
          </p>
        </>
      ),
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and contact',
      body: (
        <p>
          We update this policy when the cookies we use change. Our <Link to="/privacy">privacy policy</Link> explains
          how we use personal data. Questions? Email <Mailto email={company.email} /> or call{' '}
          <a href={company.phoneHref}>{company.phone}</a>.
        </p>
      ),
    },
  ];
}
