type Props = {
  count: number
  current: number
  /** id of the slides' track, for aria-controls. */
  controls: string
  onSelect: (index: number) => void
}

/**
 * Where the carousel is: a dot per project from md up (each a button), a progress bar with
 * "n / total" below md. The slides' own labels ("3 de 7") carry the position for assistive tech.
 */
export function CarouselIndicators({ count, current, controls, onSelect }: Props) {
  const progress = ((current + 1) / count) * 100
  return (
    <div className="flex min-w-0 flex-1 items-center justify-center">
      <ul className="hidden items-center gap-1 md:flex">
        {Array.from({ length: count }, (_, index) => {
          const active = index === current
          return (
            <li key={index}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-label={`Ir al proyecto ${index + 1}`}
                aria-current={active ? 'true' : undefined}
                aria-controls={controls}
                className="group grid h-8 min-w-8 place-items-center rounded-full px-1"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                    active ? 'w-7 bg-brand' : 'w-2.5 bg-line group-hover:bg-muted'
                  }`}
                />
              </button>
            </li>
          )
        })}
      </ul>
      <div aria-hidden="true" className="flex w-full items-center gap-3 md:hidden">
        <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-line">
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-500 motion-reduce:transition-none"
            style={{ width: `${progress}%` }}
          />
        </div>
        <span className="text-sm font-medium tabular-nums text-muted">
          {current + 1} / {count}
        </span>
      </div>
    </div>
  )
}
