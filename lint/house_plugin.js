import { domainDirection } from './domain_direction.js'
import { featureBoundaries } from './feature_boundaries.js'

/*
| The house's own lint rules, one file each, in one plugin object: eslint.config.js names it
| `house` for the server and for the SPA, and flat config refuses two objects under one name.
*/
export const housePlugin = {
  rules: {
    'domain-direction': domainDirection,
    'feature-boundaries': featureBoundaries,
  },
}
