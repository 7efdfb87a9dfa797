'use client'

import { showToast } from '@/components/feedback/feedback'
import { useT } from '@/i18n/client'

import { ShareIcon } from './ShareIcons'
import { channelUrl, MICROBLOG_POPUP, sharePath, shareChannels, type ShareChannel, type ShareType } from './shareUrls'
import styles from './ShareWidget.module.css'

export type ShareWidgetProps = {
  title: string
  description?: string
  /** With `type`, the content item shared as `/content/{segment}/{seq}?lang=…` (SPEC §2). */
  seq?: number
  /** `fonts`, `music`, or a content type (pressRelease, fact, media, notice, writing). */
  type?: ShareType
  /**
   * The preview image (SPEC §3 share inputs). The sharing pages read it from the shared page's
   * Open Graph tags, which `pageMetadata` sets, so the widget does not send it itself.
   */
  shareImage?: string | null
  /** Which channels to show; all five by default. */
  channels?: readonly ShareChannel[]
  /** Called after a channel performed its share (SPEC §4 "emits a click event with the channel"). */
  onShare?: (channel: ShareChannel) => void
  className?: string
}

/** Copies with the Clipboard API, or a hidden textarea where it is missing (older browsers, http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission refused: the textarea fallback below still works on a user click.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  return ok
}

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - 400) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - 400) / 2))
  return `${MICROBLOG_POPUP},left=${left},top=${top}`
}

/** The share buttons: chat app, social network, microblog, mail and copy link (SPEC §2, §4). */
export function ShareWidget({
  title,
  description,
  seq,
  type,
  channels = shareChannels,
  onShare,
  className,
}: ShareWidgetProps) {
  const { t, locale } = useT()

  async function share(channel: ShareChannel) {
    const path = sharePath(locale, type, seq)
    const url = path ? new URL(path, window.location.origin).toString() : window.location.href.split('#')[0]
    const target = channelUrl(channel, { url, title, description, kakaoAppKey: process.env.NEXT_PUBLIC_KAKAO_APP_KEY })
    if (channel === 'copy') {
      if (await copyText(url)) showToast(t('share.copied'))
    } else if (channel === 'mail' && target) {
      window.location.assign(target)
    } else if (target) {
      window.open(
        target,
        channel === 'x' ? 'share-x' : '_blank',
        channel === 'x' ? popupFeatures() : 'noopener,noreferrer',
      )
    }
    onShare?.(channel)
  }

  return (
    <div className={`${styles.share} ${className ?? ''}`} role="group" aria-label={t('share.title')}>
      <span className={styles.label} aria-hidden="true">
        {t('share.title')}
      </span>
      <ul className={styles.list}>
        {channels.map((channel) => (
          <li key={channel}>
            <button
              type="button"
              className={`${styles.button} ${styles[channel]}`}
              onClick={() => void share(channel)}
              data-track={`share:${channel}`}
              aria-label={
                channel === 'copy' || channel === 'mail'
                  ? t(`share.${channel}`)
                  : `${t(`share.${channel}`)} (${t('list.newWindow')})`
              }
              title={t(`share.${channel}`)}
            >
              <ShareIcon channel={channel} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
