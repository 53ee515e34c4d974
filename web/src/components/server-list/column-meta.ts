import type { RowData } from '@tanstack/react-table'

/* What the server-paged table reads from a column besides its header and cell. */
declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The API field the column sorts by (the list contract's `sort`); none: not sortable. */
    sortField?: string
    /**
     * Its place in the card that shows a row on a narrow screen: the row's name on top (with
     * its tick), its actions at the bottom; any other column is a labelled line between.
     */
    card?: 'title' | 'select' | 'actions'
    /** The label of the column in a card and the sort menu when its header is not text. */
    label?: string
    /** Numbers read best right-aligned. */
    align?: 'right'
  }
}

export {}
