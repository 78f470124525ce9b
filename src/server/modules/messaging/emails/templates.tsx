import { Email, EmailButton, EmailNote, TextParagraph } from './layout.tsx';

// Every email the product sends, each a template of its own on the one frame (layout.tsx). What a
// message says is here; who it goes to, its subject and when it is sent stay with the module that
// sends it (complaints, data rights, remarketing, …).

/** A letter: paragraphs of plain text (complaint responses, review decisions, admin alerts). */
export function LetterEmail({ hello, paragraphs }: { hello: string; paragraphs: string[] }) {
  return (
    <Email hello={hello}>
      {paragraphs.map((text, i) => (
        <TextParagraph key={i} text={text} />
      ))}
    </Email>
  );
}

/** Sent once when the application is submitted: a service message (no marketing, no opt-out needed). */
export function ConfirmationEmail({ hello, recordUrl }: { hello: string; recordUrl: string }) {
  return (
    <Email hello={hello}>
      <p>Thank you: we have received your loan application.</p>
      <p>
        Your record shows every lender we offer your application to, when, what they decided and what we are paid. Keep
        this email: the link works without signing in.
      </p>
      <EmailButton href={recordUrl} label="See my application record" />
      <EmailNote>From the same page you can ask us to erase your details.</EmailNote>
    </Email>
  );
}

export type AccessCodeProps = {
  hello: string;
  reference: string;
  code: string;
  validMinutes: number;
  contactEmail: string;
};

/** The one-time code for a copy of the applicant's data (UK GDPR Article 15): a service message. */
export function AccessCodeEmail({ hello, reference, code, validMinutes, contactEmail }: AccessCodeProps) {
  return (
    <Email hello={hello}>
      <p>You asked for a copy of the personal data we hold about your loan application (request {reference}).</p>
      <p>
        Your one-time code is <strong style={{ fontSize: 22, letterSpacing: 4 }}>{code}</strong>. Enter it on your
        record page within {validMinutes} minutes.
      </p>
      <EmailNote>
        If you did not ask for this, you can ignore this email: nobody can see your data without the code. Questions?
        Email {contactEmail}.
      </EmailNote>
    </Email>
  );
}

export type AbandonedProps = {
  hello: string;
  resume: string;
  unsubscribe: string;
  openPixel: string;
  validDays: number;
};

/** The remarketing email (sent only with consent, never after an opt-out): the search is waiting. */
export function AbandonedEmail({ hello, resume, unsubscribe, openPixel, validDays }: AbandonedProps) {
  return (
    <Email
      hello={hello}
      footer={
        <p>
          <a href={unsubscribe} style={{ color: '#1a3fae' }}>
            Unsubscribe
          </a>{' '}
          from these emails at any time.
        </p>
      }
      after={
        <img
          src={openPixel}
          width={1}
          height={1}
          alt=""
          style={{ display: 'block', border: 0 }}
          // Not "preloaded" by React (a <link rel=preload> in the email's head): the pixel loads as an image.
          fetchPriority="low"
        />
      }
    >
      <p>
        You started a loan application with us but the search of our lender panel did not finish. Your details are
        saved.
      </p>
      <EmailButton href={resume} label="Finish my lender search" />
      <EmailNote>
        The button works for {validDays} days. There is no obligation, and checking does not affect your credit score.
      </EmailNote>
    </Email>
  );
}
