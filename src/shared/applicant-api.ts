/**
 * What the application screens' route loaders and actions (src/web, run on the server by React
 * Router) are given to reach the JSON API: the same routes, rules and limits a browser reaches, called
 * in-process with the visitor's own cookies and address (decision 033). Types only: the server
 * implements it (src/server/plugins/react-router.ts).
 */
export type ApiAnswer<T = unknown> = { status: number; body: T; headers: Record<string, string | undefined> };

export type ApplicantApi = {
  call<T = unknown>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** This response's Content-Security-Policy nonce, for the scripts React Router writes into the page. */
  readonly cspNonce: string;
};
