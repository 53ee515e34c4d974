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
        // Libraries change rarely: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 15 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
