#!/usr/bin/env node
// Draws the images of the bundled dataset as SVG and converts them to WebP with sharp:
// three 1200×900 mock-ups per portfolio project (<slug>-1/2/3.webp) and the team illustration
// (equipo-webso.webp). Deterministic: the same script gives the same pictures.
// Run from anywhere: node studio/seed/scripts/make-images.mjs [--svg]
// (--svg also writes the SVG sources to <tmpdir>/webso-seed-svg for inspection)

import {mkdir, writeFile} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import sharp from 'sharp'

const here = path.dirname(fileURLToPath(import.meta.url))
const outDir = path.resolve(here, '../images')
const svgDir = process.argv.includes('--svg') ? path.join(os.tmpdir(), 'webso-seed-svg') : null

const W = 1200
const H = 900
const SANS = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif"
const SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif"

// ---------------------------------------------------------------------------------------------
// SVG helpers

const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function el(tag, attrs = {}, inner) {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${esc(v)}"`)
    .join(' ')
  return inner === undefined ? `<${tag} ${a}/>` : `<${tag} ${a}>${inner}</${tag}>`
}

const R = (x, y, w, h, fill, rx = 0, extra = {}) => el('rect', {x, y, width: w, height: h, rx, fill, ...extra})
const C = (cx, cy, r, fill, extra = {}) => el('circle', {cx, cy, r, fill, ...extra})
const E = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', {cx, cy, rx, ry, fill, ...extra})
const P = (d, fill, extra = {}) => el('path', {d, fill, ...extra})
const L = (x1, y1, x2, y2, stroke, sw = 1, extra = {}) =>
  el('line', {x1, y1, x2, y2, stroke, 'stroke-width': sw, 'stroke-linecap': 'round', ...extra})
const G = (inner, transform, extra = {}) => el('g', {transform, ...extra}, [inner].flat().join(''))
function T(x, y, str, {size = 16, fill = '#111', weight = 400, anchor = 'start', family = SANS, ls, opacity, style} = {}) {
  return el(
    'text',
    {x, y, 'font-size': size, fill, 'font-weight': weight, 'text-anchor': anchor, 'font-family': family, 'letter-spacing': ls, opacity, 'font-style': style},
    esc(str),
  )
}
/** Placeholder text: rounded bars of the given widths. */
const bars = (x, y, widths, fill, {h = 8, gap = 16} = {}) =>
  widths.map((w, i) => R(x, y + i * gap, w, h, fill, h / 2)).join('')
const join = (...parts) => parts.flat(Infinity).join('')

let idCounter = 0
const uid = (prefix) => `${prefix}${(idCounter += 1)}`

/** Linear gradient definition plus its url(). */
function grad(stops, {x1 = 0, y1 = 0, x2 = 0, y2 = 1} = {}) {
  const id = uid('g')
  const def = el(
    'linearGradient',
    {id, x1, y1, x2, y2},
    stops.map(([offset, color, opacity]) => el('stop', {offset, 'stop-color': color, 'stop-opacity': opacity})).join(''),
  )
  return {def, url: `url(#${id})`}
}

/** A shape filled with a gradient: returns the defs inline (SVG allows defs anywhere). */
function gradRect(x, y, w, h, stops, dir, rx = 0) {
  const g = grad(stops, dir)
  return `<defs>${g.def}</defs>` + R(x, y, w, h, g.url, rx)
}

function clipped(x, y, w, h, rx, inner) {
  const id = uid('c')
  return `<defs><clipPath id="${id}">${R(x, y, w, h, '#000', rx)}</clipPath></defs>` + G(inner, undefined, {'clip-path': `url(#${id})`})
}

