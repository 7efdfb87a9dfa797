import { menu, type MenuItem } from './menu'

/** Where a page sits in the global menu: its section and its own entry. */
export type MenuPlace = { section: MenuItem; page: MenuItem }

/** The section and entry of the global menu whose path this is, or undefined for a page outside the menu. */
export function menuPlace(path: string): MenuPlace | undefined {
  for (const section of menu) {
    const page = section.children?.find((child) => child.path === path)
    if (page) return { section, page }
  }
  return undefined
}
