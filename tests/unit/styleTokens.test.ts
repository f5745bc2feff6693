// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Colours only through tokens (issue 14): a colour is written once, in views/styles/tokens.css, whose single
 * `:root` block is the only one; every other stylesheet names a token. Each offence is reported as file:line.
 */
const ROOT = join(import.meta.dirname, '../..');
const TOKENS = 'views/styles/tokens.css';

// The CSS named colours; `transparent`, `currentColor` and `inherit` are keywords, not colours, and stay allowed.
const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
  cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
  darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
  darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
  firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
  hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue
  mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred
  midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
  palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue
  slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
  yellowgreen`.split(/\s+/),
);
const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])/gi;
const COLOUR_FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)/gi;
const IDENT = /(?<![\w-])[a-z]+(?![\w-])/gi;

interface Offence {
  file: string;
  line: number;
  message: string;
}

/** Comments blanked out, newlines kept, so offsets still give the right line. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Every `property: value` of a stylesheet with the offset of its value. */
function declarations(css: string): { prop: string; value: string; at: number }[] {
  const found: { prop: string; value: string; at: number }[] = [];
  for (const match of css.matchAll(/([-\w]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g)) {
    const [whole, prop = '', value = ''] = match;
    found.push({ prop, value, at: (match.index ?? 0) + whole.indexOf(value, prop.length) });
  }
  return found;
}

/** Raw colours in a value: hex, colour functions and named colours, outside strings, URLs and custom-property names. */
function rawColours(value: string): { text: string; at: number }[] {
  const masked = value
    .replace(/"[^"]*"|'[^']*'|url\([^)]*\)|--[-\w]+/gi, (skip) => ' '.repeat(skip.length))
    .toLowerCase();
  const hits: { text: string; at: number }[] = [];
  for (const pattern of [HEX, COLOUR_FUNCTION]) {
    for (const match of masked.matchAll(pattern)) hits.push({ text: match[0], at: match.index ?? 0 });
  }
  for (const match of masked.matchAll(IDENT)) {
    if (NAMED_COLOURS.has(match[0])) hits.push({ text: match[0], at: match.index ?? 0 });
  }
  return hits
    .sort((a, b) => a.at - b.at)
    .map((hit) => ({ text: value.slice(hit.at, hit.at + hit.text.length), at: hit.at }));
}

/** The offences of one stylesheet: raw colours (unless it is the tokens file) and `:root` blocks (likewise). */
function offencesIn(file: string, source: string): Offence[] {
  const css = withoutComments(source);
  const offences: Offence[] = [];
  if (file === TOKENS) return offences;
  for (const { prop, value, at } of declarations(css)) {
    for (const colour of rawColours(value)) {
      offences.push({
        file,
        line: lineAt(css, at + colour.at),
        message: `raw colour ${colour.text} in "${prop}: ${value}"; name a token from ${TOKENS}`,
      });
    }
  }
  for (const match of css.matchAll(/[^{};]*:root(?![\w-])[^{};]*\{/g)) {
    const at = (match.index ?? 0) + match[0].indexOf(':root');
    offences.push({ file, line: lineAt(css, at), message: `a :root block; tokens live in ${TOKENS} only` });
  }
  return offences.sort((a, b) => a.line - b.line);
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const files = stylesheets(join(ROOT, 'views')).map((path) => ({
  file: relative(ROOT, path).split('\\').join('/'),
  source: readFileSync(path, 'utf8'),
}));
/** Sources of the views (components set sizes inline too, such as a skeleton's height). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(css|tsx?)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * `rem` sizes: the root font is 10vw, 57.6 px from 576 px wide (spec, layout sizing), so 1rem is not 16 px but
 * up to 57.6: a 2rem gap would be 115 px. Sizes are px (or em, relative to the element's own text).
 */
function remSizes(file: string, source: string): string[] {
  const text = file.endsWith('.css') ? withoutComments(source) : source;
  return [...text.matchAll(/(?<![\w.-])(\d*\.?\d+)rem\b/g)].map(
    (match) => `${file}:${lineAt(text, match.index ?? 0)}: ${match[0]}; the root font is 10vw, size in px`,
  );
}

const report = (offences: Offence[]) => offences.map(({ file, line, message }) => `${file}:${line}: ${message}`);

describe('style tokens', () => {
  it('finds the stylesheets, the tokens file among them', () => {
    expect(files.map(({ file }) => file)).toContain(TOKENS);
    expect(files.length).toBeGreaterThan(1);
  });

  it('writes colours and :root blocks in views/styles/tokens.css only', () => {
    expect(report(files.flatMap(({ file, source }) => offencesIn(file, source)))).toEqual([]);
  });

  it('keeps the tokens in one :root block', () => {
    const tokens = withoutComments(files.find(({ file }) => file === TOKENS)?.source ?? '');
    expect(tokens.match(/:root(?![\w-])/g)).toHaveLength(1);
  });

  it('uses only custom properties that are defined', () => {
    const defined = new Set(files.flatMap(({ source }) => [...source.matchAll(/(--[-\w]+)\s*:/g)].map((m) => m[1])));
    const undefinedNames = files.flatMap(({ file, source }) => {
      const css = withoutComments(source);
      return [...css.matchAll(/var\(\s*(--[-\w]+)\s*\)/g)]
        .filter((match) => !defined.has(match[1]))
        .map((match) => `${file}:${lineAt(css, match.index ?? 0)}: ${match[1]} is defined in no stylesheet`);
    });
    expect(undefinedNames).toEqual([]);
  });

  it('sizes nothing in rem, in stylesheets or components', () => {
    const views = sources(join(ROOT, 'views'));
    expect(views.length).toBeGreaterThan(files.length);
    const found = views.flatMap((path) =>
      remSizes(relative(ROOT, path).split('\\').join('/'), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
    expect(remSizes('views/x.css', '.a {\n  gap: 1.5rem; /* 2rem */\n  width: 12px;\n}')).toEqual([
      'views/x.css:2: 1.5rem; the root font is 10vw, size in px',
    ]);
    expect(remSizes('views/x.tsx', '<Skeleton height="12rem" />')).toEqual([
      'views/x.tsx:1: 12rem; the root font is 10vw, size in px',
    ]);
  });

  it('names the file and line of each offence', () => {
    const source = [
      '.a {',
      '  color: var(--color-text);',
      '  border: 1px solid #E5E7EC;',
      '  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2), inset 0 0 0 1px white;',
      '  background: transparent url("x.svg#fff");',
      '  content: "red";',
      '  animation: red-alert 1s;',
      '}',
      '/* #fff in a comment */',
      ':root {',
      '  --brand: #f7931a;',
      '}',
    ].join('\n');
    expect(report(offencesIn('views/x.css', source))).toEqual([
      'views/x.css:3: raw colour #E5E7EC in "border: 1px solid #E5E7EC"; name a token from views/styles/tokens.css',
      'views/x.css:4: raw colour rgba(0, 0, 0, 0.2) in "box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2), inset 0 0 0 1px white"; name a token from views/styles/tokens.css',
      'views/x.css:4: raw colour white in "box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2), inset 0 0 0 1px white"; name a token from views/styles/tokens.css',
      'views/x.css:10: a :root block; tokens live in views/styles/tokens.css only',
      'views/x.css:11: raw colour #f7931a in "--brand: #f7931a"; name a token from views/styles/tokens.css',
    ]);
    expect(offencesIn(TOKENS, source)).toEqual([]);
  });
});
