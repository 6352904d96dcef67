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
 * What stays English: tests, the back office's routes and services, the staff-only parts of
 * orders, and the slug conflicts only the back office's editors meet (lib/unique-violations.ts).
 * (Lingui's own `exclude` misses files outside apps/web.)
 */
const NOT_FOR_CUSTOMERS = /\.test\.ts$|admin|order-timeline\.service\.ts$|openapi-security\.ts$|unique-violations\.ts$/;

/** A notification's title ("Order shipped", "Price drop: {0}"): a heading, with no full stop. */
const TITLE = /^[A-Z][\s\S]{4,}$/;

function isTitle(path: NodePath): boolean {
  const { parent } = path;
  return parent.type === 'ObjectProperty' && parent.key.type === 'Identifier' && parent.key.name === 'title';
}

/** A sentence, not a code, key or path: a capital first and a full stop, `!` or `?` last. */
const SENTENCE = /^([A-Z]|\{0\})[\s\S]{4,}[.!?]$/;
/** Words of its own, so that a message built mostly of values ("{0} {1}.") never passes for another. */
const WORDS = /[A-Za-z][^{]*[A-Za-z]{3}/;
/** Braces and backticks of its own mark a text about code (an API description), not for customers. */
const CODE = /[{}`]/;

/** A phrase the server marks with `phrase(…)` to fill a sentence's slot ("sign-in attempts", "{0} minutes"). */
function isPhrase(path: NodePath): boolean {
  const { parent } = path;
  return parent.type === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'phrase';
}

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

/**
 * The text of a string, a template (its substitutions numbered `{0}`, `{1}`… in order) or a sum of
 * them, as a long sentence is written over several lines; undefined for anything else.
 */
function textOf(node: types.Node, slots = { next: 0 }): string | undefined {
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral') {
    return node.quasis.map((quasi, index) => (index ? `{${slots.next++}}` : '') + (quasi.value.cooked ?? '')).join('');
  }
  if (node.type === 'BinaryExpression' && node.operator === '+' && node.left.type !== 'PrivateName') {
    const left = textOf(node.left, slots);
    const right = left === undefined ? undefined : textOf(node.right, slots);
    return right === undefined ? undefined : left + right;
  }
  return undefined;
}

export const apiMessageExtractor: ExtractorType = {
  // Judged from `packages/core/src` or `apps/server/src` on, so that a checkout's own path (a worktree
  // named `admin-kit`) never counts as the back office's.
  match: (filename) => {
    const source = SOURCES.exec(filename);
    return !!source && filename.endsWith('.ts') && !NOT_FOR_CUSTOMERS.test(filename.slice(source.index));
  },
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
      const words = message.replace(/\{\d+\}/g, '');
      const shape = isTitle(path) ? TITLE : SENTENCE;
      const customerText = isPhrase(path) || (shape.test(message) && WORDS.test(words) && !CODE.test(words));
      if (!customerText || isDocumentation(path)) return;
      const start = path.node.loc?.start;
      onMessageExtracted({ id: message, message, origin: [filename, start?.line ?? 0, start?.column] });
    };
    const visit = (path: NodePath) => {
      const message = textOf(path.node);
      if (message === undefined) return;
      found(path, message);
      // A sum is one message: its parts are not messages of their own.
      path.skip();
    };
    traverse(ast, { StringLiteral: visit, TemplateLiteral: visit, BinaryExpression: visit });
  },
};
