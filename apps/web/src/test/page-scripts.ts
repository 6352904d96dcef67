import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Runs the inline script of index.html that contains `marker`, as the page runs it before anything else. */
export function runPageScript(marker: string): void {
  const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((source) => source.includes(marker));
  if (!script) throw new Error(`index.html has no script with ${marker}`);
  new Function(script)();
}