const star = (cx, cy, r, fill) => {
  const pts = []
  for (let i = 0; i < 10; i += 1) {
    const a = (Math.PI / 5) * i - Math.PI / 2
    const rr = i % 2 === 0 ? r : r * 0.45
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`)
  }
  return el('polygon', {points: pts.join(' '), fill})
}

const check = (cx, cy, r, bg, fg = '#fff') =>
  C(cx, cy, r, bg) + P(`M${cx - r * 0.45} ${cy} l${r * 0.32} ${r * 0.32} l${r * 0.6} -${r * 0.62}`, 'none', {stroke: fg, 'stroke-width': r * 0.28, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'})

// ---------------------------------------------------------------------------------------------
// Devices. Desktop content is drawn in a 1000×620 box, phone content in a 300×630 box.

const DESK_W = 1000
const DESK_H = 620

function browser(x, y, domain, content, {scale = 1} = {}) {
  const w = DESK_W
  const h = DESK_H + 40
  return G(
    [
      R(6, 22, w - 12, h - 10, '#0B1020', 18, {opacity: 0.28, filter: 'url(#shadow)'}),
      R(0, 0, w, h, '#FFFFFF', 16),
      P(`M0 16 a16 16 0 0 1 16 -16 h${w - 32} a16 16 0 0 1 16 16 v24 h-${w} z`, '#ECEEF2'),
      C(22, 20, 6, '#FF5F57'),
      C(42, 20, 6, '#FEBC2E'),
      C(62, 20, 6, '#28C840'),
      R(w / 2 - 190, 8, 380, 24, '#FFFFFF', 12),
      P(`M${w / 2 - 172} 21 v-3 a4 4 0 0 1 8 0 v3`, 'none', {stroke: '#8A93A6', 'stroke-width': 1.6}),
      R(w / 2 - 174, 20, 12, 8, '#8A93A6', 2),
      T(w / 2, 25, domain, {size: 12, fill: '#5B6477', anchor: 'middle'}),
      clipped(0, 40, w, h - 40, 0, G(content, 'translate(0 40)')),
    ],
    `translate(${x} ${y}) scale(${scale})`,
  )
}

function phone(x, y, content, {scale = 1, frame = '#14161C', rotate = 0} = {}) {
  const w = 330
  const h = 660
  return G(
    [
      R(8, 24, w - 16, h - 16, '#0B1020', 46, {opacity: 0.35, filter: 'url(#shadow)'}),
      R(0, 0, w, h, frame, 46),
      R(3, 3, w - 6, h - 6, 'none', 43, {stroke: '#3A3F4B', 'stroke-width': 2}),
      clipped(15, 15, 300, 630, 32, G(content, 'translate(15 15)')),
      R(w / 2 - 48, 22, 96, 24, frame, 12),
      C(w / 2 + 30, 34, 5, '#23262F'),
    ],
    `translate(${x} ${y}) rotate(${rotate} ${w / 2} ${h / 2}) scale(${scale})`,
  )
}

const statusBar = (fill = '#111', bg) =>
  join(bg ? R(0, 0, 300, 44, bg) : '', T(26, 32, '9:41', {size: 13, weight: 700, fill}), R(236, 22, 20, 10, 'none', 3, {stroke: fill, 'stroke-width': 1.5}), R(238, 24, 13, 6, fill, 1.5), R(214, 26, 3, 6, fill, 1), R(219, 24, 3, 8, fill, 1), R(224, 22, 3, 10, fill, 1))

/** Floating card: icon, title, subtitle. */
function toast(x, y, w, {title, subtitle, color, icon = 'check'}) {
  return G(
    [
      R(4, 14, w - 8, 96, '#0B1020', 18, {opacity: 0.25, filter: 'url(#shadow)'}),
      R(0, 0, w, 100, '#FFFFFF', 18),
      icon === 'check' ? check(50, 50, 24, color) : join(C(50, 50, 24, color), T(50, 58, icon, {size: 22, weight: 700, fill: '#fff', anchor: 'middle'})),
      T(88, 44, title, {size: 17, weight: 700, fill: '#1A1D26'}),
      T(88, 70, subtitle, {size: 14, fill: '#6B7280'}),
    ],
    `translate(${x} ${y})`,
  )
}

function statCard(x, y, {value, label, color}) {
  return G(
    [
      R(4, 14, 292, 136, '#0B1020', 20, {opacity: 0.25, filter: 'url(#shadow)'}),
      R(0, 0, 300, 140, '#FFFFFF', 20),
      T(28, 70, value, {size: 46, weight: 700, fill: color}),
      T(28, 108, label, {size: 16, fill: '#4B5563'}),
      C(250, 46, 26, color, {opacity: 0.12}),
      P('M234 56 l10 -9 l8 6 l13 -15', 'none', {stroke: color, 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'}),
      P('M257 38 h8 v8', 'none', {stroke: color, 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'}),
    ],
    `translate(${x} ${y})`,
  )
}

// ---------------------------------------------------------------------------------------------
// Backgrounds

function background(p, variant) {
  const g = grad([[0, p.bg1], [1, p.bg2]], {x1: 0, y1: 0, x2: 1, y2: 1})
  const blobs = [
    [[180, 160, 260], [1060, 760, 320], [1100, 120, 140]],
    [[1040, 180, 280], [120, 780, 300], [620, 40, 120]],
    [[980, 820, 360], [60, 40, 170], [700, 520, 90]],
  ][variant]
  const dots = uid('d')
  return join(
    `<defs>${g.def}<pattern id="${dots}" width="28" height="28" patternUnits="userSpaceOnUse">${C(2, 2, 1.6, p.dots ?? '#FFFFFF', {opacity: 0.35})}</pattern></defs>`,
    R(0, 0, W, H, g.url),
    blobs.map(([cx, cy, r], i) => C(cx, cy, r, i === 1 ? p.blob2 : p.blob1, {opacity: 0.45})),
    R(0, 0, W, H, `url(#${dots})`, 0, {opacity: 0.7}),
  )
}

function svgDoc(inner) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter></defs>` +
    inner +
    '</svg>'
}

/** Brand block of the third image: name, line, palette swatches. */
function brandBlock(x, y, project, maxWidth = 330) {
  const p = project.palette
  const kickerSize = Math.min(16, (maxWidth / project.kicker.length - 3) / 0.66)
  const longest = Math.max(...project.brandLines.map((l) => l.length))
  const brandSize = Math.min(50, Math.floor(maxWidth / (longest * 0.64)))
  return join(
    T(x, y, project.kicker, {size: kickerSize.toFixed(1), weight: 700, fill: p.kicker ?? p.accent, ls: 3}),
    project.brandLines.map((line, i) => T(x, y + 58 + i * 54, line, {size: brandSize, weight: 700, fill: p.title, family: project.brandFamily ?? SANS})),
    R(x, y + 58 + project.brandLines.length * 54 - 16, 72, 6, p.accent, 3),
    bars(x, y + 78 + project.brandLines.length * 54, [300, 250, 270], p.title, {h: 10, gap: 22}).replaceAll('/>', ' opacity="0.16"/>'),
    p.swatches.map((c, i) => C(x + 18 + i * 44, y + 180 + project.brandLines.length * 54, 16, c, {stroke: '#FFFFFF', 'stroke-width': 3})),
  )
}

// ---------------------------------------------------------------------------------------------
// Shared page pieces

function nav(p, brand, links, cta, {family = SANS, size = 22, ls, sub} = {}) {
  return join(
    R(0, 0, DESK_W, 64, p.nav),
    T(36, sub ? 36 : 41, brand, {size, weight: 700, fill: p.navText, family, ls}),
    sub ? T(37, 52, sub, {size: 9, fill: p.navMuted, ls: 3, weight: 700}) : '',
    labelRow(840, 38, links, (x, y, l) => T(x, y, l, {size: 14, fill: p.navMuted})),
    R(868, 16, 104, 32, p.primary, 16),
    T(920, 37, cta, {size: 13, fill: p.ctaText ?? '#FFFFFF', anchor: 'middle', weight: 700}),
  )
}

const button = (x, y, w, label, bg, fg = '#FFFFFF', {h = 42, outline = false, size = 14} = {}) =>
  join(
    R(x, y, w, h, outline ? 'none' : bg, h / 2, outline ? {stroke: bg, 'stroke-width': 2} : {}),
    T(x + w / 2, y + h / 2 + size * 0.36, label, {size, weight: 700, fill: outline ? bg : fg, anchor: 'middle'}),
  )

/** Approximate advance width of DejaVu Sans text (bold is wider). */
const textWidth = (str, size, bold = false) => str.length * size * (bold ? 0.66 : 0.56)

const pillWidth = (label, size = 12, pad = 12) => Math.round(textWidth(label, size, true) + pad * 2)

const pill = (x, y, label, bg, fg, {size = 12, pad = 12} = {}) => {
  const w = pillWidth(label, size, pad)
  return join(R(x, y, w, size + 12, bg, (size + 12) / 2), T(x + w / 2, y + size + 3, label, {size, fill: fg, anchor: 'middle', weight: 700}))
}

/** Pills side by side; the first one is active. */
function pillRow(x, y, labels, [activeBg, activeFg], [bg, fg], {size = 12, gap = 8} = {}) {
  let cx = x
  return labels
    .map((label, i) => {
      const out = pill(cx, y, label, i === 0 ? activeBg : bg, i === 0 ? activeFg : fg, {size})
      cx += pillWidth(label, size) + gap
      return out
    })
    .join('')
}

/** Text labels side by side, right-aligned to `right`. */
function labelRow(right, y, labels, render, {size = 14, gap = 30} = {}) {
  const widths = labels.map((l) => textWidth(l, size))
  let x = right - widths.reduce((a, b) => a + b, 0) - gap * (labels.length - 1)
  return labels
    .map((l, i) => {
      const out = render(x, y, l, i)
      x += widths[i] + gap
      return out
    })
    .join('')
}

// Clothing and objects for the fashion store
const tee = (cx, cy, s, fill) =>
  P(`M${cx - 40 * s} ${cy - 48 * s} L${cx - 14 * s} ${cy - 58 * s} Q${cx} ${cy - 46 * s} ${cx + 14 * s} ${cy - 58 * s} L${cx + 40 * s} ${cy - 48 * s} L${cx + 62 * s} ${cy - 18 * s} L${cx + 40 * s} ${cy - 6 * s} L${cx + 40 * s} ${cy + 58 * s} L${cx - 40 * s} ${cy + 58 * s} L${cx - 40 * s} ${cy - 6 * s} L${cx - 62 * s} ${cy - 18 * s} Z`, fill)
const dress = (cx, cy, s, fill, belt) =>
  join(
    P(`M${cx - 16 * s} ${cy - 62 * s} L${cx - 10 * s} ${cy - 74 * s} M${cx + 16 * s} ${cy - 62 * s} L${cx + 10 * s} ${cy - 74 * s}`, 'none', {stroke: fill, 'stroke-width': 4 * s}),
    P(`M${cx - 18 * s} ${cy - 62 * s} Q${cx} ${cy - 52 * s} ${cx + 18 * s} ${cy - 62 * s} L${cx + 22 * s} ${cy - 18 * s} L${cx + 54 * s} ${cy + 64 * s} Q${cx} ${cy + 76 * s} ${cx - 54 * s} ${cy + 64 * s} L${cx - 22 * s} ${cy - 18 * s} Z`, fill),
    belt ? R(cx - 23 * s, cy - 22 * s, 46 * s, 8 * s, belt, 2) : '',
  )
const hat = (cx, cy, s, fill, band) =>
  join(E(cx, cy + 18 * s, 70 * s, 18 * s, fill), P(`M${cx - 36 * s} ${cy + 16 * s} Q${cx - 34 * s} ${cy - 34 * s} ${cx} ${cy - 36 * s} Q${cx + 34 * s} ${cy - 34 * s} ${cx + 36 * s} ${cy + 16 * s} Z`, fill), R(cx - 35 * s, cy + 2 * s, 70 * s, 9 * s, band))
const bag = (cx, cy, s, fill, handle) =>
  join(P(`M${cx - 24 * s} ${cy - 20 * s} a24 26 0 0 1 ${48 * s} 0`, 'none', {stroke: handle, 'stroke-width': 6 * s}), R(cx - 50 * s, cy - 22 * s, 100 * s, 78 * s, fill, 12 * s), R(cx - 50 * s, cy - 2 * s, 100 * s, 6 * s, handle, 0, {opacity: 0.5}))

// Photo-like landscape for photography and real-estate images
function landscape(x, y, w, h, scheme) {
  const s = {
    sunset: {sky: ['#F8B26A', '#E76F51', '#6D2E46'], sun: '#FFE8A3', hills: ['#7A3B4E', '#4A2238', '#2A1424'], rows: '#1C0D18'},
    ocean: {sky: ['#A8DADC', '#5FA8D3', '#1D3557'], sun: '#FFF6D5', hills: ['#457B9D', '#1D3557', '#0E1C33'], sea: true},
    vineyard: {sky: ['#FFE5B4', '#F4A261', '#B5654A'], sun: '#FFF2CC', hills: ['#A3A86B', '#6B7F3A', '#3F5125'], rows: '#2E3B1A'},
    dusk: {sky: ['#C3B1E1', '#8E7DBE', '#3B2C5E'], sun: '#FDE2E4', hills: ['#5B4B8A', '#3C2F63', '#221A3D']},
    desert: {sky: ['#FFD6A5', '#FDBA74', '#C2410C'], sun: '#FFF7E0', hills: ['#B45309', '#7C2D12', '#431407'], cactus: true},
    day: {sky: ['#CDEBFF', '#8ECAE6', '#219EBC'], sun: '#FFFFFF', hills: ['#9BC53D', '#6A994E', '#386641'], sea: true},
  }[scheme]
  const g = grad([[0, s.sky[0]], [0.55, s.sky[1]], [1, s.sky[2]]])
  const hy = (f) => y + h * f
  const hill = (f, amp, color, phase) => {
    const pts = []
    for (let i = 0; i <= 32; i += 1) {
      const px = x + (w * i) / 32
      const py = hy(f) + Math.sin((i / 4) * 0.9 + phase) * amp
      pts.push(`${px.toFixed(1)} ${py.toFixed(1)}`)
    }
    return P(`M${x} ${y + h} L${pts.join(' L')} L${x + w} ${y + h} Z`, color)
  }
  return clipped(
    x,
    y,
    w,
    h,
    0,
    join(
      `<defs>${g.def}</defs>`,
      R(x, y, w, h, g.url),
      C(x + w * 0.68, hy(0.42), Math.min(w, h) * 0.12, s.sun, {opacity: 0.95}),
      s.sea ? R(x, hy(0.62), w, h * 0.38, s.hills[1], 0, {opacity: 0.85}) : '',
      s.sea ? [0, 1, 2].map((i) => L(x + w * (0.15 + i * 0.22), hy(0.7 + i * 0.07), x + w * (0.3 + i * 0.22), hy(0.7 + i * 0.07), '#FFFFFF', 2, {opacity: 0.5})) : '',
      hill(0.6, h * 0.05, s.hills[0], 0.5),
      s.sea ? '' : hill(0.72, h * 0.04, s.hills[1], 2.1),
      hill(0.86, h * 0.03, s.hills[2], 4),
      s.rows ? [0, 1, 2, 3, 4].map((i) => L(x + w * (0.1 + i * 0.2), y + h, x + w * (0.4 + i * 0.08), hy(0.78), s.rows, Math.max(1.5, w / 120), {opacity: 0.55})) : '',
      s.cactus ? join(R(x + w * 0.2, hy(0.52), w * 0.03, h * 0.4, '#2B1A0E', w * 0.015), R(x + w * 0.16, hy(0.62), w * 0.025, h * 0.14, '#2B1A0E', w * 0.012), R(x + w * 0.245, hy(0.58), w * 0.025, h * 0.16, '#2B1A0E', w * 0.012)) : '',
    ),
  )
}

const house = (x, y, w, h, {wall, roof, door, sky, ground = true}) =>
  join(
    sky ? R(x, y, w, h, sky) : '',
    R(x + w * 0.2, y + h * 0.45, w * 0.6, h * 0.42, wall),
    P(`M${x + w * 0.12} ${y + h * 0.47} L${x + w * 0.5} ${y + h * 0.16} L${x + w * 0.88} ${y + h * 0.47} Z`, roof),
    R(x + w * 0.29, y + h * 0.56, w * 0.13, h * 0.12, '#CFE8F3', 2),
    R(x + w * 0.58, y + h * 0.56, w * 0.13, h * 0.12, '#CFE8F3', 2),
    R(x + w * 0.45, y + h * 0.66, w * 0.1, h * 0.21, door, 2),
    ground ? R(x, y + h * 0.87, w, h * 0.13, '#7FB069') : '',
    C(x + w * 0.88, y + h * 0.72, h * 0.13, '#5C9E4E'),
    R(x + w * 0.87, y + h * 0.76, w * 0.02, h * 0.12, '#6B4F3A'),
  )

// ---------------------------------------------------------------------------------------------
// Projects. Each has a palette and three screens: main (desktop), inner (desktop), mobile.

const projects = [
  // 1. Fashion store -------------------------------------------------------------------------
  {
    slug: 'tienda-moda',
    domain: 'mareaboutique.mx',
    kicker: 'TIENDA EN LÍNEA',
    brandLines: ['Marea', 'Boutique'],
    brandFamily: SERIF,
    palette: {
      bg1: '#FBE3D3', bg2: '#F2A98F', blob1: '#FFFFFF', blob2: '#E76F51', dots: '#FFFFFF',
      nav: '#FFF8F2', navText: '#264653', navMuted: '#5E6B70', primary: '#E76F51',
      accent: '#E76F51', title: '#264653', muted: '#F9D5C4', kicker: '#264653',
      swatches: ['#E76F51', '#264653', '#F4A261', '#2A9D8F', '#FFF8F2'],
    },
    toast: {title: 'Pedido #1048 confirmado', subtitle: 'Pago recibido en OXXO · Envío mañana', color: '#2A9D8F'},
    stat: {value: '+45%', label: 'ventas en línea', color: '#E76F51'},
    main(p) {
      const cards = [
        ['Vestido Lino', '$1,290', '#F4D6C6', (cx, cy) => dress(cx, cy, 0.85, '#E76F51', '#264653')],
        ['Playera Brisa', '$449', '#D7EDE9', (cx, cy) => tee(cx, cy, 0.85, '#2A9D8F')],
        ['Sombrero Costa', '$590', '#F7E7C6', (cx, cy) => hat(cx, cy + 6, 0.95, '#E9C46A', '#264653')],
        ['Bolsa Palma', '$820', '#E8DDF2', (cx, cy) => bag(cx, cy + 6, 0.9, '#8E6BB8', '#5B3F80')],
      ]
      return join(
        R(0, 0, DESK_W, DESK_H, '#FFF8F2'),
        nav(p, 'MAREA', ['Mujer', 'Hombre', 'Accesorios', 'Ofertas'], 'Carrito', {family: SERIF, ls: 6, sub: 'BOUTIQUE · ENSENADA'}),
        R(0, 64, DESK_W, 300, '#F8E4D6'),
        C(780, 214, 138, '#F4A261', {opacity: 0.35}),
        C(860, 120, 46, '#E76F51', {opacity: 0.25}),
        P('M560 364 Q650 330 740 352 T920 340 T1000 346 V364 Z', '#2A9D8F', {opacity: 0.35}),
        C(770, 118, 22, '#C98B6B'),
        P('M756 140 h28 l4 10 h-36 z', '#264653'),
        dress(770, 236, 1.4, '#264653', '#E9C46A'),
        T(60, 132, 'NUEVA COLECCIÓN', {size: 13, weight: 700, fill: '#E76F51', ls: 3}),
        T(60, 182, 'Verano en', {size: 42, weight: 700, fill: '#264653', family: SERIF}),
        T(60, 230, 'la Costa', {size: 42, weight: 700, fill: '#264653', family: SERIF}),
        bars(60, 256, [320, 270], '#D9B9A7', {h: 9, gap: 20}),
        button(60, 306, 170, 'Comprar ahora', '#E76F51'),
        button(246, 306, 150, 'Ver lookbook', '#264653', '#fff', {outline: true}),
        T(40, 408, 'Lo más vendido', {size: 22, weight: 700, fill: '#264653', family: SERIF}),
        T(960, 408, 'Ver todo →', {size: 13, fill: '#E76F51', anchor: 'end', weight: 700}),
        cards.map(([name, price, bg, art], i) => {
          const x = 40 + i * 236
          return join(
            R(x, 428, 216, 230, '#FFFFFF', 14, {stroke: '#F0DED2'}),
            R(x + 8, 436, 200, 128, bg, 10),
            art(x + 108, 500),
            C(x + 186, 456, 13, '#FFFFFF'),
            P(`M${x + 186} ${462} l-6 -6 a3.5 3.5 0 0 1 6 -4 a3.5 3.5 0 0 1 6 4 z`, '#E76F51'),
            T(x + 14, 588, name, {size: 14, weight: 700, fill: '#264653'}),
            T(x + 14, 610, price, {size: 15, weight: 700, fill: '#E76F51'}),
          )
        }),
      )
    },
    inner(p) {
      return join(
        R(0, 0, DESK_W, DESK_H, '#FFF8F2'),
        nav(p, 'MAREA', ['Mujer', 'Hombre', 'Accesorios', 'Ofertas'], 'Carrito', {family: SERIF, ls: 6, sub: 'BOUTIQUE · ENSENADA'}),
        T(40, 96, 'Inicio / Mujer / Vestidos', {size: 12, fill: '#8A7F78'}),
        R(40, 112, 430, 400, '#F4D6C6', 16),
        C(255, 312, 150, '#FFFFFF', {opacity: 0.35}),
        dress(255, 318, 2.3, '#E76F51', '#264653'),
        [0, 1, 2, 3].map((i) => R(40 + i * 112, 524, 98, 84, ['#F4D6C6', '#D7EDE9', '#F7E7C6', '#E8DDF2'][i], 10, i === 0 ? {stroke: '#264653', 'stroke-width': 2} : {})),
        [0, 1, 2, 3].map((i) => dress(89 + i * 112, 568, 0.45, ['#E76F51', '#2A9D8F', '#E9C46A', '#8E6BB8'][i])),
        T(520, 150, 'Vestido Lino Ensenada', {size: 30, weight: 700, fill: '#264653', family: SERIF}),
        [0, 1, 2, 3, 4].map((i) => star(530 + i * 22, 178, 9, i < 4 ? '#F4A261' : '#E8D5C4')),
        T(640, 183, '128 reseñas', {size: 13, fill: '#8A7F78'}),
        T(520, 232, '$1,290 MXN', {size: 28, weight: 700, fill: '#E76F51'}),
        T(720, 232, '$1,590', {size: 16, fill: '#A99A90'}),
        L(717, 226, 776, 226, '#A99A90', 1.5),
        bars(520, 256, [420, 400, 300], '#E8D5C4', {h: 9, gap: 20}),
        T(520, 340, 'Talla', {size: 14, weight: 700, fill: '#264653'}),
        ['XS', 'S', 'M', 'L', 'XL'].map((s, i) =>
          join(R(520 + i * 58, 352, 48, 40, i === 2 ? '#264653' : '#FFFFFF', 10, {stroke: '#264653', 'stroke-width': 1.5}), T(544 + i * 58, 378, s, {size: 14, weight: 700, fill: i === 2 ? '#FFFFFF' : '#264653', anchor: 'middle'})),
        ),
        T(520, 424, 'Color', {size: 14, weight: 700, fill: '#264653'}),
        ['#E76F51', '#2A9D8F', '#E9C46A', '#264653'].map((c, i) => C(536 + i * 40, 450, 14, c, i === 0 ? {stroke: '#264653', 'stroke-width': 3} : {})),
        button(520, 486, 440, 'Agregar al carrito', '#E76F51', '#fff', {h: 50, size: 16}),
        T(520, 568, 'Paga con tarjeta, OXXO o Mercado Pago', {size: 13, fill: '#5E6B70'}),
        T(520, 594, 'Envío gratis en Ensenada en compras mayores a $999', {size: 13, fill: '#2A9D8F', weight: 700}),
      )
    },
    mobile() {
      const items = [
        ['#F4D6C6', (cx, cy) => dress(cx, cy, 0.6, '#E76F51', '#264653'), '$1,290'],
        ['#D7EDE9', (cx, cy) => tee(cx, cy, 0.6, '#2A9D8F'), '$449'],
        ['#F7E7C6', (cx, cy) => hat(cx, cy, 0.7, '#E9C46A', '#264653'), '$590'],
        ['#E8DDF2', (cx, cy) => bag(cx, cy, 0.65, '#8E6BB8', '#5B3F80'), '$820'],
      ]
      return join(
        R(0, 0, 300, 630, '#FFF8F2'),
        statusBar('#264653'),
        T(150, 84, 'MAREA', {size: 24, weight: 700, fill: '#264653', family: SERIF, anchor: 'middle', ls: 5}),
        C(262, 76, 14, '#E76F51'),
        T(262, 81, '2', {size: 13, weight: 700, fill: '#fff', anchor: 'middle'}),
        R(20, 104, 260, 38, '#FFFFFF', 19, {stroke: '#EAD7CB'}),
        C(42, 123, 7, 'none', {stroke: '#A99A90', 'stroke-width': 2}),
        T(58, 128, 'Buscar vestidos, playeras...', {size: 12, fill: '#A99A90'}),
        pillRow(20, 156, ['Vestidos', 'Playeras', 'Bolsas'], ['#264653', '#FFFFFF'], ['#F4D6C6', '#264653']),
        items.map(([bg, art, price], i) => {
          const x = 20 + (i % 2) * 135
          const y = 200 + Math.floor(i / 2) * 190
          return join(R(x, y, 125, 176, '#FFFFFF', 12, {stroke: '#F0DED2'}), R(x + 6, y + 6, 113, 110, bg, 9), art(x + 62, y + 64), R(x + 10, y + 128, 80, 8, '#D9C6BA', 4), T(x + 10, y + 158, price, {size: 14, weight: 700, fill: '#E76F51'}))
        }),
        R(0, 580, 300, 50, '#FFFFFF'),
        [0, 1, 2, 3].map((i) => C(45 + i * 70, 604, 9, i === 0 ? '#E76F51' : '#CDBFB6')),
      )
    },
  },

  // 2. Corporate portal ----------------------------------------------------------------------
  {
    slug: 'portal-corporativo',
    domain: 'bahialogistica.mx',
    kicker: 'PORTAL CORPORATIVO',
    brandLines: ['Bahía', 'Logística'],
    palette: {
      bg1: '#0B2545', bg2: '#1D7874', blob1: '#134074', blob2: '#2A9D8F', dots: '#8DA9C4',
      nav: '#0B2545', navText: '#FFFFFF', navMuted: '#B7C7DA', primary: '#F4A259', ctaText: '#0B2545',
      accent: '#F4A259', title: '#FFFFFF', muted: '#3E6A8A',
      swatches: ['#0B2545', '#13315C', '#1D7874', '#F4A259', '#EEF4ED'],
    },
    toast: {title: 'Embarque BLE-48213 liberado', subtitle: 'Aduana de Ensenada · 10:42 h', color: '#1D7874'},
    stat: {value: '+60%', label: 'solicitudes de cotización', color: '#1D7874'},
    main(p) {
      const containers = ['#F4A259', '#1D7874', '#E63946', '#8DA9C4', '#F4A259', '#457B9D', '#1D7874', '#E9C46A']
      const sky = grad([[0, '#0B2545'], [1, '#134074']])
      return join(
        R(0, 0, DESK_W, DESK_H, '#EEF4ED'),
        `<defs>${sky.def}</defs>`,
        R(0, 64, DESK_W, 318, sky.url),
        nav(p, 'BAHÍA', ['Servicios', 'Rastreo', 'Nosotros', 'Contacto'], 'Cotizar', {ls: 4, sub: 'LOGÍSTICA ADUANAL'}),
        T(60, 144, 'PUERTO DE ENSENADA · DESDE 2008', {size: 12, weight: 700, fill: '#F4A259', ls: 2}),
        T(60, 196, 'Tu carga,', {size: 42, weight: 700, fill: '#FFFFFF'}),
        T(60, 246, 'sin fronteras', {size: 42, weight: 700, fill: '#FFFFFF'}),
        bars(60, 272, [330, 280], '#3E6A8A', {h: 9, gap: 20}),
        button(60, 318, 180, 'Rastrear embarque', '#F4A259', '#0B2545'),
        button(256, 318, 150, 'Cotizar ahora', '#FFFFFF', '#fff', {outline: true}),
        // port
        L(640, 120, 640, 300, '#8DA9C4', 6),
        L(600, 120, 800, 120, '#8DA9C4', 6),
        L(640, 160, 700, 120, '#8DA9C4', 3),
        L(760, 120, 760, 190, '#8DA9C4', 2),
        R(748, 190, 24, 14, '#F4A259', 2),
        [0, 1, 2, 3, 4, 5, 6, 7].map((i) => R(580 + (i % 4) * 78, 250 - Math.floor(i / 4) * 34, 74, 30, containers[i], 3)),
        P('M556 282 H930 L900 338 H590 Z', '#E63946'),
        P('M556 282 H930 L924 294 H562 Z', '#FFFFFF', {opacity: 0.7}),
        R(860, 226, 46, 56, '#EEF4ED', 4),
        R(866, 234, 34, 10, '#134074', 2),
        P('M480 352 Q520 340 560 352 T640 352 T720 352 T800 352 T880 352 T960 352 T1040 352 V382 H480 Z', '#1D7874', {opacity: 0.8}),
        [['+12,000', 'Contenedores al año'], ['24 h', 'Despacho promedio'], ['98%', 'Entregas a tiempo']].map(([v, l], i) =>
          join(R(40 + i * 312, 404, 296, 84, '#FFFFFF', 14), T(64 + i * 312, 444, v, {size: 26, weight: 700, fill: '#0B2545'}), T(64 + i * 312, 470, l, {size: 13, fill: '#5C6B7A'})),
        ),
        [['Despacho aduanal', '#1D7874'], ['Transporte terrestre', '#F4A259'], ['Almacenaje', '#457B9D']].map(([t, c], i) =>
          join(R(40 + i * 312, 504, 296, 110, '#FFFFFF', 14), C(80 + i * 312, 544, 20, c, {opacity: 0.9}), R(72 + i * 312, 537, 16, 14, '#FFFFFF', 2), T(112 + i * 312, 550, t, {size: 15, weight: 700, fill: '#0B2545'}), bars(64 + i * 312, 576, [230, 180], '#D5DEE7', {h: 8, gap: 16})),
        ),
      )
    },
    inner() {
      const rows = [
        ['BLE-48213', 'Shanghái', 'Ensenada', 'Liberado', '#2A9D8F'],
        ['BLE-48207', 'Busan', 'Tijuana', 'En tránsito', '#457B9D'],
        ['BLE-48199', 'Long Beach', 'Mexicali', 'En aduana', '#F4A259'],
        ['BLE-48188', 'Yokohama', 'Ensenada', 'Liberado', '#2A9D8F'],
        ['BLE-48176', 'Manzanillo', 'Ensenada', 'En tránsito', '#457B9D'],
      ]
      const steps = ['Recolección', 'Aduana', 'Tránsito', 'Entregado']
      return join(
        R(0, 0, DESK_W, DESK_H, '#F3F6F9'),
        R(0, 0, 210, DESK_H, '#0B2545'),
        T(28, 44, 'BAHÍA', {size: 20, weight: 700, fill: '#FFFFFF', ls: 4}),
        ['Resumen', 'Embarques', 'Documentos', 'Facturas', 'Ajustes'].map((t, i) =>
          join(i === 1 ? R(14, 84 + i * 48, 182, 38, '#1D7874', 10) : '', R(30, 97 + i * 48, 14, 12, i === 1 ? '#FFFFFF' : '#5C7A99', 3), T(56, 108 + i * 48, t, {size: 14, fill: i === 1 ? '#FFFFFF' : '#B7C7DA', weight: i === 1 ? 700 : 400})),
        ),
        T(240, 52, 'Rastreo de embarques', {size: 24, weight: 700, fill: '#0B2545'}),
        R(700, 28, 270, 38, '#FFFFFF', 10, {stroke: '#D5DEE7'}),
        T(716, 52, 'BLE-48213', {size: 14, fill: '#0B2545'}),
        R(900, 32, 64, 30, '#1D7874', 8),
        T(932, 52, 'Buscar', {size: 12, fill: '#fff', anchor: 'middle', weight: 700}),
        R(240, 88, 730, 160, '#FFFFFF', 14),
        T(264, 122, 'Contenedor MSKU 734512-0 · Shanghái → Ensenada', {size: 15, weight: 700, fill: '#0B2545'}),
        L(300, 180, 880, 180, '#D5DEE7', 6),
        L(300, 180, 690, 180, '#1D7874', 6),
        steps.map((s, i) => join(i < 3 ? check(300 + i * 193, 180, 16, '#1D7874') : C(300 + i * 193, 180, 16, '#FFFFFF', {stroke: '#D5DEE7', 'stroke-width': 4}), T(300 + i * 193, 222, s, {size: 13, fill: i < 3 ? '#0B2545' : '#8A99AA', anchor: 'middle', weight: i === 2 ? 700 : 400}))),
        R(240, 268, 730, 340, '#FFFFFF', 14),
        ['Referencia', 'Origen', 'Destino', 'Estado'].map((h, i) => T(264 + i * 180, 304, h, {size: 12, weight: 700, fill: '#8A99AA', ls: 1})),
        rows.map(([ref, o, d, st, c], i) => {
          const y = 324 + i * 56
          return join(
            L(264, y, 946, y, '#EDF1F5', 1.5),
            T(264, y + 34, ref, {size: 14, weight: 700, fill: '#0B2545'}),
            T(444, y + 34, o, {size: 14, fill: '#5C6B7A'}),
            T(624, y + 34, d, {size: 14, fill: '#5C6B7A'}),
            pill(804, y + 16, st, c + '22', c, {size: 12}),
          )
        }),
      )
    },
    mobile() {
      const events = [
        ['Liberado en aduana', 'Hoy · 10:42', true],
        ['Revisión documental', 'Ayer · 16:10', true],
        ['Arribo a puerto', '12 mar · 07:30', true],
        ['Zarpe de origen', '28 feb · 21:00', true],
      ]
      return join(
        R(0, 0, 300, 630, '#F3F6F9'),
        R(0, 0, 300, 190, '#0B2545'),
        statusBar('#FFFFFF'),
        T(24, 86, 'Mi embarque', {size: 22, weight: 700, fill: '#FFFFFF'}),
        T(24, 112, 'BLE-48213 · MSKU 734512-0', {size: 12, fill: '#B7C7DA'}),
        R(20, 136, 260, 120, '#FFFFFF', 16),
        T(40, 170, 'Shanghái', {size: 15, weight: 700, fill: '#0B2545'}),
        T(260, 170, 'Ensenada', {size: 15, weight: 700, fill: '#0B2545', anchor: 'end'}),
        L(40, 196, 260, 196, '#D5DEE7', 5),
        L(40, 196, 220, 196, '#1D7874', 5),
        C(220, 196, 9, '#F4A259'),
        pill(40, 214, 'Liberado', '#2A9D8F22', '#2A9D8F'),
        T(260, 232, 'ETA 2 días', {size: 12, fill: '#5C6B7A', anchor: 'end'}),
        T(24, 296, 'Historial', {size: 16, weight: 700, fill: '#0B2545'}),
        L(44, 330, 44, 516, '#D5DEE7', 3),
        events.map(([t, d, done], i) => join(check(44, 330 + i * 62, 12, done ? '#1D7874' : '#D5DEE7'), T(70, 334 + i * 62, t, {size: 14, weight: 700, fill: '#0B2545'}), T(70, 354 + i * 62, d, {size: 12, fill: '#8A99AA'}))),
        button(20, 570, 260, 'Descargar documentos', '#F4A259', '#0B2545'),
      )
    },
  },

  // 3. Education platform --------------------------------------------------------------------
  {
    slug: 'plataforma-educativa',
    domain: 'aulavinicola.mx',
    kicker: 'PLATAFORMA EDUCATIVA',
    brandLines: ['Aula', 'Vinícola'],
    brandFamily: SERIF,
    palette: {
      bg1: '#F7F1E8', bg2: '#D9B8A0', blob1: '#8C2F39', blob2: '#8A9A5B', dots: '#8C2F39',
      nav: '#F7F1E8', navText: '#5E1A2E', navMuted: '#6E5A52', primary: '#8C2F39',
      accent: '#8C2F39', title: '#5E1A2E', muted: '#E3CFC2', kicker: '#8A9A5B',
      swatches: ['#5E1A2E', '#8C2F39', '#C9A227', '#8A9A5B', '#F7F1E8'],
    },
    toast: {title: '¡Lección completada!', subtitle: 'Llevas 68% de Introducción a la cata', color: '#8A9A5B'},
    stat: {value: '1,200+', label: 'alumnos inscritos', color: '#8C2F39'},
    main(p) {
      const grapes = (cx, cy, s, c) => join([[0, 0], [-14, 0], [14, 0], [-7, 12], [7, 12], [0, 24], [-21, -12], [-7, -12], [7, -12], [21, -12]].map(([dx, dy]) => C(cx + dx * s, cy + dy * s, 8 * s, c)), P(`M${cx} ${cy - 20 * s} q6 -14 18 -18`, 'none', {stroke: '#6B4F3A', 'stroke-width': 3 * s}), P(`M${cx + 4 * s} ${cy - 26 * s} q24 -20 40 -4 q-20 14 -40 4 z`, '#8A9A5B'))
      const bottle = (cx, cy, c) => join(R(cx - 8, cy - 60, 16, 30, c, 4), P(`M${cx - 8} ${cy - 32} q-14 10 -14 30 v54 h44 v-54 q0 -20 -14 -30 z`, c), R(cx - 16, cy + 8, 32, 30, '#F7F1E8', 3))
      const glass = (cx, cy, c) => join(P(`M${cx - 24} ${cy - 40} h48 q2 40 -24 50 q-26 -10 -24 -50 z`, '#FFFFFF', {opacity: 0.8}), P(`M${cx - 22} ${cy - 18} h44 q-4 26 -22 28 q-18 -2 -22 -28 z`, c), L(cx, cy + 10, cx, cy + 44, '#FFFFFF', 3), L(cx - 18, cy + 46, cx + 18, cy + 46, '#FFFFFF', 3))
      const courses = [
        ['Introducción a la cata', 'Principiante', '8 lecciones · 4 h', '$1,490', '#8C2F39', (x, y) => glass(x, y, '#5E1A2E'), 68],
        ['Viticultura en Baja California', 'Intermedio', '12 lecciones · 7 h', '$2,190', '#8A9A5B', (x, y) => grapes(x, y, 1.6, '#5E1A2E'), 30],
        ['Maridaje con mariscos', 'Todos', '6 lecciones · 3 h', '$990', '#C9A227', (x, y) => bottle(x, y, '#2F4B26'), 0],
      ]
      return join(
        R(0, 0, DESK_W, DESK_H, '#F7F1E8'),
        nav(p, 'Aula Vinícola', ['Cursos', 'Catas', 'Maestros', 'Contacto'], 'Inscribirme', {family: SERIF, size: 24}),
        gradRect(0, 64, DESK_W, 230, [[0, '#5E1A2E'], [1, '#8C2F39']], {x1: 0, y1: 0, x2: 1, y2: 0}),
        P('M560 294 Q700 200 840 240 T1000 220 V294 Z', '#6E2A36'),
        P('M640 294 Q760 236 880 262 T1000 256 V294 Z', '#4A1524'),
        [0, 1, 2, 3, 4].map((i) => L(660 + i * 70, 294, 700 + i * 60, 250, '#8A9A5B', 3, {opacity: 0.6})),
        C(900, 130, 36, '#C9A227', {opacity: 0.9}),
        grapes(760, 150, 2.2, '#C9A227'),
        T(60, 112, 'ESCUELA EN LÍNEA DEL VALLE DE GUADALUPE', {size: 12, weight: 700, fill: '#C9A227', ls: 2}),
        T(60, 160, 'Aprende del vino', {size: 38, weight: 700, fill: '#FFFFFF', family: SERIF}),
        T(60, 204, 'con quienes lo hacen', {size: 38, weight: 700, fill: '#FFFFFF', family: SERIF}),
        button(60, 228, 150, 'Ver cursos', '#C9A227', '#3A0F1C'),
        T(40, 338, 'Cursos destacados', {size: 22, weight: 700, fill: '#5E1A2E', family: SERIF}),
        courses.map(([title, level, meta, price, c, art, progress], i) => {
          const x = 40 + i * 314
          return join(
            R(x, 356, 294, 250, '#FFFFFF', 16, {stroke: '#EADDD2'}),
            gradRect(x + 8, 364, 278, 112, [[0, c], [1, '#F7F1E8']], {x1: 0, y1: 0, x2: 1, y2: 1}, 12),
            art(x + 200, 420),
            pill(x + 20, 378, level, '#FFFFFF', c),
            T(x + 20, 504, title, {size: 15, weight: 700, fill: '#3A0F1C'}),
            T(x + 20, 528, meta, {size: 12, fill: '#8A7A70'}),
            progress > 0
              ? join(R(x + 20, 548, 254, 8, '#EFE5DC', 4), R(x + 20, 548, (254 * progress) / 100, 8, '#8A9A5B', 4), T(x + 20, 584, `${progress}% completado`, {size: 12, fill: '#5E6B3A', weight: 700}))
              : T(x + 20, 584, price + ' MXN', {size: 16, fill: '#8C2F39', weight: 700}),
          )
        }),
      )
    },
    inner(p) {
      const lessons = ['Bienvenida al curso', 'Cómo se hace el vino', 'Uvas tintas del valle', 'Uvas blancas y rosados', 'Aromas y defectos', 'Tu primera cata guiada']
      return join(
        R(0, 0, DESK_W, DESK_H, '#F7F1E8'),
        nav(p, 'Aula Vinícola', ['Mis cursos', 'Catas', 'Comunidad', 'Ayuda'], 'Mi cuenta', {family: SERIF, size: 24}),
        landscape(36, 88, 620, 350, 'vineyard'),
        R(36, 88, 620, 350, '#000000', 0, {opacity: 0.12}),
        C(346, 263, 42, '#FFFFFF', {opacity: 0.92}),
        P('M334 240 L368 263 L334 286 Z', '#8C2F39'),
        R(36, 402, 620, 36, '#000000', 0, {opacity: 0.45}),
        R(56, 418, 580, 5, '#FFFFFF', 2.5, {opacity: 0.35}),
        R(56, 418, 250, 5, '#C9A227', 2.5),
        C(306, 420, 7, '#FFFFFF'),
        T(56, 478, 'Lección 3 · Uvas tintas del valle', {size: 22, weight: 700, fill: '#3A0F1C', family: SERIF}),
        bars(56, 500, [560, 520, 380], '#E3CFC2', {h: 9, gap: 20}),
        button(56, 566, 190, 'Descargar material', '#8C2F39'),
        R(680, 88, 290, 520, '#FFFFFF', 16, {stroke: '#EADDD2'}),
        T(700, 124, 'Introducción a la cata', {size: 16, weight: 700, fill: '#3A0F1C'}),
        R(700, 140, 250, 8, '#EFE5DC', 4),
        R(700, 140, 170, 8, '#8A9A5B', 4),
        T(700, 172, '68% completado · 4 de 8 lecciones', {size: 12, fill: '#8A7A70'}),
        lessons.map((t, i) => {
          const y = 196 + i * 64
          const done = i < 2
          const current = i === 2
          return join(
            current ? R(690, y, 270, 54, '#F7E9E4', 10) : '',
            done ? check(718, y + 27, 13, '#8A9A5B') : C(718, y + 27, 13, current ? '#8C2F39' : '#FFFFFF', {stroke: current ? '#8C2F39' : '#D9C6BA', 'stroke-width': 2}),
            current ? P(`M714 ${y + 20} l10 7 l-10 7 z`, '#FFFFFF') : '',
            T(742, y + 24, t, {size: 13, weight: current ? 700 : 400, fill: '#3A0F1C'}),
            T(742, y + 42, `${8 + i * 3} min`, {size: 11, fill: '#A08E84'}),
          )
        }),
      )
    },
    mobile() {
      const r = 62
      const circ = 2 * Math.PI * r
      return join(
        R(0, 0, 300, 630, '#F7F1E8'),
        statusBar('#5E1A2E'),
        T(24, 88, 'Mi progreso', {size: 24, weight: 700, fill: '#5E1A2E', family: SERIF}),
        R(20, 108, 260, 200, '#FFFFFF', 18),
        C(150, 196, r, 'none', {stroke: '#EFE5DC', 'stroke-width': 14}),
        C(150, 196, r, 'none', {stroke: '#8C2F39', 'stroke-width': 14, 'stroke-dasharray': `${(circ * 0.68).toFixed(1)} ${circ.toFixed(1)}`, transform: 'rotate(-90 150 196)', 'stroke-linecap': 'round'}),
        T(150, 206, '68%', {size: 28, weight: 700, fill: '#5E1A2E', anchor: 'middle'}),
        T(150, 290, 'Introducción a la cata', {size: 13, fill: '#8A7A70', anchor: 'middle'}),
        [['Viticultura en B.C.', 30, '#8A9A5B'], ['Maridaje con mariscos', 10, '#C9A227'], ['Vinos rosados', 100, '#8C2F39']].map(([t, v, c], i) =>
          join(R(20, 326 + i * 76, 260, 64, '#FFFFFF', 14), T(38, 352 + i * 76, t, {size: 14, weight: 700, fill: '#3A0F1C'}), R(38, 366 + i * 76, 172, 7, '#EFE5DC', 3.5), R(38, 366 + i * 76, (172 * v) / 100, 7, c, 3.5), T(262, 374 + i * 76, `${v}%`, {size: 12, weight: 700, fill: c, anchor: 'end'})),
        ),
        R(20, 558, 260, 52, '#5E1A2E', 14),
        star(48, 584, 12, '#C9A227'),
        T(70, 590, 'Constancia disponible', {size: 14, weight: 700, fill: '#FFFFFF'}),
      )
    },
  },

  // 4. Restaurant ----------------------------------------------------------------------------
  {
    slug: 'restaurante-online',
    domain: 'elfarococina.mx',
    kicker: 'RESTAURANTE EN LÍNEA',
    brandLines: ['El Faro', 'Cocina de Mar'],
    palette: {
      bg1: '#0077B6', bg2: '#023E8A', blob1: '#48CAE4', blob2: '#00B4D8', dots: '#CAF0F8',
      nav: '#FFFFFF', navText: '#023E8A', navMuted: '#4A5A73', primary: '#FB8500',
      accent: '#FFB703', title: '#FFFFFF', muted: '#3D8FC7',
      swatches: ['#023E8A', '#0077B6', '#FFB703', '#FB8500', '#FFF8E7'],
    },
    toast: {title: 'Pedido #217 listo para recoger', subtitle: 'Te avisamos por WhatsApp · 12 min', color: '#FB8500'},
    stat: {value: '+52%', label: 'conversión en pedidos', color: '#0077B6'},
    main(p) {
      const taco = (cx, cy, s) => join(P(`M${cx - 40 * s} ${cy + 10 * s} a40 40 0 0 1 ${80 * s} 0 z`, '#F2C14E'), P(`M${cx - 32 * s} ${cy + 4 * s} q32 -30 64 0`, 'none', {stroke: '#7CB518', 'stroke-width': 8 * s}), C(cx - 12 * s, cy - 6 * s, 5 * s, '#E63946'), C(cx + 10 * s, cy - 8 * s, 5 * s, '#FFFFFF'))
      const tostada = (cx, cy, s) => join(C(cx, cy, 36 * s, '#E9B949'), C(cx, cy, 28 * s, '#F28482'), [[-10, -8], [8, -4], [-2, 10], [12, 10]].map(([dx, dy]) => C(cx + dx * s, cy + dy * s, 5 * s, '#7CB518')))
      const cocktail = (cx, cy, s) => join(P(`M${cx - 26 * s} ${cy - 30 * s} h${52 * s} l-${6 * s} ${60 * s} h-${40 * s} z`, '#FFFFFF', {opacity: 0.85}), P(`M${cx - 23 * s} ${cy - 14 * s} h${46 * s} l-${4 * s} ${42 * s} h-${38 * s} z`, '#E85D04'), C(cx + 22 * s, cy - 32 * s, 9 * s, '#90BE6D'))
      const drink = (cx, cy, s) => join(R(cx - 20 * s, cy - 30 * s, 40 * s, 62 * s, '#CAF0F8', 6 * s), R(cx - 20 * s, cy - 10 * s, 40 * s, 42 * s, '#FFB703', 6 * s), L(cx + 8 * s, cy - 44 * s, cx + 2 * s, cy + 10 * s, '#E63946', 4 * s))
      const dishes = [['Taco de pescado', '$45', taco], ['Tostada de ceviche', '$65', tostada], ['Coctel campechano', '$180', cocktail], ['Agua de jamaica', '$35', drink]]
      return join(
        R(0, 0, DESK_W, DESK_H, '#FFF8E7'),
        gradRect(0, 64, DESK_W, 300, [[0, '#0077B6'], [1, '#023E8A']], {x1: 0, y1: 0, x2: 1, y2: 1}),
        nav(p, 'El Faro', ['Menú', 'Reservar', 'Ubicación', 'Pedidos'], 'Ordenar', {sub: 'COCINA DE MAR'}),
        P('M800 110 L660 250 L720 250 Z', '#FFB703', {opacity: 0.18}),
        P('M800 110 L960 230 L960 170 Z', '#FFB703', {opacity: 0.18}),
        P('M776 140 h48 l14 190 h-76 z', '#FFFFFF'),
        [0, 1, 2].map((i) => P(`M${772 - i * 5} ${176 + i * 52} h${56 + i * 10} l2 22 h-${60 + i * 10} z`, '#E63946')),
        R(770, 112, 60, 30, '#FFB703', 4),
        P('M764 112 l36 -22 l36 22 z', '#023E8A'),
        P('M0 330 Q60 310 120 330 T240 330 T360 330 T480 330 T600 330 T720 330 T840 330 T960 330 T1080 330 V364 H0 Z', '#48CAE4', {opacity: 0.6}),
        P('M0 344 Q70 326 140 344 T280 344 T420 344 T560 344 T700 344 T840 344 T980 344 T1120 344 V364 H0 Z', '#CAF0F8', {opacity: 0.7}),
        T(60, 136, 'MARISCOS FRESCOS DESDE 1998', {size: 12, weight: 700, fill: '#FFB703', ls: 2}),
        T(60, 186, 'Sabor del Pacífico', {size: 40, weight: 700, fill: '#FFFFFF'}),
        T(60, 232, 'en cada bocado', {size: 40, weight: 700, fill: '#FFFFFF'}),
        button(60, 258, 140, 'Ver menú', '#FFB703', '#023E8A'),
        button(214, 258, 160, 'Reservar mesa', '#FFFFFF', '#fff', {outline: true}),
        pillRow(40, 386, ['Tacos', 'Tostadas', 'Cócteles', 'Bebidas', 'Postres'], ['#023E8A', '#FFFFFF'], ['#FFE8B6', '#7A4B00'], {size: 13, gap: 10}),
        dishes.map(([name, price, art], i) => {
          const x = 40 + i * 236
          return join(
            R(x, 428, 216, 180, '#FFFFFF', 16, {stroke: '#F5E6C8'}),
            C(x + 108, 494, 52, '#F5F0E6'),
            C(x + 108, 494, 44, '#FFFFFF', {stroke: '#E8DFCC', 'stroke-width': 2}),
            art(x + 108, 496, 0.9),
            T(x + 16, 574, name, {size: 14, weight: 700, fill: '#023E8A'}),
            T(x + 16, 596, price, {size: 15, weight: 700, fill: '#FB8500'}),
            C(x + 186, 588, 14, '#023E8A'),
            T(x + 186, 594, '+', {size: 18, weight: 700, fill: '#FFFFFF', anchor: 'middle'}),
          )
        }),
      )
    },
    inner(p) {
      const menu = [
        ['Taco de pescado', 'Pescado capeado, col, crema y pico de gallo', '$45'],
        ['Taco de camarón', 'Camarón capeado con salsa de la casa', '$55'],
        ['Tostada de ceviche', 'Ceviche de pescado con aguacate', '$65'],
        ['Tostada de pulpo', 'Pulpo en su tinta, pepino y cebolla morada', '$95'],
        ['Coctel campechano', 'Camarón, pulpo, callo y ostión', '$180'],
        ['Almejas preparadas', 'Media docena con limón y salsa negra', '$140'],
      ]
      return join(
        R(0, 0, DESK_W, DESK_H, '#FFF8E7'),
        nav(p, 'El Faro', ['Menú', 'Reservar', 'Ubicación', 'Pedidos'], 'Ordenar', {sub: 'COCINA DE MAR'}),
        T(40, 112, 'Nuestro menú', {size: 30, weight: 700, fill: '#023E8A'}),
        pillRow(40, 130, ['Tacos', 'Tostadas', 'Cócteles', 'Bebidas'], ['#023E8A', '#FFFFFF'], ['#FFE8B6', '#7A4B00'], {size: 13, gap: 10}),
        menu.map(([n, d, pr], i) => {
          const y = 186 + i * 70
          return join(
            R(40, y, 560, 60, '#FFFFFF', 12),
            C(76, y + 30, 20, ['#F2C14E', '#F28482', '#E9B949', '#B56576', '#E85D04', '#90BE6D'][i]),
            T(110, y + 26, n, {size: 15, weight: 700, fill: '#023E8A'}),
            T(110, y + 46, d, {size: 12, fill: '#6B7280'}),
            T(530, y + 36, pr, {size: 16, weight: 700, fill: '#FB8500', anchor: 'end'}),
            C(568, y + 30, 14, i < 3 ? '#FB8500' : '#FFE8B6'),
            T(568, y + 36, '+', {size: 18, weight: 700, fill: i < 3 ? '#FFFFFF' : '#7A4B00', anchor: 'middle'}),
          )
        }),
        R(630, 96, 340, 500, '#FFFFFF', 18, {stroke: '#F5E6C8'}),
        T(656, 136, 'Tu pedido', {size: 20, weight: 700, fill: '#023E8A'}),
        R(656, 152, 288, 40, '#FFF3D6', 20),
        R(660, 156, 140, 32, '#023E8A', 16),
        T(730, 177, 'Para recoger', {size: 13, fill: '#FFFFFF', anchor: 'middle', weight: 700}),
        T(872, 177, 'A domicilio', {size: 13, fill: '#7A4B00', anchor: 'middle'}),
        [['3 × Taco de pescado', '$135'], ['2 × Taco de camarón', '$110'], ['1 × Tostada de ceviche', '$65'], ['2 × Agua de jamaica', '$70']].map(([n, pr], i) =>
          join(T(656, 232 + i * 40, n, {size: 14, fill: '#1F2937'}), T(944, 232 + i * 40, pr, {size: 14, fill: '#1F2937', anchor: 'end'})),
        ),
        L(656, 392, 944, 392, '#F0E4CC', 2),
        T(656, 426, 'Total', {size: 18, weight: 700, fill: '#023E8A'}),
        T(944, 426, '$380 MXN', {size: 18, weight: 700, fill: '#023E8A', anchor: 'end'}),
        T(656, 458, 'Listo en aprox. 15 minutos', {size: 13, fill: '#6B7280'}),
        button(656, 490, 288, 'Confirmar pedido', '#FB8500', '#fff', {h: 50, size: 16}),
        T(800, 572, 'Pago con tarjeta o en el local', {size: 12, fill: '#6B7280', anchor: 'middle'}),
      )
    },
    mobile() {
      return join(
        R(0, 0, 300, 630, '#FFF8E7'),
        R(0, 0, 300, 150, '#023E8A'),
        statusBar('#FFFFFF'),
        T(24, 88, 'Reservar mesa', {size: 22, weight: 700, fill: '#FFFFFF'}),
        T(24, 114, 'El Faro · Cocina de Mar', {size: 12, fill: '#CAF0F8'}),
        R(20, 134, 260, 236, '#FFFFFF', 16),
        T(40, 166, 'Marzo', {size: 15, weight: 700, fill: '#023E8A'}),
        ['L', 'M', 'M', 'J', 'V', 'S', 'D'].map((d, i) => T(48 + i * 34, 194, d, {size: 11, weight: 700, fill: '#9CA3AF', anchor: 'middle'})),
        Array.from({length: 28}, (_, i) => {
          const x = 48 + (i % 7) * 34
          const y = 222 + Math.floor(i / 7) * 36
          const sel = i === 18
          return join(sel ? C(x, y - 5, 15, '#FB8500') : '', T(x, y, String(i + 1), {size: 13, fill: sel ? '#FFFFFF' : i < 10 ? '#C7CBD1' : '#1F2937', anchor: 'middle', weight: sel ? 700 : 400}))
        }),
        T(24, 404, 'Horario', {size: 15, weight: 700, fill: '#023E8A'}),
        ['13:00', '14:30', '16:00', '18:30', '20:00', '21:30'].map((h, i) => {
          const x = 20 + (i % 3) * 88
          const y = 418 + Math.floor(i / 3) * 46
          return join(R(x, y, 80, 36, i === 3 ? '#023E8A' : '#FFFFFF', 10, {stroke: '#D6E4F0'}), T(x + 40, y + 23, h, {size: 13, fill: i === 3 ? '#FFFFFF' : '#023E8A', anchor: 'middle', weight: 700}))
        }),
        T(24, 538, 'Personas: 4', {size: 14, weight: 700, fill: '#023E8A'}),
        button(20, 560, 260, 'Confirmar reservación', '#FB8500', '#fff', {h: 46}),
      )
    },
  },

  // 5. Photography portfolio -----------------------------------------------------------------
  {
    slug: 'portfolio-fotografico',
    domain: 'luciaarcefoto.mx',
    kicker: 'PORTAFOLIO FOTOGRÁFICO',
    brandLines: ['Lucía Arce', 'Fotografía'],
    brandFamily: SERIF,
    palette: {
      bg1: '#1B1B1B', bg2: '#3A2E25', blob1: '#D4A373', blob2: '#6D597A', dots: '#D4A373',
      nav: '#121212', navText: '#FAEDCD', navMuted: '#A89F91', primary: '#D4A373', ctaText: '#121212',
      accent: '#D4A373', title: '#FAEDCD', muted: '#4A4038',
      swatches: ['#121212', '#D4A373', '#FAEDCD', '#6D597A', '#E76F51'],
    },
    toast: {title: 'Nueva solicitud de sesión', subtitle: 'Boda · Valle de Guadalupe · 17 de mayo', color: '#D4A373', icon: '♥'},
    stat: {value: '+70%', label: 'solicitudes de sesión', color: '#B07D48'},
    main(p) {
      const cols = [
        [['sunset', 230], ['ocean', 160], ['desert', 120]],
        [['vineyard', 150], ['dusk', 250], ['day', 110]],
        [['ocean', 190], ['vineyard', 140], ['sunset', 180]],
      ]
      return join(
        R(0, 0, DESK_W, DESK_H, '#121212'),
        nav(p, 'Lucía Arce', ['Bodas', 'Retratos', 'Paisajes', 'Contacto'], 'Agendar', {family: SERIF, size: 24, sub: 'FOTOGRAFÍA'}),
        T(40, 112, 'Historias entre viñedos y mar', {size: 26, fill: '#FAEDCD', family: SERIF}),
        labelRow(960, 108, ['Todo', 'Bodas', 'Retratos', 'Paisajes'], (x, y, c, i) => join(T(x, y, c, {size: 13, fill: i === 0 ? '#D4A373' : '#8C8478', weight: i === 0 ? 700 : 400}), i === 0 ? L(x, y + 8, x + 32, y + 8, '#D4A373', 2) : ''), {size: 13, gap: 24}),
        cols.map((col, ci) => {
          let y = 134
          return col.map(([scheme, h]) => {
            const out = landscape(40 + ci * 312, y, 296, h, scheme)
            y += h + 14
            return out
          })
        }),
      )
    },
    inner() {
      const thumbs = ['vineyard', 'sunset', 'ocean', 'dusk', 'desert', 'day', 'vineyard']
      return join(
        R(0, 0, DESK_W, DESK_H, '#0C0C0C'),
        T(40, 44, 'Lucía Arce', {size: 20, weight: 700, fill: '#FAEDCD', family: SERIF}),
        T(960, 44, '✕', {size: 20, fill: '#A89F91', anchor: 'end'}),
        landscape(130, 70, 740, 416, 'sunset'),
        C(70, 278, 26, '#FFFFFF', {opacity: 0.12}),
        P('M76 266 l-12 12 l12 12', 'none', {stroke: '#FAEDCD', 'stroke-width': 3, 'stroke-linecap': 'round'}),
        C(930, 278, 26, '#FFFFFF', {opacity: 0.12}),
        P('M924 266 l12 12 l-12 12', 'none', {stroke: '#FAEDCD', 'stroke-width': 3, 'stroke-linecap': 'round'}),
        T(130, 516, 'Atardecer en el Valle de Guadalupe', {size: 16, fill: '#FAEDCD', family: SERIF}),
        T(870, 516, '3 / 24', {size: 13, fill: '#A89F91', anchor: 'end'}),
        thumbs.map((s, i) => join(landscape(130 + i * 108, 536, 96, 64, s), i === 2 ? R(130 + i * 108, 536, 96, 64, 'none', 0, {stroke: '#D4A373', 'stroke-width': 3}) : R(130 + i * 108, 536, 96, 64, '#000', 0, {opacity: 0.4}))),
      )
    },
    mobile() {
      return join(
        R(0, 0, 300, 630, '#121212'),
        statusBar('#FAEDCD'),
        T(150, 86, 'Lucía Arce', {size: 22, weight: 700, fill: '#FAEDCD', family: SERIF, anchor: 'middle'}),
        T(150, 104, 'FOTOGRAFÍA', {size: 9, fill: '#D4A373', anchor: 'middle', ls: 3, weight: 700}),
        landscape(14, 122, 272, 180, 'vineyard'),
        landscape(14, 312, 131, 150, 'ocean'),
        landscape(155, 312, 131, 150, 'dusk'),
        landscape(14, 472, 272, 100, 'sunset'),
        button(40, 582, 220, 'Agendar sesión', '#D4A373', '#121212', {h: 38}),
      )
    },
  },

  // 6. Real-estate platform ------------------------------------------------------------------
  {
    slug: 'plataforma-inmobiliaria',
    domain: 'casasdelpacifico.mx',
    kicker: 'PLATAFORMA INMOBILIARIA',
    brandLines: ['Casas del', 'Pacífico'],
    palette: {
      bg1: '#E0F2EF', bg2: '#7CC6B9', blob1: '#FFFFFF', blob2: '#0F4C5C', dots: '#FFFFFF',
      nav: '#FFFFFF', navText: '#0F4C5C', navMuted: '#4F6B72', primary: '#2A9D8F',
      accent: '#E76F51', title: '#0F4C5C', muted: '#B8E0D8', kicker: '#E76F51',
      swatches: ['#0F4C5C', '#2A9D8F', '#E9C46A', '#E76F51', '#F4F7F6'],
    },
    toast: {title: 'Nuevo prospecto calificado', subtitle: 'Casa en Bajamar · Agendó visita el sábado', color: '#2A9D8F'},
    stat: {value: '+80%', label: 'prospectos calificados', color: '#2A9D8F'},
    main(p) {
      const props = [
        ['$4,850,000', 'Casa con vista al mar', 'El Sauzal, Ensenada', '3 rec · 2 baños · 180 m²', {wall: '#F4F1DE', roof: '#E76F51', door: '#0F4C5C', sky: '#CDEBF4'}, 'Vista al mar'],
        ['$2,390,000', 'Casa en fraccionamiento', 'Chapultepec, Ensenada', '3 rec · 2.5 baños · 150 m²', {wall: '#FFFFFF', roof: '#0F4C5C', door: '#E9C46A', sky: '#DDF1E4'}, 'Nueva'],
        ['$18,500/mes', 'Departamento amueblado', 'Playa Hermosa, Ensenada', '2 rec · 2 baños · 95 m²', {wall: '#E9C46A', roof: '#264653', door: '#E76F51', sky: '#FDEBD3'}, 'En renta'],
      ]
      return join(
        R(0, 0, DESK_W, DESK_H, '#F4F7F6'),
        landscape(0, 64, DESK_W, 260, 'day'),
        house(640, 104, 230, 190, {wall: '#FFFFFF', roof: '#E76F51', door: '#0F4C5C', ground: false}),
        gradRect(0, 64, 700, 260, [[0, '#0F4C5C', 0.75], [0.7, '#0F4C5C', 0.25], [1, '#0F4C5C', 0]], {x1: 0, y1: 0, x2: 1, y2: 0}),
        nav(p, 'Casas del Pacífico', ['Comprar', 'Rentar', 'Vender', 'Contacto'], 'Publicar'),
        T(60, 150, 'Encuentra tu hogar', {size: 40, weight: 700, fill: '#FFFFFF'}),
        T(60, 198, 'frente al mar', {size: 40, weight: 700, fill: '#FFFFFF'}),
        T(60, 232, 'Casas, departamentos y terrenos en Ensenada', {size: 15, fill: '#E0F2EF'}),
        R(120, 286, 760, 72, '#FFFFFF', 16, {filter: undefined}),
        [['Ubicación', 'Ensenada, B.C.'], ['Tipo', 'Casa'], ['Precio', 'Hasta $5,000,000']].map(([l, v], i) =>
          join(T(148 + i * 190, 314, l, {size: 11, fill: '#7C8F94', weight: 700}), T(148 + i * 190, 338, v, {size: 14, fill: '#0F4C5C', weight: 700}), i > 0 ? L(134 + i * 190, 300, 134 + i * 190, 344, '#E2E8EA', 1.5) : ''),
        ),
        button(720, 298, 144, 'Buscar', '#E76F51', '#fff', {h: 48}),
        props.map(([price, name, loc, meta, colors, tag], i) => {
          const x = 40 + i * 314
          return join(
            R(x, 380, 294, 232, '#FFFFFF', 16, {stroke: '#E2E8EA'}),
            clipped(x + 8, 388, 278, 118, 12, house(x + 8, 388, 278, 118, colors)),
            pill(x + 18, 398, tag, '#FFFFFF', '#0F4C5C', {size: 11}),
            T(x + 18, 534, price, {size: 20, weight: 700, fill: '#0F4C5C'}),
            T(x + 18, 556, name, {size: 14, weight: 700, fill: '#374151'}),
            T(x + 18, 576, loc, {size: 12, fill: '#6B7280'}),
            T(x + 18, 598, meta, {size: 12, fill: '#2A9D8F', weight: 700}),
          )
        }),
      )
    },
    inner(p) {
      const pins = [[640, 210, '$4.8 M', true], [760, 300, '$2.3 M'], [560, 380, '$3.1 M'], [850, 190, '$6.9 M'], [700, 470, '$1.9 M'], [880, 420, '$18.5 mil']]
      return join(
        R(0, 0, DESK_W, DESK_H, '#F4F7F6'),
        nav(p, 'Casas del Pacífico', ['Comprar', 'Rentar', 'Vender', 'Contacto'], 'Publicar'),
        R(20, 80, 420, 40, '#FFFFFF', 10, {stroke: '#E2E8EA'}),
        T(40, 105, 'Ensenada, B.C. · Casas · 3+ recámaras', {size: 13, fill: '#0F4C5C'}),
        pillRow(20, 132, ['Vista al mar', 'Alberca', 'Jardín'], ['#0F4C5C', '#FFFFFF'], ['#E0F2EF', '#0F4C5C']),
        T(20, 190, '48 propiedades', {size: 14, weight: 700, fill: '#374151'}),
        [0, 1, 2].map((i) => {
          const y = 206 + i * 136
          const colors = [{wall: '#F4F1DE', roof: '#E76F51', door: '#0F4C5C', sky: '#CDEBF4'}, {wall: '#FFFFFF', roof: '#0F4C5C', door: '#E9C46A', sky: '#DDF1E4'}, {wall: '#E9C46A', roof: '#264653', door: '#E76F51', sky: '#FDEBD3'}][i]
          return join(
            R(20, y, 420, 122, '#FFFFFF', 14, i === 0 ? {stroke: '#2A9D8F', 'stroke-width': 2} : {stroke: '#E2E8EA'}),
            clipped(30, y + 10, 140, 102, 10, house(30, y + 10, 140, 102, colors)),
            T(186, y + 36, ['$4,850,000', '$2,390,000', '$3,150,000'][i], {size: 18, weight: 700, fill: '#0F4C5C'}),
            T(186, y + 60, ['El Sauzal', 'Chapultepec', 'Bajamar'][i], {size: 13, fill: '#374151', weight: 700}),
            T(186, y + 82, ['3 rec · 2 baños · 180 m²', '3 rec · 2.5 baños · 150 m²', '4 rec · 3 baños · 240 m²'][i], {size: 12, fill: '#6B7280'}),
            T(186, y + 104, 'Ver detalles →', {size: 12, fill: '#E76F51', weight: 700}),
          )
        }),
        clipped(
          460,
          80,
          520,
          528,
          16,
          join(
            R(460, 80, 520, 528, '#E8F1E4'),
            P('M460 80 H640 Q600 200 620 300 T580 480 Q560 560 600 608 H460 Z', '#A8D8EA'),
            P('M640 80 Q600 200 620 300 T580 480 Q560 560 600 608', 'none', {stroke: '#F6E7C1', 'stroke-width': 8}),
            L(620, 140, 980, 220, '#FFFFFF', 10),
            L(700, 80, 760, 608, '#FFFFFF', 8),
            L(600, 420, 980, 380, '#FFFFFF', 8),
            L(860, 80, 900, 608, '#FFFFFF', 6),
            R(780, 500, 80, 60, '#CFE3C3', 8),
            R(900, 250, 60, 90, '#CFE3C3', 8),
            T(500, 560, 'Océano Pacífico', {size: 13, fill: '#3C7A99', style: 'italic'}),
            pins.map(([x, y, label, active]) => {
              const w = label.length * 8 + 20
              return join(R(x - w / 2, y - 34, w, 28, active ? '#E76F51' : '#0F4C5C', 14), P(`M${x - 6} ${y - 7} L${x} ${y + 2} L${x + 6} ${y - 7} Z`, active ? '#E76F51' : '#0F4C5C'), T(x, y - 15, label, {size: 12, weight: 700, fill: '#FFFFFF', anchor: 'middle'}))
            }),
          ),
        ),
        R(930, 96, 36, 72, '#FFFFFF', 8),
        T(948, 124, '+', {size: 20, weight: 700, fill: '#0F4C5C', anchor: 'middle'}),
        T(948, 156, '–', {size: 20, weight: 700, fill: '#0F4C5C', anchor: 'middle'}),
      )
    },
    mobile() {
      return join(
        R(0, 0, 300, 630, '#F4F7F6'),
        clipped(0, 0, 300, 260, 0, house(0, 0, 300, 260, {wall: '#F4F1DE', roof: '#E76F51', door: '#0F4C5C', sky: '#CDEBF4'})),
        statusBar('#0F4C5C'),
        [0, 1, 2, 3].map((i) => C(126 + i * 16, 244, 4, i === 0 ? '#FFFFFF' : '#FFFFFF', {opacity: i === 0 ? 1 : 0.5})),
        T(24, 298, '$4,850,000', {size: 26, weight: 700, fill: '#0F4C5C'}),
        T(24, 322, 'Casa con vista al mar · El Sauzal', {size: 13, fill: '#374151'}),
        [['3', 'Recámaras'], ['2', 'Baños'], ['180', 'm²']].map(([v, l], i) =>
          join(R(20 + i * 90, 342, 80, 70, '#FFFFFF', 12, {stroke: '#E2E8EA'}), T(60 + i * 90, 374, v, {size: 20, weight: 700, fill: '#2A9D8F', anchor: 'middle'}), T(60 + i * 90, 398, l, {size: 11, fill: '#6B7280', anchor: 'middle'})),
        ),
        bars(24, 436, [250, 230, 180], '#D5E3E0', {h: 8, gap: 18}),
        R(20, 500, 260, 48, '#FFFFFF', 12, {stroke: '#E2E8EA'}),
        C(46, 524, 14, '#0F4C5C'),
        T(70, 520, 'Fernanda Ríos', {size: 13, weight: 700, fill: '#0F4C5C'}),
        T(70, 537, 'Asesora bilingüe', {size: 11, fill: '#6B7280'}),
        button(20, 564, 260, 'Agendar visita', '#E76F51', '#fff', {h: 46}),
      )
    },
  },

  // 7. Architecture studio -------------------------------------------------------------------
  {
    slug: 'estudio-arquitectura',
    domain: 'tallercardon.mx',
    kicker: 'ARQUITECTURA E INTERIORISMO',
    brandLines: ['Taller', 'Cardón'],
    palette: {
      bg1: '#F2EFEA', bg2: '#D8CFC4', blob1: '#FFFFFF', blob2: '#C0673E', dots: '#A89F91',
      nav: '#F2EFEA', navText: '#2B2B2B', navMuted: '#6B6560', primary: '#2B2B2B',
      accent: '#C0673E', title: '#2B2B2B', muted: '#CFC6BB', kicker: '#C0673E',
      swatches: ['#2B2B2B', '#C0673E', '#8A9A5B', '#BFB8AE', '#F2EFEA'],
    },
    toast: {title: 'Render aprobado', subtitle: 'Casa Bajamar · Fase 2 de 4', color: '#8A9A5B'},
    stat: {value: '+40%', label: 'solicitudes de proyecto', color: '#C0673E'},
    main(p) {
      const cardon = (x, y, s, c) => join(R(x - 7 * s, y - 90 * s, 14 * s, 90 * s, c, 7 * s), P(`M${x - 7 * s} ${y - 40 * s} h-${14 * s} a7 7 0 0 1 -7 -7 v-${26 * s}`, 'none', {stroke: c, 'stroke-width': 12 * s, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'}), P(`M${x + 7 * s} ${y - 54 * s} h${14 * s} a7 7 0 0 0 7 -7 v-${22 * s}`, 'none', {stroke: c, 'stroke-width': 12 * s, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'}))
      const ink = {stroke: '#2B2B2B', 'stroke-width': 2, fill: 'none'}
      const elevation = (x, y, s, accent) =>
        join(
          L(x, y, x + 250 * s, y, '#2B2B2B', 1.5),
          R(x + 20 * s, y - 60 * s, 120 * s, 60 * s, 'none', 0, ink),
          R(x + 90 * s, y - 100 * s, 140 * s, 40 * s, accent, 0, {opacity: 0.85}),
          R(x + 90 * s, y - 100 * s, 140 * s, 40 * s, 'none', 0, ink),
          R(x + 36 * s, y - 48 * s, 40 * s, 36 * s, '#BFD7DF', 0),
          L(x + 160 * s, y - 60 * s, x + 160 * s, y, '#2B2B2B', 2),
        )
      return join(
        R(0, 0, DESK_W, DESK_H, '#F7F5F1'),
        Array.from({length: 25}, (_, i) => L(i * 40, 64, i * 40, 620, '#ECE7E0', 1)),
        Array.from({length: 14}, (_, i) => L(0, 64 + i * 40, 1000, 64 + i * 40, '#ECE7E0', 1)),
        nav(p, 'TALLER CARDÓN', ['Proyectos', 'Interiores', 'Estudio', 'Contacto'], 'Contacto', {ls: 4, size: 18}),
        T(60, 130, 'ARQUITECTURA · INTERIORISMO · ENSENADA', {size: 12, weight: 700, fill: '#C0673E', ls: 2}),
        T(60, 178, 'Arquitectura que', {size: 36, fill: '#2B2B2B', family: SERIF}),
        T(60, 222, 'dialoga con', {size: 36, fill: '#2B2B2B', family: SERIF}),
        T(60, 266, 'el paisaje', {size: 36, fill: '#2B2B2B', family: SERIF, style: 'italic'}),
        bars(60, 292, [300, 260], '#D8CFC4', {h: 8, gap: 18}),
        T(60, 352, 'Ver proyectos  →', {size: 14, weight: 700, fill: '#2B2B2B'}),
        L(60, 362, 184, 362, '#C0673E', 2),
        // hero drawing
        L(460, 330, 960, 330, '#2B2B2B', 2),
        R(500, 230, 260, 100, '#FFFFFF', 0, ink),
        R(640, 170, 300, 60, '#C0673E'),
        R(640, 170, 300, 60, 'none', 0, ink),
        R(520, 250, 100, 60, '#BFD7DF'),
        R(520, 250, 100, 60, 'none', 0, {...ink, 'stroke-width': 1.5}),
        L(570, 250, 570, 310, '#2B2B2B', 1.5),
        R(660, 250, 80, 80, '#E5DED4', 0, ink),
        L(700, 230, 700, 330, '#2B2B2B', 1),
        [0, 1, 2, 3, 4, 5, 6].map((i) => L(660 + i * 40, 170, 660 + i * 40, 230, '#2B2B2B', 1, {opacity: 0.35})),
        L(940, 230, 940, 330, '#2B2B2B', 3),
        cardon(880, 330, 1.1, '#8A9A5B'),
        cardon(480, 330, 0.6, '#8A9A5B'),
        L(460, 352, 960, 352, '#C0673E', 1, {'stroke-dasharray': '4 4'}),
        T(710, 372, '18.40 m', {size: 11, fill: '#C0673E', anchor: 'middle'}),
        [['Casa Bajamar', 'Residencial · 2024', '#C0673E'], ['Hotel Valle Alto', 'Hotelería · 2023', '#8A9A5B'], ['Vinícola Tierra Roja', 'Comercial · 2023', '#BFB8AE']].map(([t, m, c], i) => {
          const x = 40 + i * 314
          return join(R(x, 404, 294, 206, '#FFFFFF', 4, {stroke: '#E5DED4'}), R(x + 10, 414, 274, 124, '#F2EFEA'), elevation(x + 22, 524, 1, c), T(x + 14, 566, t, {size: 15, weight: 700, fill: '#2B2B2B'}), T(x + 14, 588, m, {size: 12, fill: '#8A817A'}))
        }),
      )
    },
    inner(p) {
      const wall = {fill: 'none', stroke: '#2B2B2B', 'stroke-width': 6}
      return join(
        R(0, 0, DESK_W, DESK_H, '#F7F5F1'),
        nav(p, 'TALLER CARDÓN', ['Proyectos', 'Interiores', 'Estudio', 'Contacto'], 'Contacto', {ls: 4, size: 18}),
        R(36, 84, 620, 520, '#EEF4F7'),
        Array.from({length: 31}, (_, i) => L(36 + i * 20, 84, 36 + i * 20, 604, '#DCE7EE', 1)),
        Array.from({length: 26}, (_, i) => L(36, 84 + i * 20, 656, 84 + i * 20, '#DCE7EE', 1)),
        R(96, 134, 500, 400, '#FFFFFF', 0, wall),
        L(336, 134, 336, 334, '#2B2B2B', 4),
        L(96, 334, 596, 334, '#2B2B2B', 4),
        L(456, 334, 456, 534, '#2B2B2B', 4),
        R(336, 134, 260, 200, '#F3E1D6'),
        L(336, 134, 336, 334, '#2B2B2B', 4),
        R(456, 334, 140, 200, '#E4EAD7'),
        L(456, 334, 456, 534, '#2B2B2B', 4),
        R(96, 134, 500, 400, 'none', 0, wall),
        L(96, 334, 596, 334, '#2B2B2B', 4),
        P('M400 334 a40 40 0 0 1 40 -40', 'none', {stroke: '#2B2B2B', 'stroke-width': 1.2}),
        L(400, 334, 440, 334, '#F3E1D6', 5),
        P('M120 334 a40 40 0 0 1 40 -40', 'none', {stroke: '#2B2B2B', 'stroke-width': 1.2}),
        L(120, 334, 160, 334, '#EEF4F7', 5),
        P('M456 400 a40 40 0 0 0 40 40', 'none', {stroke: '#2B2B2B', 'stroke-width': 1.2}),
        R(130, 170, 120, 70, 'none', 8, {stroke: '#8A817A', 'stroke-width': 1.5}),
        C(190, 270, 26, 'none', {stroke: '#8A817A', 'stroke-width': 1.5}),
        R(380, 170, 170, 24, 'none', 2, {stroke: '#8A817A', 'stroke-width': 1.5}),
        R(420, 240, 90, 50, 'none', 4, {stroke: '#8A817A', 'stroke-width': 1.5}),
        R(140, 400, 110, 80, 'none', 4, {stroke: '#8A817A', 'stroke-width': 1.5}),
        T(290, 310, 'Sala', {size: 14, fill: '#2B2B2B', anchor: 'middle'}),
        T(466, 226, 'Cocina', {size: 14, fill: '#2B2B2B', anchor: 'middle'}),
        T(276, 440, 'Recámara', {size: 14, fill: '#2B2B2B', anchor: 'middle'}),
        T(526, 440, 'Terraza', {size: 14, fill: '#2B2B2B', anchor: 'middle'}),
        L(96, 566, 596, 566, '#C0673E', 1.2),
        L(96, 558, 96, 574, '#C0673E', 1.2),
        L(596, 558, 596, 574, '#C0673E', 1.2),
        T(346, 588, '20.00 m', {size: 12, fill: '#C0673E', anchor: 'middle'}),
        L(626, 134, 626, 534, '#C0673E', 1.2),
        T(640, 340, '16.00 m', {size: 12, fill: '#C0673E', transform: 'rotate(90 640 340)', anchor: 'middle'}),
        T(686, 118, 'Casa Bajamar', {size: 26, fill: '#2B2B2B', family: SERIF}),
        T(686, 144, 'Residencial · Bajamar, Ensenada', {size: 13, fill: '#8A817A'}),
        [['Superficie', '240 m²'], ['Recámaras', '3'], ['Niveles', '2'], ['Terreno', '600 m²']].map(([l, v], i) =>
          join(L(686, 170 + i * 44, 964, 170 + i * 44, '#E5DED4', 1), T(686, 198 + i * 44, l, {size: 13, fill: '#6B6560'}), T(964, 198 + i * 44, v, {size: 14, fill: '#2B2B2B', weight: 700, anchor: 'end'})),
        ),
        T(686, 372, 'Materiales', {size: 14, weight: 700, fill: '#2B2B2B'}),
        [['Concreto aparente', '#BFB8AE'], ['Madera de pino', '#C8A27A'], ['Barro rojo', '#C0673E'], ['Piedra local', '#8A817A']].map(([n, c], i) =>
          join(R(686 + (i % 2) * 140, 388 + Math.floor(i / 2) * 70, 44, 44, c, 4), T(738 + (i % 2) * 140, 414 + Math.floor(i / 2) * 70, n.split(' ')[0], {size: 12, fill: '#2B2B2B'}), T(738 + (i % 2) * 140, 430 + Math.floor(i / 2) * 70, n.split(' ').slice(1).join(' '), {size: 12, fill: '#6B6560'})),
        ),
        button(686, 548, 278, 'Solicitar un proyecto similar', '#2B2B2B', '#fff', {h: 46}),
      )
    },
    mobile() {
      const ink = {stroke: '#2B2B2B', 'stroke-width': 1.5, fill: 'none'}
      const mini = (y, accent, t, m) =>
        join(
          R(20, y, 260, 150, '#FFFFFF', 4, {stroke: '#E5DED4'}),
          R(28, y + 8, 244, 92, '#F2EFEA'),
          L(40, y + 90, 260, y + 90, '#2B2B2B', 1.2),
          R(56, y + 52, 90, 38, 'none', 0, ink),
          R(110, y + 28, 120, 24, accent),
          R(110, y + 28, 120, 24, 'none', 0, ink),
          R(66, y + 60, 30, 22, '#BFD7DF'),
          T(28, y + 124, t, {size: 14, weight: 700, fill: '#2B2B2B'}),
          T(28, y + 142, m, {size: 11, fill: '#8A817A'}),
        )
      return join(
        R(0, 0, 300, 630, '#F7F5F1'),
        statusBar('#2B2B2B'),
        T(24, 84, 'TALLER CARDÓN', {size: 16, weight: 700, fill: '#2B2B2B', ls: 3}),
        [0, 1, 2].map((i) => L(252, 72 + i * 7, 276, 72 + i * 7, '#2B2B2B', 2)),
        ['Todo', 'Residencial', 'Hotelería'].map((t, i) => T(24 + [0, 54, 150][i], 120, t, {size: 13, fill: i === 0 ? '#C0673E' : '#6B6560', weight: i === 0 ? 700 : 400})),
        L(24, 128, 56, 128, '#C0673E', 2),
        mini(146, '#C0673E', 'Casa Bajamar', 'Residencial · 2024'),
        mini(310, '#8A9A5B', 'Hotel Valle Alto', 'Hotelería · 2023'),
        mini(474, '#BFB8AE', 'Vinícola Tierra Roja', 'Comercial · 2023'),
      )
    },
  },
]

// ---------------------------------------------------------------------------------------------
// Compositions

function image1(project) {
  idCounter = 0
  return svgDoc(join(background(project.palette, 0), browser(100, 110, project.domain, project.main(project.palette))))
}

function image2(project) {
  idCounter = 0
  return svgDoc(join(background(project.palette, 1), browser(150, 92, project.domain, project.inner(project.palette)), toast(48, 680, 430, project.toast)))
}

function image3(project) {
  idCounter = 0
  return svgDoc(
    join(
      background(project.palette, 2),
      brandBlock(76, 230, project),
      browser(560, 120, project.domain, project.main(project.palette), {scale: 0.6}),
      phone(440, 210, project.mobile(project.palette), {scale: 0.98}),
      statCard(836, 600, project.stat),
    ),
  )
}

function teamImage() {
  idCounter = 0
  const bg = grad([[0, '#1E1B4B'], [0.55, '#4338CA'], [1, '#06B6D4']], {x1: 0, y1: 0, x2: 1, y2: 1})
  const person = (cx, baseY, s, body, skin, hair, {laptop, mug} = {}) =>
    join(
      P(`M${cx - 70 * s} ${baseY} q0 -${110 * s} ${70 * s} -${112 * s} q${70 * s} ${2 * s} ${70 * s} ${112 * s} z`, body),
      R(cx - 12 * s, baseY - 132 * s, 24 * s, 26 * s, skin, 6 * s),
      C(cx, baseY - 160 * s, 38 * s, skin),
      P(`M${cx - 40 * s} ${baseY - 160 * s} a40 40 0 0 1 ${80 * s} 0 q-${20 * s} -${14 * s} -${40 * s} -${10 * s} q-${22 * s} ${4 * s} -${40 * s} ${10 * s} z`, hair),
      laptop ? join(P(`M${cx - 50 * s} ${baseY - 4 * s} l${14 * s} -${58 * s} h${72 * s} l-${14 * s} ${58 * s} z`, '#E2E8F0'), C(cx + 4 * s, baseY - 34 * s, 7 * s, '#94A3B8')) : '',
      mug ? join(R(cx + 40 * s, baseY - 26 * s, 22 * s, 26 * s, '#F97316', 4 * s), P(`M${cx + 62 * s} ${baseY - 20 * s} a8 8 0 0 1 0 14`, 'none', {stroke: '#F97316', 'stroke-width': 4 * s})) : '',
    )
  const card = (x, y, w, h, color, rot) =>
    G([R(0, 0, w, h, '#FFFFFF', 16, {opacity: 0.95}), R(16, 16, w * 0.45, 10, color, 5), R(16, 36, w * 0.7, 8, '#CBD5E1', 4), R(16, 52, w * 0.55, 8, '#CBD5E1', 4), R(16, h - 30, w - 32, 14, color, 7, {opacity: 0.35})], `translate(${x} ${y}) rotate(${rot})`)
  return svgDoc(
    join(
      `<defs>${bg.def}</defs>`,
      R(0, 0, W, H, bg.url),
      C(160, 140, 220, '#6366F1', {opacity: 0.35}),
      C(1080, 760, 300, '#22D3EE', {opacity: 0.25}),
      C(1020, 150, 120, '#A78BFA', {opacity: 0.3}),
      // wall board with sticky notes and a chart
      R(330, 90, 540, 250, '#FFFFFF', 20, {opacity: 0.12}),
      [['#FDE68A', 370, 120], ['#FCA5A5', 450, 130], ['#A7F3D0', 530, 118], ['#BFDBFE', 370, 210], ['#FDE68A', 450, 222]].map(([c, x, y], i) => G(R(0, 0, 66, 66, c, 6), `translate(${x} ${y}) rotate(${[-4, 3, -2, 5, -3][i]})`)),
      [0, 1, 2, 3, 4].map((i) => R(640 + i * 40, 290 - [60, 100, 80, 140, 170][i], 26, [60, 100, 80, 140, 170][i], ['#22D3EE', '#818CF8', '#22D3EE', '#F472B6', '#FBBF24'][i], 6)),
      L(630, 292, 850, 292, '#FFFFFF', 2, {opacity: 0.6}),
      // floating UI cards
      card(80, 300, 210, 130, '#F472B6', -6),
      card(930, 330, 200, 120, '#FBBF24', 5),
      // people behind the table
      person(300, 660, 1.0, '#F472B6', '#C68B59', '#2D1B12'),
      person(480, 640, 1.12, '#22D3EE', '#8D5524', '#111827', {laptop: true}),
      person(690, 636, 1.16, '#FBBF24', '#E0AC69', '#5B3A1E', {laptop: true}),
      person(890, 660, 1.02, '#A78BFA', '#F1C27D', '#1F2937', {mug: true}),
      // table
      R(150, 640, 900, 40, '#0F172A', 20, {opacity: 0.9}),
      R(170, 650, 860, 8, '#FFFFFF', 4, {opacity: 0.15}),
      L(260, 680, 230, 860, '#0F172A', 14, {opacity: 0.8}),
      L(940, 680, 970, 860, '#0F172A', 14, {opacity: 0.8}),
      // person in front, seen from behind
      P('M560 900 q0 -150 120 -152 q120 2 120 152 z', '#34D399'),
      C(680, 700, 46, '#3B2A1A'),
      // sparkles
      [[250, 240], [980, 260], [760, 70], [120, 560], [1110, 520]].map(([x, y]) => P(`M${x} ${y - 14} q3 11 14 14 q-11 3 -14 14 q-3 -11 -14 -14 q11 -3 14 -14 z`, '#FFFFFF', {opacity: 0.8})),
    ),
  )
}

// ---------------------------------------------------------------------------------------------

async function render(file, svg) {
  const out = path.join(outDir, file)
  if (svgDir) await writeFile(path.join(svgDir, file.replace(/\.webp$/, '.svg')), svg)
  const info = await sharp(Buffer.from(svg), {density: 72}).webp({quality: 72, effort: 6}).toFile(out)
  if (info.width !== W || info.height !== H) throw new Error(`${file}: unexpected size ${info.width}×${info.height}`)
  console.log(`${file.padEnd(34)} ${(info.size / 1024).toFixed(1).padStart(5)} KB`)
}

await mkdir(outDir, {recursive: true})
if (svgDir) await mkdir(svgDir, {recursive: true})
for (const project of projects) {
  await render(`${project.slug}-1.webp`, image1(project))
  await render(`${project.slug}-2.webp`, image2(project))
  await render(`${project.slug}-3.webp`, image3(project))
}
await render('equipo-webso.webp', teamImage())
