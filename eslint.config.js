// ESLint runs for the React hooks rules only (dependency-cruiser checks the layers, tsc the
// types): a hook called conditionally, or an effect keyed on values it never reads, is a bug.
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default defineConfig({
  files: ['src/**/*.{ts,tsx}'],
  languageOptions: { parser: tseslint.parser },
  plugins: { 'react-hooks': reactHooks },
  // Only the two classic rules: the React Compiler rules of the plugin's `recommended` set are
  // not wanted here (this app is not built with the compiler).
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'error',
  },
  linterOptions: { reportUnusedDisableDirectives: 'error' },
});
