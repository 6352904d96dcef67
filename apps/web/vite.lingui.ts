import type { PluginObj, types } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

const configPath = `${import.meta.dirname}/lingui.config.ts`;

/**
 * Compiles the English text the macros leave beside each message id (`{ id, message }`) into the
 * form the runtime formats (plurals and placeholders resolved into arrays), in the screen's own
 * code. English readers then need no catalogue at all: each screen's chunk carries its English
 * text, as it did before translations, and another language's catalogue overrides it by id.
 */
function englishInScreens({ types: t }: { types: typeof types }): PluginObj {
  const isKey = (key: types.Node, name: string) =>
    (t.isIdentifier(key) && key.name === name) || (t.isStringLiteral(key) && key.value === name);
  return {
    name: 'english-in-screens',
    visitor: {
      Program: {
        // After the macros have turned `<Trans>` and `t`…`` into descriptors.
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const properties = path.node.properties.filter((p): p is types.ObjectProperty => t.isObjectProperty(p));
              if (!properties.some((p) => isKey(p.key, 'id') && t.isStringLiteral(p.value))) return;
              const message = properties.find((p) => isKey(p.key, 'message'));
              if (!message || !t.isStringLiteral(message.value)) return;
              message.value = t.valueToNode(compileMessage(message.value.value)) as types.Expression;
            },
          });
        },
      },
    },
  };
}

/**
 * Turns the Lingui macros (`<Trans>`, `t`, `plural`) into message lookups by id with their English
 * compiled beside them, and the Hindi, Telugu and Tamil `.po` catalogues into modules loaded on
 * demand. Babel only sees the files that use a macro; everything else goes straight to the
 * bundler's own transform.
 */
export function translationPlugins(): PluginOption[] {
  const linguiConfig = getConfig({ configPath });
  const macros = defineRolldownBabelPreset({
    preset: () => ({
      plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }], englishInScreens],
    }),
    rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
  });
  return [babel({ presets: [macros], sourceMap: false }), lingui({ configPath })];
}
