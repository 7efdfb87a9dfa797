import { History } from './History'
import { MusicAlbum } from './MusicAlbum'
import { SiteSettings } from './SiteSettings'

export const globals = [SiteSettings, History, MusicAlbum]
