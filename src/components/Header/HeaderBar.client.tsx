'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { rememberLocale } from '@/lib/site/language'
import { localePath, stripLocale } from '@/lib/site/paths'
import { isActiveHref, useSitePath } from '@/lib/site/useSitePath'

import styles from './Header.module.css'
import { koreanOnly, parentPath, routeKind } from './routeKind'
import { useHeaderVisibility } from './useHeaderVisibility'

export type NavItem = { label: string; href: string; children: { label: string; href: string }[] }

export function HeaderBar({ locale, items, homeHref }: { locale: Locale; items: NavItem[]; homeHref: string }) {
  const { t } = useT()
  const pathname = useSitePath()
  const router = useRouter()
  const { hidden, progress } = useHeaderVisibility()
  const [open, setOpen] = useState(false)
  const [openSub, setOpenSub] = useState<number | null>(null)
  // Phones (≤980 px) show the KR/EN switch as a list behind a toggle (SPEC §4 "language list open").
  const [langOpen, setLangOpen] = useState(false)
  const openLanguages = useCallback((next: boolean) => {
    setLangOpen(next)
    // One panel at a time on a phone: the language list covers the menu's top.
    if (next) setOpen(false)
  }, [])
  const navId = useId()
  const kind = routeKind(pathname)

  // A navigation closes every menu (adjusted during render, React's pattern for derived resets).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
    setOpenSub(null)
    setLangOpen(false)
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        setOpenSub(null)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const goBack = () => {
    if (window.history.length > 1) router.back()
    else router.push(localePath(locale, parentPath(pathname)))
  }
  const close = () => {
    if (window.opener) window.close()
    else router.push(localePath(locale, parentPath(pathname)))
  }

  return (
    <header
      className={styles.header}
      data-hidden={hidden && !open ? 'true' : 'false'}
      data-open={open ? 'true' : 'false'}
      data-lang-open={langOpen ? 'true' : 'false'}
    >
      <div className={styles.bar}>
        {kind === 'detail' && (
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('header.back')}>
            <span aria-hidden="true">←</span>
          </button>
        )}
        {/* The visible name is hidden from assistive tech and the full "home" label is read
            instead; an aria-label would not contain the mark's text (WCAG 2.5.3, axe). */}
        <Link href={homeHref} className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            {locale === 'ko' ? '배' : 'BF'}
          </span>
          <span className={styles.logoText} aria-hidden="true">
            {t('brand.name')}
          </span>
          <span className="visually-hidden">{t('brand.logoAlt')}</span>
        </Link>

        <nav className={styles.nav} aria-label={t('menu.label')} id={navId}>
          <ul className={styles.menu}>
            {items.map((item, index) => {
              const subId = `${navId}-sub-${index}`
              const expanded = openSub === index
              const active = item.children.some((c) => isActiveHref(pathname, c.href))
              return (
                <li key={item.href} className={styles.menuItem} data-expanded={expanded ? 'true' : 'false'}>
                  <div className={styles.menuRow}>
                    <Link href={item.href} className={styles.menuLink} aria-current={active ? 'true' : undefined}>
                      {item.label}
                    </Link>
                    <button
                      type="button"
                      className={styles.subToggle}
                      aria-expanded={expanded}
                      aria-controls={subId}
                      aria-label={t('menu.toggle', { name: item.label })}
                      onClick={() => setOpenSub(expanded ? null : index)}
                    >
                      <span aria-hidden="true">▾</span>
                    </button>
                  </div>
                  <ul id={subId} className={styles.subMenu}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link href={child.href} aria-current={isActiveHref(pathname, child.href) ? 'page' : undefined}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>

        <LanguageSwitch
          locale={locale}
          pathname={pathname}
          disabled={koreanOnly(pathname)}
          open={langOpen}
          setOpen={openLanguages}
        />

        {kind === 'popup' && (
          <button type="button" className={styles.iconButton} onClick={close} aria-label={t('header.close')}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? t('menu.close') : t('menu.open')}
          onClick={() => {
            setOpen(!open)
            setLangOpen(false)
          }}
        >
          <span aria-hidden="true" />
        </button>
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('header.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span style={{ transform: `scaleX(${progress / 100})` }} />
      </div>
    </header>
  )
}

type LanguageSwitchProps = {
  locale: Locale
  pathname: string
  disabled: boolean
  open: boolean
  setOpen: (open: boolean) => void
}

/**
 * KR / EN: the current language is shown disabled; the other keeps the page and its query. On
 * phones the group is a list opened by a toggle (a disclosure: Escape, a click or focus outside
 * close it, Escape gives focus back to the toggle); on wider screens the toggle is not shown.
 */
function LanguageSwitch({ locale, pathname, disabled, open, setOpen }: LanguageSwitchProps) {
  const { t } = useT()
  const path = stripLocale(pathname)
  const listId = useId()
  const wrap = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (wrap.current?.contains(document.activeElement)) toggle.current?.focus()
      setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('focusin', outside)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('focusin', outside)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, setOpen])
  // The page's query is kept (minus any lang=), read at click time so pages stay static.
  const switchTo = (target: Locale, link: HTMLAnchorElement) => {
    const query = new URLSearchParams(window.location.search)
    query.delete('lang')
    const search = query.toString()
    link.href = localePath(target, path) + (search ? `?${search}` : '') + window.location.hash
    rememberLocale(target)
  }
  return (
    <div ref={wrap} className={styles.languageWrap}>
      <button
        ref={toggle}
        type="button"
        className={styles.langToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {/* Named "KR Choose language": it starts with the visible label (WCAG 2.5.3). */}
        {t(`language.${locale}`)}
        <span className="visually-hidden"> {t('header.language')}</span>
        <span className={styles.langCaret} aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={listId} className={styles.language} role="group" aria-label={t('header.language')}>
        {(['ko', 'en'] as const).map((target) =>
          target === locale || disabled ? (
            <span
              key={target}
              className={target === locale ? styles.langCurrent : styles.langDisabled}
              aria-current={target === locale ? 'true' : undefined}
              aria-disabled="true"
              lang={target}
            >
              {t(`language.${target}`)}
              {target === locale && <span className="visually-hidden"> ({t('language.current')})</span>}
            </span>
          ) : (
            <a
              key={target}
              className={styles.langLink}
              href={localePath(target, path)}
              hrefLang={target}
              lang={target}
              onClick={(event) => switchTo(target, event.currentTarget)}
            >
              {/* Named "EN English": it starts with the visible label (WCAG 2.5.3). */}
              {t(`language.${target}`)}
              <span className="visually-hidden"> {t(`language.${target}Label`)}</span>
            </a>
          ),
        )}
      </div>
    </div>
  )
}
