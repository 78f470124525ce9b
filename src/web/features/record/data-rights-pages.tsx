import type { ReactNode } from 'react';
import {
  Note,
  Para,
  PageTitle,
  PlainPage,
  TextLink,
  buttonClass,
  secondaryButtonClass,
} from '#web/components/ui/plain-page.tsx';

/** A short page of the data-rights flow: a heading, its paragraphs, and the way back to the record. */
export function DataRightsPage({ title, record, children }: { title: string; record: string; children: ReactNode }) {
  return (
    <PlainPage title={title}>
      <PageTitle>{title}</PageTitle>
      {children}
      <Para>
        <TextLink href={record}>Back to your record</TextLink>
      </Para>
    </PlainPage>
  );
}

/** Asks for the code just emailed (or says why it was refused), with a way to have a new one. */
export function CodePage(p: {
  record: string;
  verifyAction: string;
  resendAction: string;
  reference: string | null;
  problem?: string | undefined;
}) {
  return (
    <DataRightsPage title="Enter your code" record={p.record}>
      {p.problem ? (
        <Note role="alert" id="code-problem">
          {p.problem}
        </Note>
      ) : (
        <p role="status" className="my-3">
          {`We have emailed a 6-digit code to the address on your application${
            p.reference ? ` (request ${p.reference})` : ''
          }. It works for 15 minutes.`}
        </p>
      )}
      <form method="post" action={p.verifyAction}>
        <p className="my-3">
          <label htmlFor="code" className="font-medium">
            Your 6-digit code
          </label>
        </p>
        <p className="my-3">
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            className="w-[8em] rounded-lg border border-slate-500 p-2 text-[22px] tracking-[4px]"
            aria-describedby={p.problem ? 'code-problem' : undefined}
          />
        </p>
        <button type="submit" className={buttonClass}>
          Show my data
        </button>
      </form>
      <form method="post" action={p.resendAction} className="mt-6">
        <Para>No email, or the code has expired?</Para>
        <button type="submit" className={secondaryButtonClass}>
          Send a new code
        </button>
      </form>
    </DataRightsPage>
  );
}

/** The code was right: the two downloads, for the next hour. */
export function DownloadsPage(p: { record: string; json: string; pdf: string; reference: string }) {
  return (
    <DataRightsPage title="Your data is ready" record={p.record}>
      <p role="status" className="my-3">
        {`Request ${p.reference}. These links work for one hour, on this device or any other.`}
      </p>
      <ul className="my-3 list-disc space-y-1 pl-6">
        <li>
          <TextLink href={p.pdf} download="my-data.pdf">
            Download a readable copy (PDF)
          </TextLink>
        </li>
        <li>
          <TextLink href={p.json} download="my-data.json">
            Download the data file (JSON)
          </TextLink>
        </li>
      </ul>
      <Para>Your bank account number and sort code are shown masked: only their last digits.</Para>
    </DataRightsPage>
  );
}

/** Erasure, step 1: what it does, who will be told, and the button that does it. */
export function ErasureConfirmPage(p: { record: string; action: string; lenders: string[] }) {
  return (
    <DataRightsPage title="Erase your details?" record={p.record}>
      <Para>
        We will erase your name, contact details, addresses, date of birth, employer and bank details, and the messages
        we sent you. We keep a note of the application without anything that identifies you. This cannot be undone, and
        you will no longer be able to get a copy of your data.
      </Para>
      <Para>
        {p.lenders.length
          ? `These lenders received your full application; we will tell them to erase it too: ${p.lenders.join(', ')}.`
          : 'No lender received your full application, so there is no lender to tell.'}
      </Para>
      <form method="post" action={p.action}>
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className={buttonClass}>
          Yes, erase my details
        </button>
      </form>
      <Para>
        <TextLink href={p.record}>No, keep my details</TextLink>
      </Para>
    </DataRightsPage>
  );
}
