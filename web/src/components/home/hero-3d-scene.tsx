'use client'

import { Canvas, useFrame } from '@react-three/fiber'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Color, type Group, type Mesh, type Points } from 'three'
import { useTheme } from '@/components/effects/use-theme'

function cssColor(name: string, fallback: string): Color {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return new Color(value || fallback)
}

type Palette = { brand: Color; accent: Color; warm: Color; line: Color; surface: Color }

/** Points spread evenly over a sphere (golden-angle spiral): a field of stars around the scene. */
function sphereField(count: number, radius: number): Float32Array {
  const positions = new Float32Array(count * 3)
  for (let i = 0; i < count; i++) {
    const y = 1 - (2 * (i + 0.5)) / count
    const r = Math.sqrt(1 - y * y)
    const angle = i * 2.399963229728653
    const spread = radius * (0.85 + ((i * 37) % 11) / 40)
    positions.set([Math.cos(angle) * r * spread, y * spread, Math.sin(angle) * r * spread], i * 3)
  }
  return positions
}

/** A small browser window (frame, title bar dots and content bars): the agency's craft, floating. */
function WindowCard({ palette, position, rotation, scale }: { palette: Palette; position: [number, number, number]; rotation: [number, number, number]; scale: number }) {
  const card = useRef<Group>(null)
  const phase = position[0] * 1.7 + position[1]
  useFrame((state) => {
    if (card.current) card.current.position.y = position[1] + Math.sin(state.clock.elapsedTime * 0.9 + phase) * 0.06
  })
  return (
    <group ref={card} position={position} rotation={rotation} scale={scale}>
      <mesh>
        <boxGeometry args={[1.3, 0.86, 0.04]} />
        <meshBasicMaterial color={palette.surface} transparent opacity={0.94} toneMapped={false} />
      </mesh>
      <mesh position={[0, 0.33, 0.025]}>
        <planeGeometry args={[1.3, 0.015]} />
        <meshBasicMaterial color={palette.line} />
      </mesh>
      {[palette.warm, palette.accent, palette.brand].map((color, i) => (
        <mesh key={i} position={[-0.55 + i * 0.09, 0.385, 0.025]}>
          <circleGeometry args={[0.025, 16]} />
          <meshBasicMaterial color={color} />
        </mesh>
      ))}
      <mesh position={[-0.22, 0.16, 0.025]}>
        <planeGeometry args={[0.7, 0.07]} />
        <meshBasicMaterial color={palette.brand} />
      </mesh>
      {[0.02, -0.1].map((y, i) => (
        <mesh key={y} position={[-0.12 + i * -0.08, y, 0.025]}>
          <planeGeometry args={[0.9 - i * 0.16, 0.045]} />
          <meshBasicMaterial color={palette.line} />
        </mesh>
      ))}
      <mesh position={[-0.34, -0.27, 0.025]}>
        <planeGeometry args={[0.46, 0.1]} />
        <meshBasicMaterial color={palette.accent} />
      </mesh>
    </group>
  )
}

/**
 * A glossy core inside a wire shell, two tilted orbits with satellites, three floating browser
 * windows and a field of points, turning with the pointer.
 */
function Orbits({ palette }: { palette: Palette }) {
  const root = useRef<Group>(null)
  const core = useRef<Mesh>(null)
  const shell = useRef<Mesh>(null)
  const ringA = useRef<Group>(null)
  const ringB = useRef<Group>(null)
  const field = useRef<Points>(null)
  const fieldPositions = useMemo(() => sphereField(220, 3.4), [])

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime
    if (core.current) {
      core.current.rotation.x += delta * 0.2
      core.current.rotation.y += delta * 0.3
      core.current.position.y = Math.sin(t * 0.8) * 0.08
    }
    if (shell.current) shell.current.rotation.y -= delta * 0.12
    if (ringA.current) ringA.current.rotation.z += delta * 0.4
    if (ringB.current) ringB.current.rotation.z -= delta * 0.28
    if (field.current) field.current.rotation.y += delta * 0.03
    if (root.current) {
      root.current.rotation.y += (state.pointer.x * 0.35 - root.current.rotation.y) * 0.05
      root.current.rotation.x += (-state.pointer.y * 0.25 - root.current.rotation.x) * 0.05
    }
  })

  return (
    <group ref={root}>
      <mesh ref={core}>
        <icosahedronGeometry args={[0.95, 5]} />
        <meshPhysicalMaterial color={palette.brand} emissive={palette.brand} emissiveIntensity={0.3} metalness={0.05} roughness={0.22} clearcoat={1} clearcoatRoughness={0.1} />
      </mesh>
      <mesh ref={shell}>
        <icosahedronGeometry args={[1.5, 1]} />
        <meshBasicMaterial color={palette.accent} wireframe transparent opacity={0.28} />
      </mesh>
      <points ref={field}>
        <bufferGeometry>
          <bufferAttribute attach="attributes-position" args={[fieldPositions, 3]} />
        </bufferGeometry>
        <pointsMaterial color={palette.accent} size={0.035} sizeAttenuation transparent opacity={0.55} />
      </points>
      <WindowCard palette={palette} position={[-1.75, 1.05, 0.6]} rotation={[0.05, 0.45, -0.06]} scale={0.8} />
      <WindowCard palette={palette} position={[1.7, -1.05, 0.5]} rotation={[-0.04, -0.5, 0.05]} scale={0.72} />
      <WindowCard palette={palette} position={[1.35, 1.6, -1.2]} rotation={[0.1, -0.3, 0.04]} scale={0.55} />
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
      surface: cssColor('--color-surface', '#ffffff'),
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
        <hemisphereLight args={[palette.surface, palette.brand, 0.9]} />
        <directionalLight position={[4, 5, 3]} intensity={2.2} />
        <directionalLight position={[-3, 1, 5]} intensity={0.8} />
        <pointLight position={[-4, -2, 2]} intensity={12} color={palette.accent} />
        <Orbits palette={palette} />
      </Canvas>
    </div>
  )
}
