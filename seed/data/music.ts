import type { Bilingual, TrackSeed } from '../types'

export const album: { title: Bilingual<string>; description: Bilingual<string> } = {
  title: { ko: '오늘도 맛있게', en: 'Enjoy Your Meal Today' },
  description: {
    ko: '주방의 소리, 골목의 리듬, 한밤의 야식처럼 배달의 순간들을 담은 아홉 곡입니다. 누구나 영상과 매장 배경음악 등에 무료로 사용할 수 있습니다. 단, 음원 파일 자체의 판매는 금지됩니다.',
    en: 'Nine tracks inspired by moments of delivery: kitchen sounds, alleyway rhythms and late-night snacks. Free for anyone to use in videos, as shop background music and more. Selling the track files themselves is prohibited.',
  },
}

/** The album's nine tracks in order; melodies are MIDI notes (0 is a rest). */
export const tracks: TrackSeed[] = [
  {
    title: { ko: '주문이 들어왔어요', en: 'A New Order Is In' },
    tags: { ko: ['#경쾌한', '#알림'], en: ['#upbeat', '#alert'] },
    melody: [72, 76, 79, 84, 79, 76, 72, 0],
    beatsPerMinute: 180,
  },
  {
    title: { ko: '비 오는 골목', en: 'Rainy Alley' },
    tags: { ko: ['#잔잔한', '#비', '#감성'], en: ['#calm', '#rain', '#mood'] },
    melody: [64, 62, 60, 62, 64, 64, 64, 0],
    beatsPerMinute: 140,
  },
  {
    title: { ko: '한밤의 야식', en: 'Midnight Snack' },
    tags: { ko: ['#밤', '#재즈'], en: ['#night', '#jazz'] },
    melody: [57, 60, 64, 67, 65, 64, 60, 57],
    beatsPerMinute: 150,
  },
  {
    title: { ko: '모락모락 김', en: 'Rising Steam' },
    tags: { ko: ['#따뜻한', '#어쿠스틱'], en: ['#warm', '#acoustic'] },
    melody: [67, 69, 71, 72, 74, 72, 71, 69, 67],
    beatsPerMinute: 170,
  },
  {
    title: { ko: '달려라 라이더', en: 'Ride On, Rider' },
    tags: { ko: ['#신나는', '#질주', '#응원'], en: ['#exciting', '#speed', '#cheer'] },
    melody: [60, 60, 67, 67, 69, 69, 67, 0, 65, 65, 64, 64],
    beatsPerMinute: 240,
  },
  {
    title: { ko: '장 보러 가는 길', en: 'On the Way to the Market' },
    tags: { ko: ['#산책', '#밝은'], en: ['#stroll', '#bright'] },
    melody: [62, 66, 69, 74, 69, 66, 62, 0],
    beatsPerMinute: 160,
  },
  {
    title: { ko: '혼밥 예찬', en: 'Ode to Eating Alone' },
    tags: { ko: ['#잔잔한', '#피아노'], en: ['#calm', '#piano'] },
    melody: [76, 74, 72, 71, 72, 0, 67, 0],
    beatsPerMinute: 130,
  },
  {
    title: { ko: '문 앞에 도착', en: 'Arrived at Your Door' },
    tags: { ko: ['#설렘', '#팝', '#짧은'], en: ['#excitement', '#pop', '#short'] },
    melody: [72, 72, 74, 76, 72, 76, 74, 0],
    beatsPerMinute: 200,
  },
  {
    title: { ko: '오늘도 맛있게', en: 'Enjoy Your Meal Today' },
    tags: { ko: ['#엔딩', '#따뜻한', '#희망'], en: ['#ending', '#warm', '#hope'] },
    melody: [60, 64, 67, 72, 71, 67, 64, 60, 0],
    beatsPerMinute: 150,
  },
]
