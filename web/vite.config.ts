import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './precompress.ts'

const serverUrl = 'http://127.0.0.1:3333'

export default defineConfig(({ command }) => {
  /*
  | A build is always a production build, whatever NODE_ENV the caller runs with (`npm start`
  | in development, the tests in `test`): otherwise React's development build ships, 4× the
  | size and slower. Vite reads NODE_ENV after loading this file.
  */
  if (command === 'build') process.env.NODE_ENV = 'production'

  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), precompress()],
    build: {
      // The AdonisJS server serves the repo-root public/ folder (gitignored).
      outDir: fileURLToPath(new URL('../public', import.meta.url)),
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // Libraries change rarely: separate chunks stay cached across deployments. Only what
          // pages load at start ($initial) is grouped; each screen is a lazy chunk with the
          // library code only it uses (the dashboard's charts, for instance).
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
              /* The SPA's own modules that the first page and the lazy screens share (paths, the
                 API client, domain constants…): one file, not one request each. */
              {
                name: 'shared',
                test: /^(?!.*[\\/]node_modules[\\/])/,
                priority: 5,
                tags: ['$initial'],
              },
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
  }
})
