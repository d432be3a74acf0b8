// ESLint for the web app: TypeScript, React hooks, accessibility and the architecture's import rules.
// Formatting is Prettier's job (`npm run format`); eslint-config-prettier switches off the rules that would fight it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

// STYLE.md: shared code (components, lib, config) → features/<area> → app; no feature imports another.
// One zone per feature folder, read from disk, so a new feature is covered without touching this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const architecture = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/components, src/lib or src/config, or compose them in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app: the app (routes) composes features.',
  },
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, config) imports neither features nor the app.',
  },
  {
    // auth.tsx loads the sign-in modules; the reverse would make a circle (type-only imports included).
    target: './src/lib/sign-in',
    from: './src/lib/auth.tsx',
    message: 'sign-in is below auth: take what both need (such as User) from src/lib/sign-in.',
  },
];

export default defineConfig(
  {
    ignores: ['dist', 'dist-empty', 'node_modules', 'test-artifacts', 'src/lib/api/schema.d.ts'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const { dropped: _, ...rest } = x` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports (no-cycle would see nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // `@/` is src/ (tsconfig paths, vite alias).
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: architecture }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // STYLE.md 16: one file per request. Only request modules (src/lib/api, a feature's api folder) and tests call the
    // API client; components, routes and other lib code import those modules (types only from anywhere).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api/**', 'src/features/*/api/**', 'src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/api/client', '**/api/client', '**/lib/api/client'],
              allowTypeImports: true,
              message: 'Call the API from a request module (src/lib/api/<resource>/ or src/features/<area>/api/), one file per request, and import that.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node-side files: configs, scripts, end-to-end tests and the repository tests.
    files: ['*.{js,ts,cjs,mjs}', 'build/**', 'scripts/**', 'e2e/**', 'tests/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/empty-app/**'],
    languageOptions: { globals: globals.browser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  prettier,
);
