/** The editors' desk on the dashboard, in both admin languages (Payload label objects). */
export const deskTexts = {
  title: { ko: '편집 데스크', en: "Editor's desk" },
  drafts: { ko: '작성 중인 초안 {{count}}건', en: 'Drafts in progress: {{count}}' },
  draftsNone: { ko: '작성 중인 초안이 없습니다.', en: 'No drafts in progress.' },
  scheduled: { ko: '앞으로 7일 안에 게시 예정', en: 'Going public in the next 7 days' },
  scheduledNone: { ko: '7일 안에 게시될 항목이 없습니다.', en: 'Nothing goes public in the next 7 days.' },
  recent: { ko: '최근 7일 동안 게시됨', en: 'Published in the last 7 days' },
  recentNone: { ko: '최근 7일 동안 게시된 항목이 없습니다.', en: 'Nothing was published in the last 7 days.' },
  edited: { ko: '{{time}} 수정', en: 'edited {{time}}' },
  due: { ko: '{{time}} 게시', en: 'public at {{time}}' },
  published: { ko: '{{time}} 게시됨', en: 'published {{time}}' },
  seoulTime: { ko: '시각은 서울 기준입니다.', en: 'Times are Seoul time.' },
}

/** The "view on site" links of a document's edit view. */
export const viewOnSiteTexts = {
  label: { ko: '사이트에서 보기', en: 'View on site' },
  ko: { ko: '한국어 (새 창)', en: 'Korean (new window)' },
  en: { ko: '영어 (새 창)', en: 'English (new window)' },
  notPublic: {
    ko: '아직 공개되지 않아 사이트에서 볼 수 없습니다.',
    en: 'Not public yet: nothing to view on the site.',
  },
}

/** A dated item's state in the lists. */
export const publishStateTexts = {
  scheduled: { ko: '예약됨 · {{time}}', en: 'Scheduled · {{time}}' },
  seoulTime: { ko: '서울 시각', en: 'Seoul time' },
}
