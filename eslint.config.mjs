import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', '.test-data/**', 'src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'next-env.d.ts'],
  },
]

export default config
