// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Imports that would tie the pure core to a runtime: the core runs in Node, browsers and workers. */
const CORE_FORBIDDEN = {
  paths: [
    { name: 'react', message: 'src/core is pure: no React.' },
    { name: 'react-dom', message: 'src/core is pure: no React.' },
    { name: 'monaco-editor', message: 'src/core is pure: no Monaco.' },
    { name: 'monaco-yaml', message: 'src/core is pure: no Monaco.' },
    { name: '@monaco-editor/react', message: 'src/core is pure: no Monaco.' },
    { name: 'zustand', message: 'src/core is pure: no zustand.' },
  ],
  patterns: [
    { group: ['node:*'], message: 'src/core is pure: no Node built-ins.' },
    { group: ['react/*', 'react-dom/*', 'monaco-editor/*', 'zustand/*'], message: 'src/core is pure.' },
    { group: ['**/ui/**', '**/cli/**'], message: 'src/core never imports the UI or the CLI.' },
    { group: ['fs', 'path', 'os', 'child_process', 'url', 'util', 'crypto'], message: 'src/core is pure: no Node built-ins.' },
  ],
};

/**
 * The page's entry runs as a classic script whose exports reach the chunks loaded later as values
 * read once (scripts/vite-classic-entry.ts): an exported binding that is reassigned would go stale
 * there. Exports are consts, functions and classes.
 */
const NO_MUTABLE_EXPORT = {
  selector: "ExportNamedDeclaration > VariableDeclaration[kind!='const']",
  message: 'Export a const, a function or a class: the entry is a classic script and later chunks read its exports once (scripts/vite-classic-entry.ts).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-cli/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // User text must never reach the DOM as markup: every HTML-parsing sink is banned
      // (test/robustness-no-raw-html.test.ts proves each selector fires).
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML: user content is text.' },
        { selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML|srcdoc)$/]", message: 'No raw HTML: user content is text.' },
        { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseFromString)$/]", message: 'No raw HTML: user content is text.' },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'No document.write: user content is text.' },
        NO_MUTABLE_EXPORT,
      ],
    },
  },
  {
    // core/index.ts holds `analyze`, which pulls lint and its catalog (a fifth of the code) into
    // whatever imports it: the page's entry takes values from the core's own modules and lets the
    // lint chunk load after the first paint. Types are free.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.ts', 'src/ui/**/*-worker.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['**/core/index.ts'], allowTypeImports: true, message: 'Import values from the core module that defines them: core/index.ts pulls lint into the first-paint bundle.' }],
      }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': ['error', CORE_FORBIDDEN],
      // The core also runs in a worker and in Node: browser and Node globals are off limits.
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'location', 'process', 'Buffer', 'require'],
      'no-restricted-syntax': ['error', NO_MUTABLE_EXPORT],
    },
  },
);
