declare module 'virtual:site-islands' {
  /** The minified islands bundle (src/web/islands/entry.ts), inlined into content pages. */
  const code: string;
  export default code;
}

declare module 'virtual:applicant-client' {
  /** The application screens' scripts (ApplicantManifest of scripts/vite-applicant-client.ts), for the /apply shell. */
  const client: { entry: string; preload: string[]; screens: Record<string, { file: string; imports: string[] }> };
  export default client;
}
