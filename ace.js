/*
| The ace entry point: registers the TypeScript loader so commands run from source,
| then hands over to bin/console.ts.
*/
import 'ts-node-maintained/register/esm'

await import('./bin/console.js')
