import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProjectDetail } from './project-detail'
import { ProjectGallery } from './project-gallery'
import type { PortfolioProject } from './types'

const project: PortfolioProject = {
  title: 'Tienda Moda',
  slug: 'tienda-moda',
  brand: 'Moda MX',
  description: 'Tienda en línea de ropa.',
  fullDescription: [
    { _key: 'a', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 'a1', _type: 'span', marks: ['strong'], text: 'Una tienda rápida.' }] },
  ],
  technologies: ['Next.js', 'Stripe'],
  features: ['Catálogo', 'Pagos con tarjeta'],
  images: [
    { url: '/media/tienda-1.webp', alt: 'x' },
    { url: '/media/tienda-2.webp', alt: 'y' },
    { url: '/media/tienda-3.webp', alt: 'z' },
  ],
  liveUrl: 'https://tienda.example.com',
  repositoryUrl: null,
  challenge: [{ _key: 'c', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 'c1', _type: 'span', marks: [], text: 'Vender en línea.' }] }],
  solution: [
    { _key: 's', _type: 'block', style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [{ _key: 's1', _type: 'span', marks: [], text: 'Una tienda a la medida.' }] },
  ],
  results: [
    {
      _key: 'r',
      _type: 'block',
      style: 'normal',
      markDefs: [{ _key: 'l', _type: 'link', href: 'javascript:alert(1)' }],
      children: [
        { _key: 'r1', _type: 'span', marks: ['strong'], text: '+40%' },
        { _key: 'r2', _type: 'span', marks: ['l'], text: ' en conversiones.' },
      ],
    },
    { _key: 'x', _type: 'chart', values: [1, 2] },
  ],
}

describe('ProjectGallery', () => {
  it('labels the three images "<title> Imagen n"', () => {
    const html = renderToStaticMarkup(<ProjectGallery title="Tienda Moda" images={project.images ?? []} />)
    for (const n of [1, 2, 3]) expect(html).toContain(`alt="Tienda Moda Imagen ${n}"`)
    expect(html.match(/aspect-\[4\/3\]/g)).toHaveLength(3)
  })
})

describe('ProjectDetail', () => {
  it('shows every section of spec 2.5', () => {
    const html = renderToStaticMarkup(<ProjectDetail project={project} />)
    for (const text of [
      'Volver al portafolio',
      'Moda MX',
      'Tienda Moda',
      'Descripción del Proyecto',
      '<strong class="font-semibold text-ink">Una tienda rápida.</strong>',
      'El Desafío',
      'La Solución',
      'Resultados',
      'Tecnologías Utilizadas',
      'Características Principales',
      'Enlaces',
      'Ver Sitio Web',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain('href="/portafolio"')
    expect(html).toContain('lg:sticky lg:top-24')
    expect(html).toMatch(/href="https:\/\/tienda\.example\.com" target="_blank" rel="noopener noreferrer"/)
    expect(html).not.toContain('Ver Código')
  })

  it('renders challenge, solution and results as Portable Text through the same component map', () => {
    const html = renderToStaticMarkup(<ProjectDetail project={project} />)
    const box = (title: string) => html.slice(html.indexOf(`>${title}</h2>`), html.indexOf('</section>', html.indexOf(`>${title}</h2>`)))
    expect(box('El Desafío')).toContain('<p>Vender en línea.</p>')
    expect(box('La Solución')).toMatch(/<ul[^>]*><li class="pl-1">Una tienda a la medida\.<\/li><\/ul>/)
    // Marks render, a javascript: link stays text, an unknown block shows the visible note.
    expect(box('Resultados')).toContain('<strong class="font-semibold text-ink">+40%</strong><span data-unsafe-link=""> en conversiones.</span>')
    expect(box('Resultados')).not.toContain('<a ')
    expect(box('Resultados')).toContain('Este contenido (bloque «chart») todavía no se puede mostrar aquí.')
  })

  it('leaves out a box whose text is empty', () => {
    const html = renderToStaticMarkup(<ProjectDetail project={{ ...project, challenge: [], solution: null }} />)
    expect(html).not.toContain('El Desafío')
    expect(html).not.toContain('La Solución')
    expect(html).toContain('Resultados')
  })

  it('shows "Ver Código" with a repository and hides "Enlaces" without any link', () => {
    const withCode = renderToStaticMarkup(
      <ProjectDetail project={{ ...project, liveUrl: null, repositoryUrl: 'https://github.com/webso/tienda' }} />,
    )
    expect(withCode).toContain('Ver Código')
    expect(withCode).not.toContain('Ver Sitio Web')
    const none = renderToStaticMarkup(<ProjectDetail project={{ ...project, liveUrl: null, repositoryUrl: null }} />)
    expect(none).not.toContain('Enlaces')
  })
})
