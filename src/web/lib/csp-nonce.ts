import { createContext, useContext } from 'react';

/**
 * The response's Content-Security-Policy nonce while the server renders a page (entry.server.tsx);
 * undefined in the browser, which hides nonces from the page's script anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);
export const useCspNonce = () => useContext(CspNonceContext);
