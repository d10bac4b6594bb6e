import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askNewPassword } from './ask-password';

/** The answers as if typed, one line each; answers the password and what the questions wrote. */
async function answer(lines: string[]) {
  const input = new PassThrough();
  const output = new PassThrough();
  let written = '';
  output.on('data', (d) => {
    written += d;
  });
  const asked = askNewPassword(input, output, 8);
  for (const line of lines) input.write(`${line}\n`);
  return { password: await asked, written };
}

describe('askNewPassword', () => {
  it('takes a password typed twice, showing only the questions', async () => {
    const { password, written } = await answer(['a-new-password', 'a-new-password']);
    expect(password).toBe('a-new-password');
    expect(written).toBe('New admin password: \nThe same again: \n');
  });

  it('refuses a short password, two that differ, and input that ends (Ctrl+C, Ctrl+D)', async () => {
    await expect(answer(['short', 'short'])).rejects.toThrow('at least 8 characters: nothing was changed');
    await expect(answer(['a-new-password', 'another-one'])).rejects.toThrow('The two passwords differ');
    const input = new PassThrough();
    const asked = askNewPassword(input, new PassThrough(), 8);
    input.end('a-new-password\n');
    await expect(asked).rejects.toThrow('Stopped: nothing was changed.');
  });
});
