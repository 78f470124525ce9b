import { useEffect } from 'react';

/**
 * Keeps the applicant on the screen while their application is with the lenders: a duplicate
 * history entry absorbs the Back button, and is pushed again every time Back is pressed.
 */
export function useBlockBack(): void {
  useEffect(() => {
    const pushAgain = () => window.history.pushState(window.history.state, '', window.location.href);
    pushAgain();
    window.addEventListener('popstate', pushAgain);
    return () => window.removeEventListener('popstate', pushAgain);
  }, []);
}

/** Opens a link in a new window, detached from this one; alerts when popups are blocked. */
export function openInNewWindow(url: string, blockedMessage: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) {
    window.alert(blockedMessage);
    return false;
  }
  opened.opener = null;
  return true;
}
