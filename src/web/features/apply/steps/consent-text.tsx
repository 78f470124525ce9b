import { Fragment } from 'react';
import { Link } from 'react-router';
import { piecesOf, type ConsentText } from '#shared/application/consent-texts.ts';

/**
 * One paragraph of a consent text as the screen shows it: the recorded words exactly (decision
 * 138), its links opening in a new tab so the form keeps what was typed.
 */
export function ConsentWords({ paragraph }: { paragraph: string }) {
  return (
    <>
      {piecesOf(paragraph).map((piece, i) =>
        piece.href ? (
          <Link key={i} to={piece.href} target="_blank" className="font-semibold text-brand-700 underline">
            {piece.text}
          </Link>
        ) : piece.strong ? (
          <strong key={i}>{piece.text}</strong>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}

/** A notice of the consent step (how we are paid, how we use your information): a heading and its paragraphs. */
export function ConsentNotice({ id, heading, text }: { id: string; heading: string; text: ConsentText }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-4">
      <h2 id={id} className="font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-1 space-y-2 text-sm text-slate-700">
        {text.paragraphs.map((paragraph, i) => (
          <p key={i}>
            <ConsentWords paragraph={paragraph} />
          </p>
        ))}
      </div>
    </section>
  );
}
