import type { NextConfig } from 'next'

export default { reactStrictMode: true } satisfies NextConfig
