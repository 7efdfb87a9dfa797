import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../collections/access'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { labels as L } from '../collections/labels'
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
      label: { ko: '연도별 연혁', en: 'Years' },
      labels: { singular: { ko: '연도', en: 'Year' }, plural: { ko: '연도', en: 'Years' } },
      admin: { initCollapsed: true },
      fields: [
        { name: 'year', type: 'number', required: true, min: 2010, max: 2100, label: { ko: '연도', en: 'Year' } },
        { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 1000, label: L.summary },
        {
          name: 'months',
          type: 'array',
          maxRows: 24,
          label: { ko: '월별 연혁', en: 'Months' },
          labels: { singular: { ko: '월', en: 'Month' }, plural: { ko: '월', en: 'Months' } },
          fields: [
            { name: 'month', type: 'number', required: true, min: 1, max: 12, label: { ko: '월', en: 'Month' } },
            {
              name: 'goal',
              type: 'text',
              localized: true,
              required: true,
              maxLength: 200,
              label: { ko: '주요 내용', en: 'Goal' },
            },
            {
              name: 'goalDetail',
              type: 'textarea',
              localized: true,
              maxLength: 1000,
              label: { ko: '세부 내용', en: 'Goal detail' },
            },
          ],
        },
      ],
    },
  ],
}
