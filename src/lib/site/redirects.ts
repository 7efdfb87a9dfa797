/** The section redirects of SPEC §2, for both the Korean (bare) and English (/en) paths. */
const sectionRedirects: [string, string][] = [
  ['/company', '/company/culture'],
  ['/service', '/service/order'],
  ['/newsroom', '/newsroom/report?page=1'],
  ['/sustainability', '/sustainability/happiness'],
  ['/information-center', '/information-center/consult'],
  ['/question', '/question/partnership'],
  ['/together', '/sustainability/together/0'],
  ['/together/:category(\\d+)', '/sustainability/together/:category'],
  ['/together/:category(\\d+)/detail/:writingId(\\d+)', '/sustainability/together/:category/detail/:writingId'],
  ['/personal-information', '/policy'],
]

export function siteRedirects() {
  return sectionRedirects.flatMap(([source, destination]) => [
    { source, destination, permanent: false },
    { source: `/en${source}`, destination: `/en${destination}`, permanent: false },
  ])
}
