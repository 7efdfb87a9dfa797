import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../collections/access'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { groups } from '../collections/shared'

/** The company timeline (2010–2025): a summary per year and monthly milestones with goal and goalDetail. */
export const History: GlobalConfig = {
  slug: 'history',
  label: { ko: '연혁', en: 'History' },
  admin: { group: groups.site },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'years',
      type: 'array',
      maxRows: 100,
      admin: { initCollapsed: true },
      fields: [
        { name: 'year', type: 'number', required: true, min: 2010, max: 2100 },
        { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 1000 },
        {
          name: 'months',
          type: 'array',
          maxRows: 24,
          fields: [
            { name: 'month', type: 'number', required: true, min: 1, max: 12 },
            { name: 'goal', type: 'text', localized: true, required: true, maxLength: 200 },
            { name: 'goalDetail', type: 'textarea', localized: true, maxLength: 1000 },
          ],
        },
      ],
    },
  ],
}
