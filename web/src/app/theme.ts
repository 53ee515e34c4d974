import {
  Alert,
  Anchor,
  Badge,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  FileInput,
  Modal,
  Notification,
  Pagination,
  PasswordInput,
  Select,
  TableScrollContainer,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core'

/*
| Colours that meet WCAG 2.1 AA (4.5:1 for text). Filled buttons and badges use shade 8
| with white text, light buttons and badges shade 9 on shade 1; Mantine's own shades 8–9
| of teal, red, orange, yellow and green are too light for that (white on teal.6 is 2.55:1),
| so those two shades are darkened until white on 8 is at least 4.7:1 and 9 on 1 at least
| 4.8:1. Shades 0–7 stay Mantine's, so backgrounds and charts look as before.
*/
const darker = (name: keyof typeof DEFAULT_THEME.colors, shade8: string, shade9: string) =>
  [...DEFAULT_THEME.colors[name].slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple

const PAGINATION_CONTROLS = {
  first: 'První stránka',
  previous: 'Předchozí stránka',
  next: 'Další stránka',
  last: 'Poslední stránka',
}

/** Below this width (900 px: a tablet upright, a phone) the sidebar becomes a drawer. */
export const NAV_BREAKPOINT = '56.25em'

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 8 },
  /* A colour light enough for dark text (a yellow badge) gets dark text instead of white. */
  autoContrast: true,
  colors: {
    teal: darker('teal', '#08835e', '#077151'),
    red: darker('red', '#d93030', '#bd2727'),
    orange: darker('orange', '#c54c0a', '#b03a0c'),
    yellow: darker('yellow', '#a86200', '#984f00'),
    green: darker('green', '#278338', '#237133'),
  },
  breakpoints: { nav: NAV_BREAKPOINT },
  defaultRadius: 'md',
  components: {
    /* A badge's word is what it says (a role, a status): never cut to "U…" beside a growing
       column (issue #36); the column gives way instead. */
    Badge: Badge.extend({ defaultProps: { miw: 'max-content' } }),
    /* A link inside text must not be told apart by its colour alone. */
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    /* Buttons that show only an icon get a Czech name for screen readers. */
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Zavřít' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Zavřít' } } }),
    /* A dialog's title bar is no second banner of the page (axe, issue #36): a plain box. */
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: 'Zavřít' } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Zavřít' } },
    }),
    FileInput: FileInput.extend({
      defaultProps: { clearButtonProps: { 'aria-label': 'Odebrat soubor' } },
    }),
    Select: Select.extend({ defaultProps: { clearButtonProps: { 'aria-label': 'Vymazat' } } }),
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Ukázat zadané znaky' } },
    }),
    /* A table wider than the screen scrolls sideways: the keyboard must be able to scroll it. */
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: {
        scrollAreaProps: {
          viewportProps: { 'tabIndex': 0, 'role': 'region', 'aria-label': 'Tabulka' },
        },
      },
    }),
    Pagination: Pagination.extend({
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': PAGINATION_CONTROLS[control] }),
        getItemProps: (page) => ({ 'aria-label': `Stránka ${page}` }),
      },
    }),
  },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
})

/**
 * Secondary ("dimmed") text on white and on the grey page background: gray.7, 7.8:1.
 * Placeholders a shade lighter than text but still 5:1, so they don't read as values.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    /* Error texts under fields: the darkened red.8, 4.7:1 on white. */
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': '#697079',
    '--mantine-color-anchor': 'var(--mantine-color-teal-9)',
  },
  dark: {},
})
