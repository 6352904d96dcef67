// Draws the storefront's icon sprite (src/components/ui/icons.svg) from the list in icon-names.ts:
// `npx tsx apps/web/scripts/draw-icons.ts` after adding an icon to the list.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drawIconSprite } from '../src/components/ui/icon-sprite';

await writeFile(path.resolve(import.meta.dirname, '../src/components/ui/icons.svg'), await drawIconSprite());
