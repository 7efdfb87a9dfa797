/** The share card preview's texts in both admin languages (Payload label objects). */
export const sharePreviewTexts = {
  heading: { ko: '카드 미리보기', en: 'Card preview' },
  note: {
    ko: '링크를 붙였을 때 보일 카드입니다. 실제 모양은 서비스마다 조금씩 다릅니다.',
    en: 'How the link’s card will look. Each service draws it a little differently.',
  },
  noImage: { ko: '사이트 기본 공유 이미지', en: 'The site’s default share image' },
  untitled: { ko: '(제목 없음)', en: '(No title)' },
}
