import type { RowData } from '@tanstack/react-table'

declare const sortKey: unique symbol

/**
 * A sort key of a list contract (contracts/lists), as only `listColumnHelper` hands it out
 * (issue #37): a column made any other way cannot name a field to sort by, so a sort the
 * server does not know never compiles.
 */
export type SortKey = string & { readonly [sortKey]: true }

/* What the server-paged table reads from a column besides its header and cell. */
declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The API field the column sorts by (the list contract's `sort`); none: not sortable. */
    sortField?: SortKey
    /**
     * Its place in the card that shows a row on a narrow screen: the row's name on top (with
     * its tick), its actions at the bottom; any other column is a labelled line between.
     */
    card?: 'title' | 'select' | 'actions'
    /** The label of the column in a card and the sort menu when its header is not text. */
    label?: string
    /** Numbers read best right-aligned. */
    align?: 'right'
    /**
     * Which columns give way when the table is narrower than it would like (issue #25): the
     * highest number hides first, a column without one never does; "Sloupce" brings any back.
     */
    priority?: number
    /** Takes the free width and truncates (the row's name does by default). */
    grow?: boolean
    /** Wider texts are cut with an ellipsis (the whole text on hover and on the row's focus). */
    maxWidth?: number
  }
}
