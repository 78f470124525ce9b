// The public application id, kept in this tab for the processing and result screens (the
// handover: whether this tab was already sent to the buying lender, screens/handover.ts).
const SESSION_ID_KEY = 'apply:session-id';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const storeSessionId = (sessionId: string) => storage()?.setItem(SESSION_ID_KEY, sessionId);
export const storedSessionId = (): string | null => storage()?.getItem(SESSION_ID_KEY) ?? null;
export const clearSessionId = () => storage()?.removeItem(SESSION_ID_KEY);
