// Reads a line from a terminal without echoing it: the typed password never appears on screen,
// in a terminal recording or in the scrollback.

type SecretInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';

/**
 * Prompts on `output` and collects keystrokes from `input` in raw mode until Enter; Backspace
 * deletes, Ctrl-C/Ctrl-D abort (rejects). Nothing typed is written back.
 */
export function readSecret(prompt: string, input: SecretInput, output: NodeJS.WritableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const wasRaw = (input as { isRaw?: boolean }).isRaw ?? false;
    const finish = (error: Error | null) => {
      input.removeListener('data', onData);
      input.setRawMode?.(wasRaw);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString('utf8')) {
        if (ENTER.has(char)) return finish(null);
        if (char === CTRL_C || char === CTRL_D) return finish(new Error('cancelled'));
        if (BACKSPACE.has(char)) value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    output.write(prompt);
    input.setRawMode?.(true);
    input.resume();
    input.on('data', onData);
  });
}
