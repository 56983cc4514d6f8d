'use client'

import { Canvas, useFrame } from '@react-three/fiber'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Color, type Group, type Mesh } from 'three'
import { useTheme } from '@/components/effects/use-theme'

function cssColor(name: string, fallback: string): Color {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return new Color(value || fallback)
}

type Palette = { brand: Color; accent: Color; warm: Color; line: Color }

/** A faceted core inside a wire shell, two tilted orbits with satellites, turning with the pointer. */
function Orbits({ palette }: { palette: Palette }) {
  const root = useRef<Group>(null)
  const core = useRef<Mesh>(null)
  const shell = useRef<Mesh>(null)
  const ringA = useRef<Group>(null)
  const ringB = useRef<Group>(null)

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime
    if (core.current) {
      core.current.rotation.x += delta * 0.25
      core.current.rotation.y += delta * 0.35
      core.current.position.y = Math.sin(t * 0.8) * 0.08
    }
    if (shell.current) shell.current.rotation.y -= delta * 0.12
    if (ringA.current) ringA.current.rotation.z += delta * 0.4
    if (ringB.current) ringB.current.rotation.z -= delta * 0.28
    if (root.current) {
      root.current.rotation.y += (state.pointer.x * 0.35 - root.current.rotation.y) * 0.05
      root.current.rotation.x += (-state.pointer.y * 0.25 - root.current.rotation.x) * 0.05
    }
  })

  return (
    <group ref={root}>
      <mesh ref={core}>
        <icosahedronGeometry args={[1, 1]} />
        <meshStandardMaterial color={palette.brand} emissive={palette.brand} emissiveIntensity={0.35} metalness={0.35} roughness={0.25} flatShading />
      </mesh>
      <mesh ref={shell}>
        <icosahedronGeometry args={[1.55, 1]} />
        <meshBasicMaterial color={palette.accent} wireframe transparent opacity={0.35} />
      </mesh>
      <group rotation={[1.1, 0.2, 0]}>
        <mesh>
          <torusGeometry args={[2.15, 0.012, 8, 160]} />
          <meshBasicMaterial color={palette.brand} transparent opacity={0.55} />
        </mesh>
        <group ref={ringA}>
          <mesh position={[2.15, 0, 0]}>
            <sphereGeometry args={[0.12, 24, 24]} />
            <meshStandardMaterial color={palette.accent} emissive={palette.accent} emissiveIntensity={0.6} />
          </mesh>
          <mesh position={[-2.15, 0, 0]}>
            <boxGeometry args={[0.16, 0.16, 0.16]} />
            <meshStandardMaterial color={palette.brand} emissive={palette.brand} emissiveIntensity={0.4} />
          </mesh>
        </group>
      </group>
      <group rotation={[-0.9, -0.5, 0.3]}>
        <mesh>
          <torusGeometry args={[2.6, 0.01, 8, 180]} />
          <meshBasicMaterial color={palette.accent} transparent opacity={0.4} />
        </mesh>
        <group ref={ringB}>
          <mesh position={[0, 2.6, 0]}>
            <sphereGeometry args={[0.09, 20, 20]} />
            <meshStandardMaterial color={palette.warm} emissive={palette.warm} emissiveIntensity={0.6} />
          </mesh>
        </group>
      </group>
    </group>
  )
}

/**
 * The 3D hero (three + @react-three/fiber), loaded by Hero3dLoader only on capable desktops. It
 * takes its colours from the current theme, renders only while on screen and in a visible tab, and
 * fades in over the flat visual it replaces (same box: nothing moves).
 */
export default function Hero3dScene() {
  const theme = useTheme()
  const box = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(true)
  const [ready, setReady] = useState(false)
  // Colours are read from the theme's CSS variables, again whenever the theme changes.
  const palette = useMemo<Palette>(
    () => ({
      brand: cssColor('--color-brand', '#4338ca'),
      accent: cssColor('--color-accent', '#0e7490'),
      warm: cssColor('--color-warm', '#c2410c'),
      line: cssColor('--color-line', '#e2e8f0'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the theme is what changes the variables
    [theme],
  )

  useEffect(() => {
    const element = box.current
    if (!element) return
    let onScreen = true
    const update = () => setVisible(onScreen && document.visibilityState === 'visible')
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = Boolean(entry?.isIntersecting)
      update()
    })
    observer.observe(element)
    document.addEventListener('visibilitychange', update)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', update)
    }
  }, [])

  return (
    <div
      ref={box}
      data-hero-3d={ready ? 'ready' : 'loading'}
      className={`absolute inset-0 transition-opacity duration-700 ${ready ? 'opacity-100' : 'opacity-0'}`}
    >
      <Canvas
        dpr={[1, 2]}
        frameloop={visible ? 'always' : 'never'}
        camera={{ position: [0, 0, 7.4], fov: 45 }}
        gl={{ antialias: true, alpha: true, powerPreference: 'high-performance' }}
        onCreated={() => setReady(true)}
      >
        <ambientLight intensity={0.6} />
        <directionalLight position={[4, 5, 3]} intensity={1.6} />
        <pointLight position={[-4, -2, 2]} intensity={12} color={palette.accent} />
        <Orbits palette={palette} />
      </Canvas>
    </div>
  )
}
