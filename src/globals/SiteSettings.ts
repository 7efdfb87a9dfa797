import type { GlobalConfig } from 'payload'

import { anyone, canUseAdmin, isAdminField, isEditor } from '../collections/access'
import { refreshImageEmbargoOnGlobalChange } from '../collections/hooks/imageEmbargo'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { labels as L } from '../collections/labels'
import { groups } from '../collections/shared'

/** Company facts for the footer and metadata, customer-service lines, and the maintenance switch. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { ko: '사이트 설정', en: 'Site settings' },
  admin: { group: groups.site },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [refreshImageEmbargoOnGlobalChange, revalidateGlobal] },
  fields: [
    {
      name: 'companyName',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 100,
      label: { ko: '회사명', en: 'Company name' },
    },
    {
      name: 'businessRegistrationNumber',
      type: 'text',
      required: true,
      maxLength: 20,
      label: { ko: '사업자등록번호', en: 'Business registration number' },
    },
    { name: 'ceo', type: 'text', localized: true, required: true, maxLength: 100, label: { ko: '대표자', en: 'CEO' } },
    {
      name: 'address',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 300,
      label: { ko: '주소', en: 'Address' },
    },
    { name: 'email', type: 'email', label: L.email },
    {
      name: 'customerService',
      type: 'array',
      maxRows: 10,
      label: { ko: '고객센터', en: 'Customer service' },
      labels: {
        singular: { ko: '고객센터 연락처', en: 'Customer service line' },
        plural: { ko: '고객센터 연락처', en: 'Customer service lines' },
      },
      fields: [
        {
          name: 'label',
          type: 'text',
          localized: true,
          required: true,
          maxLength: 100,
          label: { ko: '구분', en: 'Label' },
        },
        { name: 'phone', type: 'text', required: true, maxLength: 30, label: { ko: '전화번호', en: 'Phone' } },
        {
          name: 'hours',
          type: 'text',
          localized: true,
          required: true,
          maxLength: 100,
          label: { ko: '운영 시간', en: 'Hours' },
        },
      ],
    },
    {
      name: 'defaultShareImage',
      type: 'upload',
      relationTo: 'images',
      label: { ko: '기본 공유 이미지', en: 'Default share image' },
    },
    {
      name: 'maintenanceMode',
      type: 'checkbox',
      defaultValue: false,
      label: { ko: '점검 모드', en: 'Maintenance mode' },
      admin: {
        description: {
          ko: '켜 두는 동안 모든 공개 페이지가 점검 안내와 함께 503으로 응답합니다.',
          en: 'While on, every public page answers 503 with the maintenance notice.',
        },
      },
    },
    {
      // Staff-only: the public reads site settings, and these are not for visitors.
      name: 'inbox',
      type: 'group',
      label: { ko: '문의함', en: 'Inbox' },
      access: { read: canUseAdmin },
      fields: [
        {
          name: 'notificationEmail',
          type: 'email',
          label: { ko: '새 문의 알림 받을 주소', en: 'Notify new inquiries to' },
          admin: {
            description: {
              ko: '새 문의가 들어올 때마다 이 주소로 알립니다. 비워 두면 알리지 않습니다.',
              en: 'Every new inquiry is announced to this address. Empty: no notification.',
            },
          },
        },
        {
          name: 'retentionYears',
          type: 'number',
          required: true,
          defaultValue: 3,
          min: 1,
          max: 10,
          label: { ko: '문의 보관 기간(년)', en: 'Keep inquiries for (years)' },
          admin: {
            description: {
              ko: '문의와 첨부 파일은 접수 후 이 기간(년)이 지나면 삭제됩니다 (기본값 3년).',
              en: 'Inquiries and their files are deleted this many years after receipt (by default 3).',
            },
          },
        },
      ],
    },
    {
      name: 'reports',
      type: 'group',
      label: { ko: '윤리 제보', en: 'Ethics reports' },
      // Staff read it (the retention job and compliance need the period); only admins change it.
      access: { read: canUseAdmin, update: isAdminField },
      fields: [
        {
          name: 'retentionMonths',
          type: 'number',
          required: true,
          defaultValue: 12,
          min: 1,
          max: 120,
          label: { ko: '종료 후 보관 기간(개월)', en: 'Keep closed reports for (months)' },
          admin: {
            description: {
              ko: '제보와 그 메시지, 첨부 파일은 종료 후 이 기간(개월)이 지나면 삭제됩니다 (기본값 12개월). 열람 기록에는 사건 번호와 날짜만 남습니다.',
              en: 'Reports, their messages and files are deleted this many months after closing (by default 12). The audit log keeps only the case number and dates.',
            },
          },
        },
      ],
    },
  ],
}
