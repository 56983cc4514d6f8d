import { paths } from '@/config/paths'
import { storageKeys } from '@/config/storage-keys'

/** The spec's page transitions and overlay timings. */
export const TRANSITION_MS = 800
export const WISDOM_EVERY = 5
export const WISDOM_MS = 2000
export const LOADING_MS = 3000
export const LOADING_TICK_MS = 50
/** A navigation that has waited this long shows the loading overlay. */
export const LOADING_DELAY_MS = 300
/** How long a loading overlay stays at 100% once what it waited for is there (the page, a navigation). */
export const LOADING_DONE_HOLD_MS = 200
/**
 * The session's first-load overlay shows at least this long before the loaded page ends it: long
 * enough to see the quote, so a fast load does not read as a flicker.
 */
export const FIRST_LOAD_MIN_MS = 1000

export type TransitionKind = 'slide' | 'fade' | 'glass' | 'sweep' | 'wipe'

/** Each route's entrance (spec: home slide, servicios fade, nosotros glass, contacto sweep, portfolio wipe). */
export function transitionFor(pathname: string): TransitionKind {
  if (pathname === paths.home) return 'slide'
  if (pathname.startsWith(paths.about)) return 'glass'
  if (pathname.startsWith(paths.contact)) return 'sweep'
  if (pathname.startsWith(paths.portfolio) || pathname.startsWith('/proyectos/')) return 'wipe'
  return 'fade'
}

/** Whether the n-th transition (1-based, counted across visits) also shows the Greek-wisdom overlay. */
export function isWisdomTransition(count: number): boolean {
  return Number.isInteger(count) && count > 0 && count % WISDOM_EVERY === 0
}

/** The stored transition count, tolerant of anything a visitor's storage may hold. */
export function parseCount(value: string | null): number {
  const count = Number(value)
  return Number.isSafeInteger(count) && count > 0 ? count : 0
}

/**
 * Whole percent of `totalMs` that `elapsedMs` is, 0 to 100. Self-contained (no outside names): the
 * first-load boot script embeds its source.
 */
export function percentOf(elapsedMs: number, totalMs: number): number {
  if (elapsedMs >= totalMs) return 100
  if (!(elapsedMs > 0)) return 0
  return Math.floor((elapsedMs / totalMs) * 100)
}

/** The loading overlay's percentage after `elapsedMs` (whole numbers, 100 at LOADING_MS or when done). */
export function loadingPercent(elapsedMs: number, done = false): number {
  return done ? 100 : percentOf(elapsedMs, LOADING_MS)
}

/** On <html> while the session's first-load overlay shows (the overlay's CSS reads it). */
export const FIRST_LOAD_ATTRIBUTE = 'data-first-load'

/**
 * The session's first-load overlay, without React: this inline script runs right after the
 * overlay's server HTML (element `overlayId`), before the first paint. Unless the session has seen
 * it (sessionStorage) or the visitor asked for less motion, it shows the overlay (FIRST_LOAD_ATTRIBUTE
 * on <html>) and ticks the percentage and the bar every LOADING_TICK_MS. Like the navigations'
 * overlay, it ends when what it waits for is there (DESIGN.md §9: "up to 3000 ms"): once the page has
 * loaded (the window's load event) and it has shown FIRST_LOAD_MIN_MS, it shows 100% for
 * LOADING_DONE_HOLD_MS and hides; it hides at LOADING_MS in any case, and at the first key press of
 * Escape or pointer press. Storage blocked: no overlay. It never throws.
 */
export function firstLoadBootScript(overlayId: string): string {
  const settings = {
    id: overlayId,
    key: storageKeys.firstLoadShown,
    attribute: FIRST_LOAD_ATTRIBUTE,
    limit: LOADING_MS,
    tick: LOADING_TICK_MS,
    min: FIRST_LOAD_MIN_MS,
    hold: LOADING_DONE_HOLD_MS,
  }
  return `(function(s,percentOf){try{if(sessionStorage.getItem(s.key)||matchMedia('(prefers-reduced-motion: reduce)').matches)return;sessionStorage.setItem(s.key,'1')}catch(e){return}
var o=document.getElementById(s.id),d=document.documentElement;if(!o)return;
var n=o.querySelector('[data-percent]'),b=o.querySelector('[data-bar]'),t0=performance.now(),loaded=document.readyState==='complete',full=-1,i;
function show(p){if(n)n.textContent=p+'%';if(b)b.style.transform='scaleX('+p/100+')'}
function onLoad(){loaded=true}
function close(){clearInterval(i);d.removeAttribute(s.attribute);removeEventListener('keydown',key,true);removeEventListener('pointerdown',close,true);removeEventListener('load',onLoad)}
function key(e){if(e.key==='Escape')close()}
d.setAttribute(s.attribute,'');
i=setInterval(function(){var e=performance.now()-t0;if(e>=s.limit){show(100);return close()}if(full>=0){if(e-full>=s.hold)close();return}
if(loaded&&e>=s.min){full=e;show(100)}else show(percentOf(e,s.limit))},s.tick);
addEventListener('keydown',key,true);addEventListener('pointerdown',close,true);if(!loaded)addEventListener('load',onLoad)})(${JSON.stringify(settings)},${percentOf.toString()})`
}
