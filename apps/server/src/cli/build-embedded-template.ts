// Run by the server's build (scripts/build.mjs) once the bundle is written: see db/embedded-template.ts.
import { buildEmbeddedTemplate } from '../db/client.js';

await buildEmbeddedTemplate();
