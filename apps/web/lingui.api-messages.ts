import { type NodePath, parseSync, traverse, type types } from '@babel/core';
import type { ExtractorType } from '@lingui/conf';

/**
 * The sentences the API and the shared form rules answer a customer with ("Only 3 left in stock.",
 * "Enter a valid email address."), taken from the server's and core's source as lingui messages
 * whose id is their English text. A template literal's `${…}` parts become `{0}`, `{1}`, … in
 * order, which a translation may move. The storefront shows a message in the reader's language by
 * looking its English up in these (lib/api-messages.ts).
 */
const SOURCES = /[\\/](packages[\\/]core|apps[\\/]server)[\\/]src[\\/]/;

/**
 * What stays English: tests, the back office's routes and services, and the staff-only parts of
 * orders. (Lingui's own `exclude` misses files outside apps/web.)
 */
const NOT_FOR_CUSTOMERS = /\.test\.ts$|admin|order-(refunds|fulfilment|timeline)\.service\.ts$|openapi-security\.ts$/;

/** A sentence, not a code, key or path: a capital first and a full stop, `!` or `?` last. */
const SENTENCE = /^[A-Z][\s\S]{4,}[.!?]$/;
/** Braces and backticks of its own mark a text about code (an API description), not for customers. */
const CODE = /[{}`]/;

/** Texts written for developers reading the API's description, not for customers. */
const DOCUMENTATION = new Set(['describe', 'description', 'summary']);

function isDocumentation(path: NodePath): boolean {
  const { parent } = path;
  if (parent.type === 'ObjectProperty' && parent.key.type === 'Identifier') return DOCUMENTATION.has(parent.key.name);
  if (parent.type === 'CallExpression' && parent.callee.type === 'MemberExpression') {
    return parent.callee.property.type === 'Identifier' && DOCUMENTATION.has(parent.callee.property.name);
  }
  return false;
}

/** A template's text, its substitutions numbered. */
function templateMessage(node: types.TemplateLiteral): string {
  return node.quasis.map((quasi, index) => (index ? `{${index - 1}}` : '') + (quasi.value.cooked ?? '')).join('');
}

export const apiMessageExtractor: ExtractorType = {
  match: (filename) => SOURCES.test(filename) && filename.endsWith('.ts') && !NOT_FOR_CUSTOMERS.test(filename),
  extract(filename, code, onMessageExtracted) {
    const ast = parseSync(code, {
      filename,
      configFile: false,
      babelrc: false,
      sourceType: 'module',
      parserOpts: { plugins: ['typescript'] },
    });
    if (!ast) return;
    const found = (path: NodePath, message: string) => {
      if (!SENTENCE.test(message) || CODE.test(message.replace(/\{\d+\}/g, '')) || isDocumentation(path)) return;
      const start = path.node.loc?.start;
      onMessageExtracted({ id: message, message, origin: [filename, start?.line ?? 0, start?.column] });
    };
    traverse(ast, {
      StringLiteral: (path) => found(path, path.node.value),
      TemplateLiteral: (path) => found(path, templateMessage(path.node)),
    });
  },
};
