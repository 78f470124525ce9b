/** The text a PDF shows: pdfkit writes standard-font text (uncompressed here) as hex strings in TJ arrays. */
export const pdfText = (pdf: Buffer): string =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
    )
    .join(' ')
    .replace(/\s+/g, ' ');
