'use client'

import { useEffect, useRef, useState } from 'react'

import styles from '@/components/Form/Form.module.css'
import { useT } from '@/i18n/client'
import type { CaseView } from '@/lib/reports/status/contract'

import { AddMessage } from './AddMessage.client'
import { CaseDetails } from './CaseDetails.client'
import type { StatusLimits } from './limits'
import { LookupForm } from './LookupForm.client'
import own from './ReportStatus.module.css'

type Opened = { view: CaseView; secret: string }

/**
 * The reporter's follow-up: the lookup form, then the opened case with its thread and the box to
 * add information. The secret lives only in this component's state, never in the URL, storage or
 * a cookie: closing the case (or leaving the page) forgets it.
 */
export function ReportStatus({ limits }: { limits: StatusLimits }) {
  const { t } = useT('status')
  const [opened, setOpened] = useState<Opened | null>(null)
  const [closed, setClosed] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const caseNumber = opened?.view.caseNumber

  // Focus goes to the case when it opens, so a screen reader starts reading there.
  useEffect(() => {
    if (caseNumber) heading.current?.focus()
  }, [caseNumber])

  if (!opened) {
    return (
      <div className={own.root}>
        <LookupForm limits={limits} focusFirst={closed} onOpened={(view, secret) => setOpened({ view, secret })} />
      </div>
    )
  }

  return (
    <div className={own.root}>
      <CaseDetails view={opened.view} headingRef={heading} />
      <AddMessage
        caseNumber={opened.view.caseNumber}
        secret={opened.secret}
        maxLength={limits.message}
        onAdded={(view) => setOpened({ ...opened, view })}
      />
      <div className={own.close}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setOpened(null)
            setClosed(true)
          }}
        >
          {t('view.close')}
        </button>
        <p className={own.note}>{t('view.closeHint')}</p>
      </div>
    </div>
  )
}
