import type { GlobalConfig } from 'payload'

import { revalidateGlobal } from '../collections/hooks/revalidate'
import { History } from './History'
import { MusicAlbum } from './MusicAlbum'
import { SiteSettings } from './SiteSettings'

const withRevalidation = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), revalidateGlobal] },
})

export const globals = [SiteSettings, History, MusicAlbum].map(withRevalidation)
