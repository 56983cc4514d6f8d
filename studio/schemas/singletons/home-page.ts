import {HomeIcon} from '@sanity/icons/Home'
import {defineArrayMember, defineField, defineType} from 'sanity'

function text(name: string, title: string, group: string, description?: string, rows = 0) {
  return defineField({
    name,
    title,
    description,
    group,
    type: rows > 0 ? 'text' : 'string',
    ...(rows > 0 ? {rows} : {}),
    validation: (rule) => rule.required(),
  })
}

/** The copy of the home page; its lists (services, stages, metrics, technologies) are documents. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Inicio',
  type: 'document',
  icon: HomeIcon,
  groups: [
    {name: 'hero', title: 'Portada', default: true},
    {name: 'process', title: 'Proceso'},
    {name: 'metrics', title: 'Métricas'},
    {name: 'technologies', title: 'Tecnologías'},
  ],
  fields: [
    text('heroTitle', 'Título principal', 'hero'),
    text('heroSubtitle', 'Subtítulo', 'hero', undefined, 3),
    text('heroPrimaryLabel', 'Botón principal', 'hero', 'Por ejemplo "Cotizar Proyecto".'),
    text('heroSecondaryLabel', 'Botón secundario', 'hero', 'Por ejemplo "Ver Portafolio".'),
    text('processTitle', 'Título de la sección', 'process'),
    text('processSubtitle', 'Subtítulo de la sección', 'process', undefined, 2),
    text('cycleEyebrow', 'Antetítulo del ciclo', 'process', '"Servicio Continuo".'),
    text('cycleTitle', 'Título del ciclo', 'process', '"Ciclo de Desarrollo".'),
    defineField({
      name: 'cycleNotes',
      title: 'Notas del ciclo',
      type: 'array',
      group: 'process',
      description: 'Frases cortas que acompañan al ciclo de desarrollo.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.required().min(1),
    }),
    text('metricsTitle', 'Título de la sección', 'metrics'),
    text('metricsSubtitle', 'Subtítulo de la sección', 'metrics', undefined, 2),
    text('technologiesTitle', 'Título de la sección', 'technologies'),
    text('technologiesSubtitle', 'Subtítulo de la sección', 'technologies', undefined, 2),
    text(
      'technologiesMoreLabel',
      'Título de tecnologías extra',
      'technologies',
      'Encabezado de los chips de tecnologías no destacadas.',
    ),
  ],
  preview: {
    prepare: () => ({title: 'Inicio'}),
  },
})
