// What `npm start` shows of the site build (issue 27.16): a successful build is one line, with the
// number of warnings it hid (dependencies' `"use client"` directives and the like: `npm run build`
// shows them all); a failed build shows everything, so no real error is hidden.
import { stripVTControlCharacters } from 'node:util';

/** Warnings in the build's output: Rolldown's (`[CODE] message`, then a framed excerpt) and Vite's `(!)` lines. */
export function countWarnings(output: string): number {
  const text = stripVTControlCharacters(output);
  return (text.match(/^\s*\[[A-Z][A-Z_]+\] /gm)?.length ?? 0) + (text.match(/^\s*\(!\) /gm)?.length ?? 0);
}

/** The lines `npm start` prints for a build that exited with `status` after `seconds`. */
export function buildReport(status: number | null, output: string, seconds: number): string {
  if (status !== 0)
    return `${output.trimEnd()}\nThe site build failed (exit status ${status ?? 'unknown'}): see above.`;
  const warnings = countWarnings(output);
  const hidden = warnings
    ? ` (${warnings} build warning${warnings === 1 ? '' : 's'} not shown: npm run build shows them)`
    : '';
  return `Site built in ${seconds.toFixed(1)} s${hidden}.`;
}
