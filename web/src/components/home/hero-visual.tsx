import { Hero3dLoader } from './hero-3d-loader'

/**
 * The decoration beside the hero text: gradients and orbit rings in SVG (the light hero). On capable
 * desktops Hero3dLoader puts the 3D scene over it after the page is interactive, in the same fixed
 * square box, so swapping never moves the text; the flat drawing fades out under it.
 */
export function HeroVisual() {
  return (
    <div data-hero-visual="" aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-lg lg:block">
      <div className="absolute inset-[12%] rounded-full bg-linear-to-br from-brand/25 via-accent/15 to-transparent blur-3xl" />
      <svg viewBox="0 0 400 400" className="relative size-full transition-opacity duration-700 [[data-hero-visual]:has([data-hero-3d=ready])_&]:opacity-0" fill="none">
        <defs>
          <linearGradient id="hero-ring" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" style={{ stopColor: 'var(--color-brand)' }} />
            <stop offset="100%" style={{ stopColor: 'var(--color-accent)' }} />
          </linearGradient>
          <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" style={{ stopColor: 'var(--color-surface)' }} />
            <stop offset="100%" style={{ stopColor: 'var(--color-brand-soft)' }} />
          </linearGradient>
        </defs>

        <circle cx="200" cy="200" r="186" stroke="url(#hero-ring)" strokeOpacity="0.18" strokeWidth="1.5" />
        <g className="origin-center motion-safe:animate-spin motion-safe:[animation-duration:80s]">
          <circle cx="200" cy="200" r="150" stroke="url(#hero-ring)" strokeOpacity="0.45" strokeWidth="1.5" strokeDasharray="4 10" />
          <circle cx="350" cy="200" r="9" className="fill-brand" />
          <circle cx="50" cy="200" r="6" className="fill-accent" />
        </g>
        <g className="origin-center motion-safe:animate-spin motion-safe:[animation-duration:50s] motion-safe:[animation-direction:reverse]">
          <circle cx="200" cy="200" r="112" stroke="url(#hero-ring)" strokeOpacity="0.3" strokeWidth="1.5" />
          <circle cx="200" cy="88" r="7" className="fill-accent" />
          <rect x="192" y="304" width="16" height="16" rx="4" className="fill-brand" opacity="0.8" />
        </g>

        {/* A stylised browser window: the agency's craft, in flat shapes. */}
        <g transform="translate(118 138)">
          <rect width="164" height="124" rx="16" fill="url(#hero-card)" className="stroke-line" strokeWidth="1.5" />
          <path d="M0 32h164" className="stroke-line" strokeWidth="1.5" />
          <circle cx="18" cy="16" r="4" className="fill-warm" opacity="0.7" />
          <circle cx="32" cy="16" r="4" className="fill-accent" opacity="0.7" />
          <circle cx="46" cy="16" r="4" className="fill-brand" opacity="0.7" />
          <rect x="18" y="48" width="72" height="10" rx="5" className="fill-brand" />
          <rect x="18" y="68" width="120" height="8" rx="4" className="fill-line" />
          <rect x="18" y="84" width="96" height="8" rx="4" className="fill-line" />
          <rect x="18" y="102" width="44" height="12" rx="6" fill="url(#hero-ring)" />
        </g>
      </svg>
      <Hero3dLoader />
    </div>
  )
}
