import { newsroomRss } from '@/lib/feeds/newsroomRss'

// Static and cached: a publish expires the newsroom cache tags the feed is read under.
export const dynamic = 'force-static'
export const revalidate = 300

/** The newsroom's RSS 2.0 feed in Korean. */
export async function GET() {
  return new Response(await newsroomRss('ko'), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
