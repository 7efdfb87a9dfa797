'use client'

import { useEffect, useState } from 'react'

import { hashOf } from '@/lib/site/activeTab'

/**
 * The location's hash (without `#`), '' while rendering on the server. Next's router changes the
 * hash with pushState, which fires no `hashchange`: the tab bar also sets it itself on a click,
 * and the hash is read again whenever the path changes.
 */
export function useLocationHash(path: string): [string, (hash: string) => void] {
  const [hash, setHash] = useState('')
  useEffect(() => {
    const read = () => setHash(hashOf(window.location.hash))
    read()
    window.addEventListener('hashchange', read)
    window.addEventListener('popstate', read)
    return () => {
      window.removeEventListener('hashchange', read)
      window.removeEventListener('popstate', read)
    }
  }, [path])
  return [hash, setHash]
}
