import { createWav, durationSeconds } from '../assets/wav'
import { createZip } from '../assets/zip'
import type { SeedContext } from '../context'
import { album, fonts, tracks } from '../data'
import { ensureDoc } from '../ensureDoc'
import { ensureGlobal } from '../ensureGlobal'
import type { FontSeed } from '../types'
import { ensureDownload, ensureImage } from './uploads'

const LICENSE = [
  'Baedal Friends Free Font License',
  '',
  '1. Anyone may use this font free of charge for personal and commercial work.',
  '2. You may modify the font and use the modified version.',
  '3. Selling the font files themselves, alone or bundled, is prohibited.',
  '',
  '배달프렌즈 무료 글꼴 라이선스',
  '1. 개인과 기업 누구나 상업적, 비상업적 용도로 무료로 사용할 수 있습니다.',
  '2. 글꼴을 수정하여 사용할 수 있습니다.',
  '3. 글꼴 파일 자체를 단독 또는 묶음으로 판매하는 것은 금지됩니다.',
  '',
].join('\n')

function fontArchive(font: FontSeed): Buffer {
  const readme = [
    `${font.name.en} (${font.shortName})`,
    `${font.name.ko}`,
    `Released ${font.released.year}-${String(font.released.month).padStart(2, '0')}`,
    '',
    font.description.en,
    font.description.ko,
    '',
    'This seed archive holds the licence and this file only; upload the real font files in the admin.',
    '',
  ].join('\n')
  return createZip([
    { name: `${font.shortName}/README.txt`, content: readme },
    { name: `${font.shortName}/LICENSE.txt`, content: LICENSE },
  ])
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

async function seedFonts(ctx: SeedContext): Promise<void> {
  for (const [index, font] of fonts.entries()) {
    const previewImage = await ensureImage(ctx, {
      filename: `font-${font.shortName.toLowerCase()}.png`,
      alt: { ko: `${font.name.ko} 미리보기`, en: `${font.name.en} preview` },
      picture: {
        colors: [font.palette[0], font.palette[1]],
        label: font.shortName,
        caption: 'FREE FONT',
        variant: index,
        labelColor: font.palette[2],
      },
    })
    const archive = await ensureDownload(ctx, {
      filename: `${font.shortName}.zip`,
      mimetype: 'application/zip',
      label: { ko: `${font.name.ko} 내려받기`, en: `Download ${font.name.en}` },
      build: () => fontArchive(font),
    })
    const { year, month } = font.released
    await ensureDoc(ctx, {
      collection: 'fonts',
      where: { shortName: { equals: font.shortName } },
      ko: {
        name: font.name.ko,
        shortName: font.shortName,
        releaseLabel: `${year}년 ${month}월 출시`,
        description: font.description.ko,
        previewImage,
        archive,
        order: index + 1,
      },
      en: {
        name: font.name.en,
        releaseLabel: `Released ${MONTHS[month - 1]} ${year}`,
        description: font.description.en,
      },
    })
  }
  ctx.log(ctx.tally.line('fonts'))
}

async function seedTracks(ctx: SeedContext): Promise<void> {
  for (const [index, track] of tracks.entries()) {
    const number = String(index + 1).padStart(2, '0')
    const melody = { notes: track.melody, beatsPerMinute: track.beatsPerMinute }
    const audio = await ensureDownload(ctx, {
      filename: `track-${number}.wav`,
      mimetype: 'audio/wav',
      label: { ko: `${number}. ${track.title.ko}`, en: `${number}. ${track.title.en}` },
      build: () => createWav(melody),
    })
    await ensureDoc(ctx, {
      collection: 'music-tracks',
      where: { title: { equals: track.title.ko } },
      ko: {
        title: track.title.ko,
        tags: track.tags.ko.map((tag) => ({ tag })),
        audio,
        durationSeconds: durationSeconds(melody),
        order: index + 1,
      },
      // `tags` is a localized array: each locale has its own rows, so no ids are carried over.
      en: { title: track.title.en, tags: track.tags.en.map((tag) => ({ tag })) },
    })
  }
  ctx.log(ctx.tally.line('music-tracks'))
}

async function seedAlbum(ctx: SeedContext): Promise<void> {
  const cover = await ensureImage(ctx, {
    filename: 'music-album-cover.png',
    alt: { ko: `${album.title.ko} 앨범 표지`, en: `${album.title.en} album cover` },
    picture: { colors: ['#1f1c2c', '#928dab'], label: 'FREE MUSIC', caption: 'ENJOY YOUR MEAL TODAY', variant: 5 },
  })
  await ensureGlobal(ctx, {
    slug: 'music-album',
    seeded: (current) => Boolean(current.title),
    ko: { title: album.title.ko, description: album.description.ko, cover },
    en: () => ({ title: album.title.en, description: album.description.en }),
  })
}

export async function seedLibrary(ctx: SeedContext): Promise<void> {
  await seedFonts(ctx)
  await seedAlbum(ctx)
  await seedTracks(ctx)
}
