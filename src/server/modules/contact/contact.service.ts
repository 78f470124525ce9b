import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ContactInput } from '#shared/contact.ts';
import { countRecentByEmail, findRecentDuplicate, insertContactMessage } from './contact.repository.ts';

export { CONTACT_CONFIRMATION } from '#shared/contact.ts';

/** Per address: enough for a real conversation, too few to use the form as a mail cannon. */
export const MAX_MESSAGES_PER_EMAIL_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores a contact message for the admins. Sending the same message again within the hour (a
 * double click, a retried request) stores nothing new: the POST is safe to retry.
 */
export async function submitContactMessage(
  db: Database,
  input: ContactInput,
  now: Date,
): Promise<{ id: string; duplicate: boolean }> {
  const email = input.email.toLowerCase();
  const since = new Date(now.getTime() - HOUR_MS);
  const duplicate = await findRecentDuplicate(db, { email, message: input.message, since });
  if (duplicate) return { id: duplicate.id, duplicate: true };
  if ((await countRecentByEmail(db, email, since)) >= MAX_MESSAGES_PER_EMAIL_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', 'You have sent several messages already. Please wait a while or call us.');
  }
  const row = await insertContactMessage(db, {
    name: input.name,
    email,
    phone: input.phone ?? null,
    message: input.message,
    createdAt: now,
  });
  return { id: row.id, duplicate: false };
}
