// Vitest runs outside React's server graph, where the real `server-only` throws on import.
export {}
