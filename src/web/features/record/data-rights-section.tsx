import type { RecordView } from '#server/services.ts';
import { longDate } from './record-words.ts';
import { Note, Para, buttonClass, secondaryButtonClass } from '#web/components/ui/plain-page.tsx';

const Heading = ({ children }: { children: string }) => (
  <h3 className="mt-5 mb-1 text-lg font-semibold text-slate-900">{children}</h3>
);

/**
 * The record page's "Your data" section (UK GDPR Articles 15 and 17): a copy of the data after a
 * code sent by email, and erasure after a confirmation page. Plain forms and links: no script.
 */
export function DataRightsSection({ view }: { view: RecordView }) {
  if (view.erasedAt)
    return (
      <Note>
        {`We erased your personal details on ${longDate(view.erasedAt)}. ` +
          'What is left on this page holds nothing that identifies you. We have asked every lender that ' +
          'received your full application to erase it too.'}
      </Note>
    );
  return (
    <>
      <Heading>Get a copy of your data</Heading>
      <Para>
        A copy of everything we hold about this application: your answers, your consents, the messages we sent you and
        which lenders received what, and when. We email a one-time code to the address on your application first, to
        check it is you.
      </Para>
      {view.hasEmail ? (
        <form method="post" action={view.links.copy}>
          <button type="submit" className={secondaryButtonClass}>
            Get a copy of my data
          </button>
        </form>
      ) : null}
      <Heading>Erase your details</Heading>
      <Para>
        You can ask us to erase the personal details we hold about this application. We tell every lender that received
        your full application to erase it too. You will be asked to confirm first.
      </Para>
      <p className="my-3">
        <a href={view.links.erase} className={buttonClass}>
          Erase my details
        </a>
      </p>
    </>
  );
}
