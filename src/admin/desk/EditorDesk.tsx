import { getTranslation } from '@payloadcms/translations'
import type { ServerProps } from 'payload'

import { userHasRole } from '../../lib/auth/staffRoles'
import { interpolate } from '../../i18n/translate'
import { formatDateTime } from '../../lib/seoulDate'
import { draftsInProgress, recentlyPublished, scheduledThisWeek, type DeskItem } from './content'
import { deskTexts as texts } from './texts'

type Label = { ko: string; en: string }

/**
 * The dashboard's first block for communications editors and admins: their drafts in progress,
 * what goes public in the coming week (scheduled publishes and future publish dates, with their
 * times) and what went public in the last one, each linking to the document. Read as the user.
 */
export async function EditorDesk({ payload, user, i18n }: ServerProps) {
  if (!user || !userHasRole(user, 'editor', 'admin')) return null
  const who = { payload, user, locale: i18n.language === 'en' ? ('en' as const) : ('ko' as const) }
  const now = new Date()
  const [drafts, scheduled, recent] = await Promise.all([
    draftsInProgress(who),
    scheduledThisWeek(who, now),
    recentlyPublished(who, now),
  ])
  const tr = (text: Label, vars?: Record<string, string | number>) =>
    vars ? interpolate(getTranslation(text, i18n), vars) : getTranslation(text, i18n)
  const admin = payload.config.routes.admin
  const list = (id: string, title: string, items: DeskItem[], empty: Label, when: Label) => (
    <section aria-labelledby={`${id}-title`} className="editor-desk__part" id={id}>
      <h3 id={`${id}-title`}>{title}</h3>
      {items.length === 0 ? (
        <p>{tr(empty)}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={`${item.collection}:${item.id}:${item.at}`}>
              <a href={`${admin}/collections/${item.collection}/${item.id}`}>{item.title}</a>{' '}
              <span className="editor-desk__meta">
                {getTranslation(payload.collections[item.collection].config.labels.singular, i18n)} ·{' '}
                <time dateTime={item.at}>{tr(when, { time: formatDateTime(item.at) })}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
  return (
    <section className="editor-desk" aria-labelledby="editor-desk-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="editor-desk-title">{tr(texts.title)}</h2>
      <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' }}>
        {list('desk-drafts', tr(texts.drafts, { count: drafts.total }), drafts.items, texts.draftsNone, texts.edited)}
        {list('desk-scheduled', tr(texts.scheduled), scheduled, texts.scheduledNone, texts.due)}
        {list('desk-recent', tr(texts.recent), recent, texts.recentNone, texts.published)}
      </div>
      <p style={{ opacity: 0.75 }}>{tr(texts.seoulTime)}</p>
    </section>
  )
}
