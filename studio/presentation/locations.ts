import {defineLocations, type PresentationPluginOptions} from 'sanity/presentation'

/**
 * Where each document shows on the site, so the Presentation tool opens the right page beside the
 * editor (paths as in web/src/config/paths.ts).
 */
export const previewLocations: NonNullable<PresentationPluginOptions['resolve']>['locations'] = {
  portfolioProject: defineLocations({
    select: {title: 'title', slug: 'slug.current'},
    resolve: (doc) => ({
      locations: [
        {title: doc?.title || 'Proyecto', href: `/proyectos/${doc?.slug}`},
        {title: 'Portafolio', href: '/portafolio'},
      ],
    }),
  }),
  homePage: defineLocations({locations: [{title: 'Inicio', href: '/'}]}),
  servicesPage: defineLocations({locations: [{title: 'Servicios', href: '/servicios'}]}),
  aboutPage: defineLocations({locations: [{title: 'Nosotros', href: '/nosotros'}]}),
  portfolioPage: defineLocations({locations: [{title: 'Portafolio', href: '/portafolio'}]}),
  pricingSettings: defineLocations({locations: [{title: 'Cotizador', href: '/contacto'}]}),
  projectType: defineLocations({locations: [{title: 'Cotizador', href: '/contacto'}]}),
  feature: defineLocations({locations: [{title: 'Cotizador', href: '/contacto'}]}),
}
