import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSecret } from './read-secret.ts';

/** A fake terminal: what the user types goes in, what the screen would show comes out. */
function terminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      this.rawModes.push(mode);
    },
  });
  const output = new PassThrough();
  let screen = '';
  output.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  return { input, output, screen: () => screen };
}

describe('admin CLI password prompt', () => {
  it('reads the password in raw mode without echoing it, with Backspace', async () => {
    const t = terminal();
    const answer = readSecret('New password: ', t.input, t.output);
    t.input.write('hunter2-secret!');
    t.input.write('\u007fX\r');
    expect(await answer).toBe('hunter2-secretX');
    expect(t.screen()).toBe('New password: \n');
    expect(t.input.rawModes).toEqual([true, false]);
  });

  it('Ctrl-C cancels', async () => {
    const t = terminal();
    const answer = readSecret('Password: ', t.input, t.output);
    t.input.write('abc\u0003');
    await expect(answer).rejects.toThrow('cancelled');
  });
});
