import { ClipboardCheck, ClipboardX } from 'lucide-react';
import { Heading } from './result-parts.tsx';

/**
 * An application the quality check held for a person (decision 140): told plainly that we need to
 * check a few details, that no lender has it yet, and what happens next; never which signal (that
 * would teach a fraudster what to change), never debt advice (nothing the applicant said about
 * money stopped it). After a person declined it: that we cannot send it.
 */
export function HeldForChecks({ declined }: { declined: boolean }) {
  if (declined)
    return (
      <>
        <Heading icon={<ClipboardX aria-hidden="true" className="mx-auto size-14 text-slate-600" />}>
          We could not send your application to lenders
        </Heading>
        <div className="mt-3 space-y-3 text-slate-700">
          <p>
            A member of our team checked the details of your application and we could not confirm them, so we have not
            sent it to any lender.
          </p>
          <p>No lender has seen your application and no credit search has been made.</p>
        </div>
      </>
    );
  return (
    <>
      <Heading icon={<ClipboardCheck aria-hidden="true" className="mx-auto size-14 text-brand-700" />}>
        We need to check a few details
      </Heading>
      <div className="mt-3 space-y-3 text-slate-700">
        <p>
          Before we send your application to lenders, a member of our team needs to check a few details. This is usually
          done within one working day.
        </p>
        <p>
          No lender has seen your application yet and no credit search has been made. You do not need to do anything
          now: your application record below shows what happens next.
        </p>
      </div>
    </>
  );
}
