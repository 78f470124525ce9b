import type { RouterContextProvider } from 'react-router';
import { servicesContext } from '#web/lib/services-context.ts';

/** The record's id (the route's param) and its signature (`?sig=`) as the link carries them. */
export function recordLinkOf(request: Request, params: { publicId?: string }) {
  const sig = new URL(request.url).searchParams.get('sig') ?? '';
  // The link's own shape: anything longer is not one of ours.
  return { publicId: (params.publicId ?? '').slice(0, 128), sig: sig.length > 256 ? '' : sig };
}

export const servicesOf = (context: Readonly<RouterContextProvider>) => context.get(servicesContext);

/** A plain form's field, as posted (urlencoded or multipart); '' when absent or when nothing was posted. */
export async function formField(request: Request, name: string): Promise<string> {
  const form = await request.formData().catch(() => null);
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
}
