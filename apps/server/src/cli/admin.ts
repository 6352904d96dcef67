import { runAdminCommand } from './admin-command.js';

process.exitCode = await runAdminCommand(process.argv.slice(2), {
  env: process.env,
  input: process.stdin,
  output: process.stdout,
  errors: process.stderr,
});
