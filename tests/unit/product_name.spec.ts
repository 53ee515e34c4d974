import { describe, expect, test } from 'vitest'
import { splitProductName } from '#core/product_name'

/* Issue #36: the pack at the end of a name tells two products apart; a list cuts before it. */
describe('splitProductName', () => {
  test.each([
    ['TELMISARTAN TEVA 80MG TBL NOB 30', 'TELMISARTAN TEVA', '80MG TBL NOB 30'],
    ['ESSENTIALE FORTE 300MG CPS DUR 50', 'ESSENTIALE FORTE', '300MG CPS DUR 50'],
    ['AMLODIPIN MYLAN 10MG TBL FLM 30', 'AMLODIPIN MYLAN', '10MG TBL FLM 30'],
    ['Paralen 500 TBL 24', 'Paralen', '500 TBL 24'],
    ['Čaj heřmánkový 20x1,5g', 'Čaj heřmánkový', '20x1,5g'],
    ['ŽALUDEČNÍ KAPKY 50ML', 'ŽALUDEČNÍ KAPKY', '50ML'],
    ['Echinacea 10', 'Echinacea', '10'],
    /* A name is never all pack, and a name without one has none. */
    ['TBL 30', 'TBL', '30'],
    ['PARALEN', 'PARALEN', ''],
    ['Ořechový olej', 'Ořechový olej', ''],
    ['TELMISARTAN ZENTIVA 80MG/12,5MG TBL NOB 28', 'TELMISARTAN ZENTIVA', '80MG/12,5MG TBL NOB 28'],
    /* At most four tokens and 22 characters: the strength before them may be cut. */
    ['BETADINE 100MG/ML DRM SOL 1X120ML', 'BETADINE 100MG/ML', 'DRM SOL 1X120ML'],
  ])('%j → %j + %j', (name, head, pack) => {
    expect(splitProductName(name)).toEqual({ head, pack })
    expect([head, pack].filter(Boolean).join(' ')).toBe(name)
  })
})
