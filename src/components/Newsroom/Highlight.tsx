import { splitHighlight } from './highlight'

/** Text with the search word marked; plain text when there is no word. */
export function Highlight({ text, keyword }: { text: string; keyword?: string | null }) {
  return (
    <>{splitHighlight(text, keyword).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>
  )
}
