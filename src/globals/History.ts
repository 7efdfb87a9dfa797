import type { GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { isEditor, publishedOnlyOrStaff } from '../collections/access'
import { draftRequested, revalidateGlobal } from '../collections/hooks/revalidate'
import { labels as L } from '../collections/labels'
import { groups } from '../collections/shared'

/**
 * A save that is not a draft publishes, as it did before the history had drafts. A draft save asks
 * for one (`?draft=true`, as the admin's "Save draft" does); a write through the API or the seed
 * that does not would otherwise be stored with the status field's default, a draft, and hide the
 * history from visitors. A Local API write cannot say it is a draft (the hook cannot tell it from
 * the default), so code saves the history's drafts through REST.
 */
const publishUnlessDraft: GlobalBeforeChangeHook = ({ data, req }) =>
  draftRequested(req) ? data : { ...data, _status: 'published' }

/**
 * The company timeline (2010–2025): a summary per year and monthly milestones with goal and goalDetail.
 * With drafts, so an editor can preview a change on the page before visitors see it; visitors
 * read the published version only.
 */
export const History: GlobalConfig = {
  slug: 'history',
  label: { ko: '연혁', en: 'History' },
  admin: { group: groups.site },
  access: { read: publishedOnlyOrStaff, update: isEditor },
  versions: { drafts: true, max: 20 },
  hooks: { beforeChange: [publishUnlessDraft], afterChange: [revalidateGlobal] },
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
