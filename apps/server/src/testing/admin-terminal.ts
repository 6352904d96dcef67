import { PassThrough } from 'node:stream';
import { runAdminCommand } from '../cli/admin-command.js';

/** Runs `npm run admin -- …` in this process with `env` and no terminal to type on; its exit code and what it wrote. */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv) {
  const [output, errors] = [new PassThrough(), new PassThrough()];
  const said: string[] = [];
  const complained: string[] = [];
  output.on('data', (chunk) => said.push(String(chunk)));
  errors.on('data', (chunk) => complained.push(String(chunk)));
  const input = Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.ReadStream;
  const code = await runAdminCommand(args, { env, input, output, errors });
  return { code, output: said.join(''), errors: complained.join('') };
}
