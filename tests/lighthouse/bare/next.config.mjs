// The bare comparison page of tests/lighthouse/run.mjs: Next.js defaults, its own build folder.
const nextConfig = { poweredByHeader: false }

export default nextConfig
