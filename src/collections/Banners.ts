import type { CollectionConfig, DateFieldValidation, TextFieldSingleValidation } from 'payload'
import { date as dateValidation } from 'payload/shared'

import { bannerLinkProblem } from '@/lib/site/bannerLink'
import { isEditor, isStaff, publishedOnlyOrStaff } from './access'
import { orderField } from './fields'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { labels as L } from './labels'
import { groups, scheduledDrafts } from './shared'
import { customT } from './staffPassword'

const LINK_MESSAGES = {
  empty: 'custom:bannerLinkEmpty',
  localized: 'custom:bannerLinkLocalized',
  invalid: 'custom:bannerLinkInvalid',
} as const

const validateLink: TextFieldSingleValidation = (value, { req }) => {
  const problem = bannerLinkProblem(value)
  return problem ? customT(req)(LINK_MESSAGES[problem]) : true
}

const validateUntil: DateFieldValidation = (value, options) => {
  const from = (options.siblingData as { displayFrom?: string | Date | null } | undefined)?.displayFrom
  if (value && from && new Date(value).getTime() <= new Date(from).getTime())
    return customT(options.req)('custom:bannerWindowOrder')
  return dateValidation(value, options)
}

const image = (name: string, label: { ko: string; en: string }, description: { ko: string; en: string }) =>
  ({
    name,
    type: 'upload',
    relationTo: 'images',
    required: true,
    label,
    admin: { description },
  }) as const

/**
 * The Main hero slides (SPEC §3 "Banner data: an image path per device"). A collection, one
 * document per slide, rather than a global holding an array: each slide then has its own draft,
 * version history, scheduled publish and display window, so an editor can prepare next month's
 * campaign, or fix one slide, without holding back or republishing the others.
 */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: {
    singular: { ko: '메인 배너', en: 'Main banner' },
    plural: { ko: '메인 배너', en: 'Main banners' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', 'displayFrom', 'displayUntil', '_status'],
    group: groups.site,
    description: {
      ko: '메인 화면 맨 위 슬라이드입니다. 게시된 배너 중 노출 기간 안에 있는 것만 순서대로 보입니다.',
      en: 'The slides at the top of Main. Published banners show in their order while their display window is open.',
    },
  },
  defaultSort: 'order',
  // Visitors read published banners; Main shows those whose display window includes now
  // (src/lib/data/banners.ts), checked as it renders, so a window boundary needs no write.
  access: { read: publishedOnlyOrStaff, readVersions: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: scheduledDrafts,
  hooks: {
    afterChange: [refreshImageEmbargoOnChange, revalidateCollection],
    afterDelete: [refreshImageEmbargoOnDelete, revalidateCollectionOnDelete],
  },
  fields: [
    {
      name: 'eyebrow',
      type: 'text',
      localized: true,
      maxLength: 40,
      label: { ko: '머리말', en: 'Eyebrow' },
      admin: {
        description: {
          ko: '제목 위의 짧은 꼬리표 (예: 음식 배달)',
          en: 'A short tag above the title (e.g. Food delivery)',
        },
      },
    },
    {
      // A textarea: its line breaks are the title's hand-set breaks on wide screens.
      name: 'title',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 120,
      label: L.title,
      admin: {
        rows: 2,
        description: { ko: '줄바꿈은 넓은 화면에서만 지켜집니다.', en: 'Line breaks are kept on wide screens only.' },
      },
    },
    {
      name: 'lead',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: { ko: '설명', en: 'Lead' },
    },
    {
      name: 'link',
      type: 'group',
      label: { ko: '링크', en: 'Link' },
      fields: [
        {
          name: 'url',
          type: 'text',
          required: true,
          maxLength: 2000,
          validate: validateLink,
          label: { ko: '주소', en: 'Address' },
          admin: {
            description: {
              ko: '사이트 안의 페이지는 언어 없이 (/service/order), 다른 사이트는 https://로 시작하는 주소로 입력합니다.',
              en: 'A page of this site without its language (/service/order), or another site starting with https://.',
            },
          },
        },
        {
          name: 'label',
          type: 'text',
          localized: true,
          required: true,
          maxLength: 60,
          label: { ko: '버튼 문구', en: 'Button text' },
        },
      ],
    },
    image(
      'desktopImage',
      { ko: 'PC 이미지', en: 'Desktop image' },
      {
        ko: '981px 이상 화면의 배경. 가로로 긴 그림(권장 1920×800), 왼쪽에 글이 놓입니다.',
        en: 'Background on screens from 981 px: a wide picture (1920×800 advised); the text sits on its left.',
      },
    ),
    image(
      'mobileImage',
      { ko: '모바일 이미지', en: 'Mobile image' },
      {
        ko: '980px 이하 화면에서 글 위에 보입니다 (권장 750×560).',
        en: 'Shown above the text on screens up to 980 px (750×560 advised).',
      },
    ),
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 300,
      label: L.alt,
      admin: {
        description: {
          ko: '그림을 볼 수 없는 사람에게 읽어 줄 설명. 그림 속 글자가 있다면 그대로 적습니다.',
          en: 'What the picture shows, read to people who cannot see it; include any words it contains.',
        },
      },
    },
    {
      name: 'displayFrom',
      type: 'date',
      index: true,
      label: { ko: '노출 시작', en: 'Display from' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: { ko: '비우면 게시하는 즉시.', en: 'Empty: as soon as it is published.' },
      },
    },
    {
      name: 'displayUntil',
      type: 'date',
      index: true,
      validate: validateUntil,
      label: { ko: '노출 종료', en: 'Display until' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          ko: '비우면 계속. 시작·종료 시각은 최대 5분 안에 메인에 반영됩니다.',
          en: 'Empty: no end. Main follows the start and the end within 5 minutes.',
        },
      },
    },
    orderField({ ko: '순서 (작은 수가 먼저)', en: 'Order (lower first)' }),
  ],
}
