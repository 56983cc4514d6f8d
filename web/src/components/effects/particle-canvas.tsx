'use client'

import { useEffect, useRef } from 'react'
import type { Theme } from './theme-rules'
import { backingSize, particleCount } from './particle-rules'

type Particle = { x: number; y: number; vx: number; vy: number; r: number; life: number }

/** Links between particles closer than this (CSS px) in the particles theme. */
const LINK_DISTANCE = 110

function cssColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback
}

/**
 * The background particles of the dark themes, loaded on demand (never in a route's first load):
 * violet dust with faint links in "Modo Gótico", rising embers in fire. At most 150 particles, the
 * canvas sized to the device pixel ratio, drawing paused while the tab is hidden or the canvas is
 * off screen, and pointer-events none so it never takes a click.
 */
export default function ParticleCanvas({ theme }: { theme: Theme }) {
  const ref = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = ref.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    const fire = theme === 'fire'
    const colours = [cssColor('--color-brand', '#a5b4fc'), cssColor('--color-accent', '#67e8f9')]
    let particles: Particle[] = []
    let width = 0
    let height = 0
    let frame = 0
    let onScreen = true

    const spawn = (anywhere: boolean): Particle => ({
      x: Math.random() * width,
      y: anywhere || !fire ? Math.random() * height : height + 10,
      vx: (Math.random() - 0.5) * (fire ? 0.4 : 0.35),
      vy: fire ? -(0.4 + Math.random() * 0.9) : (Math.random() - 0.5) * 0.35,
      r: fire ? 1 + Math.random() * 2.2 : 0.8 + Math.random() * 1.8,
      life: Math.random(),
    })

    const resize = () => {
      width = window.innerWidth
      height = window.innerHeight
      const size = backingSize(width, height, window.devicePixelRatio)
      canvas.width = size.width
      canvas.height = size.height
      canvas.style.width = `${width}px`
      canvas.style.height = `${height}px`
      context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0)
      const count = particleCount(width, height)
      particles = particles.slice(0, count)
      while (particles.length < count) particles.push(spawn(true))
      canvas.dataset.particles = String(count)
    }

    const draw = () => {
      context.clearRect(0, 0, width, height)
      for (const [index, p] of particles.entries()) {
        p.x += p.vx
        p.y += p.vy
        p.life += 0.004
        if (fire) {
          p.vx += (Math.random() - 0.5) * 0.05
          if (p.y < -10 || p.life > 1.6) particles[index] = { ...spawn(false), life: 0 }
        } else {
          if (p.x < 0 || p.x > width) p.vx *= -1
          if (p.y < 0 || p.y > height) p.vy *= -1
        }
        const alpha = fire ? Math.max(0, 0.9 - (p.life % 1.6) * 0.55) : 0.35 + 0.35 * Math.sin(p.life * 6)
        context.globalAlpha = Math.max(0.08, alpha)
        context.fillStyle = colours[index % 2] ?? colours[0] ?? '#fff'
        context.beginPath()
        context.arc(p.x, p.y, p.r, 0, Math.PI * 2)
        context.fill()
      }
      if (!fire) {
        context.strokeStyle = colours[0] ?? '#fff'
        context.lineWidth = 0.6
        for (let i = 0; i < particles.length; i++) {
          const a = particles[i]!
          for (let j = i + 1; j < particles.length; j++) {
            const b = particles[j]!
            const dx = a.x - b.x
            const dy = a.y - b.y
            const distance = dx * dx + dy * dy
            if (distance > LINK_DISTANCE * LINK_DISTANCE) continue
            context.globalAlpha = 0.16 * (1 - Math.sqrt(distance) / LINK_DISTANCE)
            context.beginPath()
            context.moveTo(a.x, a.y)
            context.lineTo(b.x, b.y)
            context.stroke()
          }
        }
      }
      context.globalAlpha = 1
      canvas.dataset.frames = String(Number(canvas.dataset.frames ?? 0) + 1)
      frame = requestAnimationFrame(draw)
    }

    const running = () => frame !== 0
    const start = () => {
      if (!running() && onScreen && document.visibilityState === 'visible') frame = requestAnimationFrame(draw)
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      frame = 0
    }
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop())
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = Boolean(entry?.isIntersecting)
      if (onScreen) start()
      else stop()
    })

    resize()
    observer.observe(canvas)
    window.addEventListener('resize', resize)
    document.addEventListener('visibilitychange', onVisibility)
    start()
    return () => {
      stop()
      observer.disconnect()
      window.removeEventListener('resize', resize)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [theme])

  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-particle-canvas=""
      className="pointer-events-none fixed inset-0 -z-10 mix-blend-screen"
    />
  )
}
