import { configApp, PLUGINS_LIST } from '@adonisjs/eslint-config'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { housePlugin } from './lint/house_plugin.js'

export default configApp(
  { ignores: ['public/**', 'tmp/**', 'build/**', 'node_modules/**'] },
  {
    name: 'The domains of app/ import one way (ARCHITECTURE.md, lint/domain_direction.js)',
    files: ['app/**/*.ts'],
    plugins: { house: housePlugin },
    rules: { 'house/domain-direction': 'error' },
  },
  {
    name: 'The SPA imports one way: app, then features, then components and lib (lint/feature_boundaries.js)',
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { house: housePlugin },
    rules: { 'house/feature-boundaries': 'error' },
  },
  {
    name: 'Tests and the SPA: names follow their own conventions',
    files: ['tests/**/*.ts', 'web/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@unicorn/filename-case': 'off',
      '@typescript-eslint/naming-convention': 'off',
      '@unicorn/no-await-expression-member': 'off',
    },
  },
  {
    name: 'The React SPA',
    files: ['web/**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { ...PLUGINS_LIST, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'prettier/prettier': ['error', { endOfLine: 'auto' }],
      '@unicorn/filename-case': ['error', { case: 'kebabCase' }],
      'eqeqeq': ['error', 'always'],
      'no-debugger': 'error',
    },
  }
)
