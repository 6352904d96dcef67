/**
 * The rules of the built stylesheet a page's markup can match, to inline in that page instead of
 * the whole sheet (Tailwind's output: ~100 KB, of which a page uses a third or less). The sheet is
 * parsed once; a page is matched by the set of its tag names, classes, ids and attribute names.
 *
 * A rule is dropped only when one of its selectors' required parts is missing from the page: a class,
 * an id, an attribute or an element name outside `:not()`, `:has()` and the like. What a selector
 * states inside those, or in `:is()`/`:where()` with several choices, is taken as met. So a rule that
 * could match is always kept, and the full sheet, loaded after the first paint, changes nothing that
 * is on screen. Written for the minified sheet the build makes (no nesting needed, but a nested
 * rule goes with its parent); postcss and lightningcss are only the build's tools, not the server's.
 */

/** A part of the sheet, in its order. */
type SheetPart =
  /** Kept on every page: at-rule statements (`@layer a,b;`), `@font-face`, anything unknown. */
  | { kind: 'always'; css: string }
  /** `@property --name`: kept when a kept rule reads the property (`var(--name`), which is all its registration changes. */
  | { kind: 'property'; name: string; css: string }
  /** Kept when one of its selectors needs nothing the page lacks; its custom properties only when read. */
  | { kind: 'rule'; css: string; needs: string[][]; declarations: Declaration[]; prelude: string }
  /** Kept when a kept rule names it. */
  | { kind: 'keyframes'; name: string; css: string }
  /** `@media`, `@supports`, `@container`, `@layer` and the like: kept when something in it is. */
  | { kind: 'group'; prelude: string; parts: SheetPart[]; keepEmpty: boolean };

/** A declaration of a rule, and the custom properties it sets (`--name:`) and reads (`var(--name`). */
interface Declaration {
  css: string;
  sets?: string;
  reads: string[];
}

const READ_PROPERTY = /var\(\s*(--[\w-]+)/g;
const readsOf = (css: string) => [...css.matchAll(READ_PROPERTY)].map(([, name]) => name as string);

/** A rule's block cut into its declarations (a nested rule stays whole, as one). */
function declarationsOf(block: string): Declaration[] {
  return splitTopLevelBy(block, ';')
    .filter((css) => css.trim())
    .map((css) => {
      const property = /^\s*(--[\w-]+)\s*:/.exec(css)?.[1];
      return property ? { css, sets: property, reads: readsOf(css) } : { css, reads: readsOf(css) };
    });
}

/**
 * What the page's own inline scripts (index.html) put on it before the full sheet arrives: the
 * theme's `dark` class on `<html>` and the mark on a control tapped before the app started.
 */
const SET_BY_INLINE_SCRIPTS = ['.dark', '[data-early-tap'];

/** At-rules whose block holds rules, kept as far as those are. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style', 'document']);
/** Pseudo-classes that match what their one argument matches, so the argument's parts are needed too. */
const MATCHES_ITS_ARGUMENT = new Set(['is', 'where', 'matches', '-webkit-any']);

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f';
const isHex = (char: string | undefined) => char !== undefined && /[0-9a-f]/i.test(char);
const isNameChar = (char: string | undefined) => char !== undefined && (/[\w-]/.test(char) || char > '\x7f');

/** The index just past a string opened at `start` (by its quote). */
function pastString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * The index of the first of `stops` at depth zero from `start` (strings, comments, escapes and
 * brackets skipped), or the text's length.
 */
function indexOfTopLevel(css: string, start: number, stops: string): number {
  let depth = 0;
  let i = start;
  while (i < css.length) {
    const char = css[i] as string;
    if (char === '\\') i += 2;
    else if (char === '"' || char === "'") i = pastString(css, i);
    else if (char === '/' && css[i + 1] === '*')
      i = css.indexOf('*/', i + 2) < 0 ? css.length : css.indexOf('*/', i + 2) + 2;
    else {
      if (depth === 0 && stops.includes(char)) return i;
      if (char === '(' || char === '[' || char === '{') depth++;
      else if (char === ')' || char === ']' || char === '}') depth--;
      i++;
    }
  }
  return css.length;
}

/** `text` cut at its top-level `separator`s. */
function splitTopLevelBy(text: string, separator: string): string[] {
  const parts: string[] = [];
  for (let start = 0; start <= text.length; ) {
    const end = indexOfTopLevel(text, start, separator);
    parts.push(text.slice(start, end));
    start = end + 1;
  }
  return parts;
}

const splitTopLevel = (text: string) => splitTopLevelBy(text, ',');

/** A CSS name from `start` with its escapes undone (`md\:flex` is the class `md:flex`), and the index past it. */
function readName(css: string, start: number): [string, number] {
  let name = '';
  let i = start;
  while (i < css.length) {
    const char = css[i];
    if (char === '\\') {
      let hex = '';
      while (hex.length < 6 && isHex(css[i + 1 + hex.length])) hex += css[i + 1 + hex.length];
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex, 16));
        i += 1 + hex.length;
        if (isSpace(css[i])) i++;
      } else {
        name += css[i + 1] ?? '';
        i += 2;
      }
    } else if (isNameChar(char)) {
      name += char;
      i++;
    } else break;
  }
  return [name, i];
}

