/** First name only, trimmed to something sensible: no other personal data enters a message. */
export const greeting = (firstName: string | null): { name: string; hello: string } => {
  const name = (firstName ?? '').trim().slice(0, 40);
  return { name, hello: name ? `Hi ${name},` : 'Hello,' };
};
