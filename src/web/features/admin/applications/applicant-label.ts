import { when } from '#web/features/admin/ui/format.ts';

/**
 * How the back office names an application: the applicant's name; for an erased one, when it was
 * erased (its name is gone, but it is not an abandoned draft: issue 42.10); else "No name yet".
 */
export function applicantLabel(row: {
  firstName: unknown;
  lastName: unknown;
  erasedAt: string | null | undefined;
}): string {
  if (row.erasedAt) return `Erased on ${when(row.erasedAt)}`;
  const name = [row.firstName, row.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return name || 'No name yet';
}
