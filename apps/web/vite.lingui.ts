import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

const configPath = `${import.meta.dirname}/lingui.config.ts`;

/**
 * Turns the Lingui macros (`<Trans>`, `t`, `plural`) into message lookups by id, and `.po`
 * catalogues into compiled modules. Babel only sees the files that use a macro; everything else
 * goes straight to the bundler's own transform. The English text is dropped from the screens'
 * code: it travels once, in the English catalogue.
 */
export function translationPlugins(): PluginOption[] {
  const linguiConfig = getConfig({ configPath });
  const macros = defineRolldownBabelPreset({
    preset: () => ({
      plugins: [[linguiMacro, { linguiConfig, stripMessageField: true }]],
    }),
    rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
  });
  return [babel({ presets: [macros], sourceMap: false }), lingui({ configPath })];
}
