/** Every pool query starts with this key; transfer actions invalidate it too. */
export const poolKey = ['pool'] as const

/** The admin's list of all pool items. */
export const poolItemsKey = [...poolKey, 'items'] as const
