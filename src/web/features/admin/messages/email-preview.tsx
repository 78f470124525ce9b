import { useMemo } from 'react';

/**
 * The inner document of the preview. The email HTML is parsed into an inert document (DOMParser
 * runs no scripts and loads nothing), its links are disabled and its images dropped, so viewing
 * it never counts as an open or a click; a CSP blocks anything that slips through.
 */
export function previewDocument(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script, iframe, object, embed, form, base, meta[http-equiv], link'))
    element.remove();
  for (const img of doc.querySelectorAll('img')) img.remove();
  for (const link of doc.querySelectorAll('a[href]')) {
    link.setAttribute('title', link.getAttribute('href') ?? '');
    link.removeAttribute('href');
  }
  const csp = doc.createElement('meta');
  csp.setAttribute('http-equiv', 'Content-Security-Policy');
  csp.setAttribute('content', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  doc.head.prepend(csp);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/** An email's HTML body shown in a fully sandboxed frame: no scripts, no same origin, no navigation. */
export function EmailPreview({ html, subject }: { html: string; subject: string }) {
  const srcDoc = useMemo(() => previewDocument(html), [html]);
  return (
    <iframe
      title={`Email preview: ${subject}`}
      sandbox=""
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      className="h-[32rem] w-full rounded border border-slate-300 bg-white"
    />
  );
}