/** The parts of the page one complex selector needs: `.class`, `#id`, `[attribute` and element names. */
function selectorNeeds(selector: string): string[] {
  const needs: string[] = [];
  let compoundStart = true;
  let i = 0;
  while (i < selector.length) {
    const char = selector[i] as string;
    if (isSpace(char) || char === '>' || char === '+' || char === '~') {
      compoundStart = true;
      i++;
      continue;
    }
    if (char === '.' || char === '#') {
      const [name, next] = readName(selector, i + 1);
      needs.push(char + name);
      i = next;
    } else if (char === '[') {
      let start = i + 1;
      while (isSpace(selector[start])) start++;
      needs.push(`[${readName(selector, start)[0].toLowerCase()}`);
      i = indexOfTopLevel(selector, i + 1, ']') + 1;
    } else if (char === ':') {
      const element = selector[i + 1] === ':';
      const [name, next] = readName(selector, i + (element ? 2 : 1));
      i = next;
      if (selector[i] === '(') {
        const end = indexOfTopLevel(selector, i + 1, ')');
        const choices = splitTopLevel(selector.slice(i + 1, end));
        if (!element && MATCHES_ITS_ARGUMENT.has(name.toLowerCase()) && choices.length === 1) {
          needs.push(...selectorNeeds(choices[0] as string));
        }
        i = end + 1;
      }
    } else if (isNameChar(char) || char === '\\') {
      const [name, next] = readName(selector, i);
      if (compoundStart) needs.push(name.toLowerCase());
      i = next;
    } else {
      // `*`, `&`, a namespace bar: nothing the page must have.
      i++;
    }
    compoundStart = false;
  }
  return needs;
}

/** The parts of the sheet between `start` and `end`. */
function parseParts(css: string, start: number, end: number): SheetPart[] {
  const parts: SheetPart[] = [];
  let i = start;
  while (i < end) {
    while (i < end && isSpace(css[i])) i++;
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? end : close + 2;
      continue;
    }
    if (i >= end) break;
    const stop = Math.min(indexOfTopLevel(css, i, '{;}'), end);
    const prelude = css.slice(i, stop).trim();
    if (css[stop] !== '{') {
      if (prelude) parts.push({ kind: 'always', css: `${prelude};` });
      i = stop + 1;
      continue;
    }
    const close = Math.min(indexOfTopLevel(css, stop + 1, '}'), end);
    const whole = `${prelude}${css.slice(stop, close + 1)}`;
    i = close + 1;
    if (!prelude.startsWith('@')) {
      parts.push({
        kind: 'rule',
        css: whole,
        needs: splitTopLevel(prelude).map(selectorNeeds),
        prelude,
        declarations: declarationsOf(css.slice(stop + 1, close)),
      });
      continue;
    }
    const [name] = readName(prelude, 1);
    const atRule = name.toLowerCase().replace(/^-\w+-(?=keyframes$)/, '');
    if (GROUPING_AT_RULES.has(atRule)) {
      // A layer is declared even when empty here: the order of layers is the order they are first named.
      parts.push({ kind: 'group', prelude, parts: parseParts(css, stop + 1, close), keepEmpty: atRule === 'layer' });
    } else if (atRule === 'keyframes' || atRule === 'property') {
      parts.push({ kind: atRule, name: prelude.slice(prelude.indexOf(' ') + 1).trim(), css: whole });
    } else {
      parts.push({ kind: 'always', css: whole });
    }
  }
  return parts;
}

