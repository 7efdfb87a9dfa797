'use client'

import { LottieLight, type LottieHandle } from 'lottie-react'
import { useEffect, useRef, useState } from 'react'

import styles from './Lottie.module.css'

type Props = { src: string; playing: boolean; poster: number }

/**
 * The animation itself, with lottie-web's light build (SVG only, no expressions, no `eval`).
 * Loaded by LottiePlayer only once the player is near the viewport.
 */
export default function LottieCanvas({ src, playing, poster }: Props) {
  const handle = useRef<LottieHandle>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const lottie = handle.current
    if (!ready || !lottie) return
    if (playing) lottie.play()
    else lottie.pause()
  }, [ready, playing])

  return (
    <LottieLight
      src={src}
      loop
      autoplay={false}
      lottieRef={handle}
      className={styles.canvas}
      subscriptions={{
        // A still frame that reads well, for reduced motion and before the first play.
        ready: () => {
          handle.current?.seek({ percent: poster })
          setReady(true)
        },
      }}
    />
  )
}
