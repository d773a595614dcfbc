// Files that frameworks and editors read, written into dist/ from the element's Custom Elements Manifest so that
// they never disagree with it:
// - react-jsx.d.ts: `<stigmeria-board>` in React 19's JSX, its properties as props and its events as `on…` props;
// - vue.d.ts: `<stigmeria-board>` among Vue's `GlobalComponents`, for templates;
// - vscode.html-custom-data.json: VS Code's HTML custom data (the `html.customData` setting);
// - web-types.json: JetBrains web-types (the `web-types` field of package.json).
// The TypeScript files take each property's type from the element's own declaration, so its unions stay its.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `'a'|'b'` (as an `@attr` tag writes an enumeration) as its values, or `undefined` for any other type. */
function enumValues(type) {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : undefined;
}

// A description as the text of a one-line doc comment, where a closing `*/` would end the comment early.
const doc = (text) => text.replace(/\s*\n\s*/g, ' ').replaceAll('*/', '*\\/');

const isBoolean = (attribute) => attribute.type.text === 'boolean';

/** React 19 sets a prop as the property when the element has one, and listens for `on<event name>` props. */
function reactJsx(element) {
  const properties = element.members.filter((member) => member.kind === 'field' && member.readonly !== true);
  const propertyNames = new Set(properties.map((member) => member.name));
  // Attributes whose names are not properties (`replay-src`) are props too, as React passes them to the attribute.
  const attributeOnly = element.attributes.filter((attribute) => !propertyNames.has(attribute.name));
  const lines = [
    '// Generated from custom-elements.json by scripts/editor-files.mjs.',
    '/**',
    ` * \`<${element.tagName}>\` in React 19's JSX: import this module once (\`import type {} from '@stigmeria/board/react-jsx'\`)`,
    ' * and the tag type-checks in TSX, its properties as props and its events as `on…` props (`onstigmeria-change`).',
    ' */',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    "import type { StigmeriaBoard, StigmeriaEventMap } from './index.js';",
    '',
    `/** The props of \`<${element.tagName}>\` in JSX. */`,
    'export interface StigmeriaBoardJsxProps {',
    ...properties.flatMap((member) => [`  /** ${doc(member.description)} */`, `  ${member.name}?: StigmeriaBoard['${member.name}'];`]),
    ...attributeOnly.flatMap((attribute) => [`  /** ${doc(attribute.description)} */`, `  '${attribute.name}'?: ${isBoolean(attribute) ? 'boolean' : 'string | number'};`]),
    ...element.events.flatMap((event) => [
      `  /** \`${event.name}\`: ${doc(event.description)} */`,
      `  'on${event.name}'?: (event: StigmeriaEventMap['${event.name}']) => void;`,
    ]),
    '}',
    '',
    // Named apart from JSX's own `Element`, which the augmentation below would otherwise see.
    `/** \`<${element.tagName}>\`'s own props with React's HTML ones (\`className\`, \`ref\`, \`id\`…). */`,
    'export type StigmeriaBoardJsxAttributes = Omit<DetailedHTMLProps<HTMLAttributes<StigmeriaBoard>, StigmeriaBoard>, keyof StigmeriaBoardJsxProps> &',
    '  StigmeriaBoardJsxProps;',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    `      '${element.tagName}': StigmeriaBoardJsxAttributes;`,
    '    }',
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}

/** Vue passes a bound prop as the property, and `@stigmeria-change` is the `onStigmeriaChange` prop. */
function vue(element) {
  const properties = element.members.filter((member) => member.kind === 'field' && member.readonly !== true);
  const handler = (name) => `on${name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase())}`;
  const lines = [
    '// Generated from custom-elements.json by scripts/editor-files.mjs.',
    '/**',
    ` * \`<${element.tagName}>\` among Vue's global components: import this module once`,
    " * (`import type {} from '@stigmeria/board/vue'`) and templates type-check its props and events (`@stigmeria-change`).",
    ' * The app still tells the compiler that the tag is a custom element (`isCustomElement`).',
    ' */',
    "import type { DefineComponent } from 'vue';",
    "import type { StigmeriaBoard, StigmeriaEventMap } from './index.js';",
    '',
    `/** The props of \`<${element.tagName}>\` in a Vue template. */`,
    'export interface StigmeriaBoardVueProps {',
    ...properties.flatMap((member) => [`  /** ${doc(member.description)} */`, `  ${member.name}?: StigmeriaBoard['${member.name}'];`]),
    ...element.events.flatMap((event) => [
      `  /** \`${event.name}\`: ${doc(event.description)} */`,
      `  ${handler(event.name)}?: (event: StigmeriaEventMap['${event.name}']) => void;`,
    ]),
    '}',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    `    '${element.tagName}': DefineComponent<StigmeriaBoardVueProps>;`,
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}

function vscodeCustomData(element) {
  return {
    version: 1.1,
    tags: [
      {
        name: element.tagName,
        description: `${element.summary}\n\n${element.description}`,
        attributes: element.attributes.map((attribute) => {
          const values = enumValues(attribute.type.text);
          return {
            name: attribute.name,
            description: attribute.description,
            ...(isBoolean(attribute) ? { valueSet: 'v' } : {}),
            ...(values === undefined ? {} : { values: values.map((name) => ({ name })) }),
          };
        }),
      },
    ],
  };
}

function webTypes(element, pkg) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: [
          {
            name: element.tagName,
            description: `${element.summary}\n\n${element.description}`,
            attributes: element.attributes.map((attribute) => {
              const values = enumValues(attribute.type.text);
              return {
                name: attribute.name,
                description: attribute.description,
                value: isBoolean(attribute)
                  ? { type: 'boolean', required: false }
                  : { type: values === undefined ? attribute.type.text : values.map((value) => `'${value}'`).join(' | ') },
                ...(values === undefined ? {} : { values: values.map((name) => ({ name })) }),
              };
            }),
            events: element.events.map((event) => ({ name: event.name, description: event.description })),
            js: {
              properties: element.members
                .filter((member) => member.kind === 'field')
                .map((member) => ({ name: member.name, description: member.description, type: member.type.text })),
              events: element.events.map((event) => ({ name: event.name, description: event.description })),
            },
          },
        ],
      },
    },
  };
}

export function writeEditorFiles(manifest, packageDir) {
  const element = manifest.modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName);
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const dist = join(packageDir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'react-jsx.d.ts'), reactJsx(element));
  writeFileSync(join(dist, 'vue.d.ts'), vue(element));
  writeFileSync(join(dist, 'vscode.html-custom-data.json'), `${JSON.stringify(vscodeCustomData(element), null, 2)}\n`);
  writeFileSync(join(dist, 'web-types.json'), `${JSON.stringify(webTypes(element, pkg), null, 2)}\n`);
}
