// A new password typed at the terminal, twice, with nothing echoed: the characters go to a stream that
// drops them, and only the questions are written.
import { createInterface } from 'node:readline';
import { type Readable, Writable } from 'node:stream';
import { Refusal } from './command';

export async function askNewPassword(
  input: Readable & { isTTY?: boolean },
  output: NodeJS.WritableStream,
  minLength: number,
): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input, output: silent, terminal: input.isTTY === true });
  // Ctrl+C at a terminal in raw mode reaches readline, not the process: it ends the questions.
  lines.on('SIGINT', () => lines.close());
  const answers = lines[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    output.write(question);
    const line = await answers.next();
    output.write('\n');
    if (line.done) throw new Refusal('Stopped: nothing was changed.');
    return line.value;
  };
  try {
    const password = await ask('New admin password: ');
    if (password.length < minLength)
      throw new Refusal(`The password must be at least ${minLength} characters: nothing was changed.`);
    if ((await ask('The same again: ')) !== password)
      throw new Refusal('The two passwords differ: nothing was changed.');
    return password;
  } finally {
    lines.close();
  }
}