/** The tag names, classes, ids and attribute names of a page (`tag`, `.class`, `#id`, `[attribute`). */
export function markupTokens(html: string): Set<string> {
  const tokens = new Set(SET_BY_INLINE_SCRIPTS);
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    tokens.add(tag.toLowerCase());
    for (const [, rawName = '', quoted, single, bare] of attributes.matchAll(
      /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      const name = rawName.toLowerCase();
      tokens.add(`[${name}`);
      if (name !== 'class' && name !== 'id') continue;
      const value = decodeEntities(quoted ?? single ?? bare ?? '');
      if (name === 'id') tokens.add(`#${value}`);
      else for (const className of value.split(/\s+/)) if (className) tokens.add(`.${className}`);
    }
  }
  return tokens;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's value as the browser reads it (React writes `&`, `<`, `>` and quotes as references). */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (reference, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? reference;
    return String.fromCodePoint(
      Number.parseInt(body.slice(body[1] === 'x' || body[1] === 'X' ? 2 : 1), body[1]?.toLowerCase() === 'x' ? 16 : 10),
    );
  });
}

/** The stylesheet, parsed once; `for(html)` is the part of it that page needs. */
export class PageStyles {
  private constructor(private readonly parts: SheetPart[]) {}

  static parse(css: string): PageStyles {
    return new PageStyles(parseParts(css, 0, css.length));
  }

  /**
   * The rules `html` can match, with every at-rule they sit in, the keyframes they name, the custom
   * properties they read (the theme's, Tailwind's fallbacks: each set only where something kept, or
   * the markup's own styles, reads it), and the sheet's preambles.
   */
  for(html: string): string {
    const tokens = markupTokens(html);
    const kept = new Set<SheetPart & { kind: 'rule' }>();
    const keep = (parts: SheetPart[]): void => {
      for (const part of parts) {
        if (part.kind === 'group') keep(part.parts);
        else if (part.kind === 'rule' && part.needs.some((selector) => selector.every((token) => tokens.has(token)))) {
          kept.add(part);
        }
      }
    };
    keep(this.parts);
    const read = readProperties(kept, html);
    const written = new Map<SheetPart, string>();
    for (const rule of kept) {
      const declarations = rule.declarations.filter((declaration) => !declaration.sets || read.has(declaration.sets));
      // A rule left with nothing to declare (a theme block of unread colours) matches nothing visible.
      if (declarations.length === 0) continue;
      written.set(
        rule,
        declarations.length === rule.declarations.length
          ? rule.css
          : `${rule.prelude}{${declarations.map((declaration) => declaration.css).join(';')}}`,
      );
    }
    const keptText = [...written.values()].join('');
    const named = new Set(keptText.match(/[\w-]+/g));
    const write = (parts: SheetPart[]): string =>
      parts
        .map((part) => {
          if (part.kind === 'always') return part.css;
          if (part.kind === 'rule') return written.get(part) ?? '';
          if (part.kind === 'keyframes') return named.has(part.name) ? part.css : '';
          if (part.kind === 'property') return read.has(part.name) ? part.css : '';
          const inside = write(part.parts);
          return inside || part.keepEmpty ? `${part.prelude}{${inside}}` : '';
        })
        .join('');
    return write(this.parts);
  }
}

/**
 * The custom properties something on the page reads: a kept rule's other declarations, the
 * markup (inline styles), and the values of properties read already (the theme's `--color-primary`
 * reads `--lightningcss-light`).
 */
function readProperties(kept: Iterable<SheetPart & { kind: 'rule' }>, html: string): Set<string> {
  const values = new Map<string, string[]>();
  const read = new Set(readsOf(html));
  for (const rule of kept) {
    for (const declaration of rule.declarations) {
      if (!declaration.sets) for (const name of declaration.reads) read.add(name);
      else values.set(declaration.sets, [...(values.get(declaration.sets) ?? []), ...declaration.reads]);
    }
  }
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of values.get(name) ?? []) {
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
    }
  }
  return read;
}
