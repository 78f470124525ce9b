declare module 'virtual:site-islands' {
  /** The minified islands bundle (src/web/islands/entry.ts), inlined into content pages. */
  const code: string;
  export default code;
}
