import { storageKeys } from '@/config/storage-keys'

/** The spec's three themes: white ("Modo Normal"), particles ("Modo Gótico", dark) and fire (dark). */
export const themes = ['white', 'particles', 'fire'] as const
export type Theme = (typeof themes)[number]

export const DEFAULT_THEME: Theme = 'white'

/** The attribute on <html> that the CSS tokens of globals.css switch on. */
export const THEME_ATTRIBUTE = 'data-theme'

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value)
}

/** The theme a stored value names; anything else (nothing stored, an old value) is the default. */
export function parseTheme(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME
}

/** The cycle action: white → particles → fire → white. */
export function nextTheme(theme: Theme): Theme {
  return themes[(themes.indexOf(theme) + 1) % themes.length] ?? DEFAULT_THEME
}

/** The toggle: the light theme goes dark (particles); either dark theme goes back to white. */
export function toggledTheme(theme: Theme): Theme {
  return theme === 'white' ? 'particles' : 'white'
}

/** Dark themes draw the particle canvas and use light text. */
export function isDarkTheme(theme: Theme): boolean {
  return theme !== 'white'
}

/** The spec's labels: the toggle names the mode it switches to. */
export const themeLabels: Record<Theme, string> = {
  white: 'Modo Normal',
  particles: 'Modo Gótico',
  fire: 'Modo Fuego',
}

/**
 * The one inline script of the site (a CSP will need to give it a nonce): it runs in <head>, before
 * the first paint, and puts the stored theme on <html>, so a visitor who chose a dark theme never
 * sees a flash of the light one. It must stay tiny and never throw (storage may be blocked).
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(storageKeys.theme)});if(${JSON.stringify(
  themes,
)}.indexOf(t)>0)document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)}catch(e){}})()`
