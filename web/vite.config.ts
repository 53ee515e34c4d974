import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const serverUrl = 'http://127.0.0.1:3333'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    // The AdonisJS server serves the repo-root public/ folder (gitignored).
    outDir: fileURLToPath(new URL('../public', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change rarely: separate chunks stay cached across deployments. Only what
        // pages load at start ($initial) is grouped; a lazy import (the dashboard's charts) keeps
        // its libraries in its own chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
              tags: ['$initial'],
            },
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/]/,
              priority: 15,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': serverUrl,
      '/_ping': serverUrl,
    },
  },
})
