'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState, useSyncExternalStore } from 'react'

import type { ShareFallbacks } from '@/collections/fields'
import styles from './SharePreview.module.css'
import { sharePreviewTexts as texts } from './texts'

type Props = Omit<ShareFallbacks, 'descriptionNote'>

/** An upload field's value in the form: the image's id, or the image when populated. */
function imageId(value: unknown): number | string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value)) return value
  if (value && typeof value === 'object' && 'id' in value) return imageId(value.id)
  return null
}

const noSubscription = () => () => {}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The image's share size as a path on this origin: the preview never loads anything from elsewhere. */
function useImagePath(id: number | string | null): string | null {
  const { config } = useConfig()
  const [loaded, setLoaded] = useState<{ id: number | string; path: string | null } | null>(null)
  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/images/${encodeURIComponent(id)}?depth=0`, {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((doc: { url?: string | null; sizes?: { share?: { url?: string | null } } } | null) => {
        const url = doc?.sizes?.share?.url || doc?.url
        const path = url ? new URL(url, window.location.origin) : null
        setLoaded({ id, path: path ? path.pathname + path.search : null })
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ id, path: null })
      })
    return () => controller.abort()
  }, [config.routes.api, id])
  return id !== null && loaded?.id === id ? loaded.path : null
}

/**
 * The share card as it will look, from what the editor has typed so far: the share fields, or the
 * item's own title, description and thumbnail where they are empty (as the detail pages do).
 */
export function SharePreview({ descriptionField, descriptionText, thumbnail }: Props) {
  const { i18n } = useTranslation()
  const locale = useLocale()
  const { config } = useConfig()
  const shareTitle = useFormFields(([fields]) => fields['share.title']?.value)
  const title = useFormFields(([fields]) => fields.title?.value)
  const shareDescription = useFormFields(([fields]) => fields['share.description']?.value)
  const ownDescription = useFormFields(([fields]) => (descriptionField ? fields[descriptionField]?.value : undefined))
  const shareImage = useFormFields(([fields]) => fields['share.image']?.value)
  const ownImage = useFormFields(([fields]) => (thumbnail ? fields.thumbnail?.value : undefined))
  const imagePath = useImagePath(imageId(shareImage) ?? imageId(ownImage))

  // The site's public address when configured, else the one the admin is served from (same app).
  const configured = config.serverURL ? new URL(config.serverURL).host : ''
  const host = useSyncExternalStore(
    noSubscription,
    () => configured || window.location.host,
    () => configured,
  )

  const cardTitle = text(shareTitle) || text(title) || getTranslation(texts.untitled, i18n)
  const fallbackText = descriptionText?.[locale.code === 'en' ? 'en' : 'ko']
  const cardDescription = text(shareDescription) || text(ownDescription) || fallbackText || ''

  return (
    <div className={`field-type ${styles.preview}`} data-share-preview>
      <div className="field-label">{getTranslation(texts.heading, i18n)}</div>
      <div className={styles.card}>
        {imagePath ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin preview of an upload on this origin
          <img className={styles.image} src={imagePath} alt="" />
        ) : (
          <div className={`${styles.image} ${styles.placeholder}`}>{getTranslation(texts.noImage, i18n)}</div>
        )}
        <div className={styles.text}>
          <span className={styles.host}>{host}</span>
          <strong className={styles.title} data-share-preview-title>
            {cardTitle}
          </strong>
          {cardDescription && <span className={styles.description}>{cardDescription}</span>}
        </div>
      </div>
      <p className="field-description">{getTranslation(texts.note, i18n)}</p>
    </div>
  )
}
