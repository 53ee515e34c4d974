/*
| A product's name in a list cell (issue #36): its end, the pack ("TBL FLM 30", "500MG TBL
| NOB 24"), is what tells two products apart, so when the column is too narrow the start of
| the name gives way with "…" and the pack stays whole. The DOM keeps the whole text (read
| whole by a screen reader), and the pointer shows it whole as the title.
*/
import { splitProductName } from '../../../app/core/product_name'

/** The name, cut before its pack when it must be (the column fit wants it whole first). */
export function ProductName({ name }: { name: string | null | undefined }) {
  if (!name) return <>—</>
  const { head, pack } = splitProductName(name)
  return (
    <span className="product-name" title={name} data-testid="product-name">
      <span className="product-name-head" data-fit-part>
        {head}
      </span>
      {pack && (
        <span className="product-name-pack" data-fit-part>
          {` ${pack}`}
        </span>
      )}
    </span>
  )
}
