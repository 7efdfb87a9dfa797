import type { GlobalConfig } from 'payload'

import { anyone, canUseAdmin, isAdminField, isEditor } from '../collections/access'
import { refreshImageEmbargoOnGlobalChange } from '../collections/hooks/imageEmbargo'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { groups } from '../collections/shared'

/** Company facts for the footer and metadata, customer-service lines, and the maintenance switch. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { ko: '사이트 설정', en: 'Site settings' },
  admin: { group: groups.site },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [refreshImageEmbargoOnGlobalChange, revalidateGlobal] },
  fields: [
    { name: 'companyName', type: 'text', localized: true, required: true, maxLength: 100 },
    { name: 'businessRegistrationNumber', type: 'text', required: true, maxLength: 20 },
    { name: 'ceo', type: 'text', localized: true, required: true, maxLength: 100 },
    { name: 'address', type: 'text', localized: true, required: true, maxLength: 300 },
    { name: 'email', type: 'email' },
    {
      name: 'customerService',
      type: 'array',
      maxRows: 10,
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, maxLength: 100 },
        { name: 'phone', type: 'text', required: true, maxLength: 30 },
        { name: 'hours', type: 'text', localized: true, required: true, maxLength: 100 },
      ],
    },
    { name: 'defaultShareImage', type: 'upload', relationTo: 'images' },
    {
      name: 'maintenanceMode',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'While on, every public page answers 503 with the maintenance notice.' },
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
          admin: { description: 'Every new inquiry is announced to this address. Empty: no notification.' },
        },
        {
          name: 'retentionYears',
          type: 'number',
          required: true,
          defaultValue: 3,
          min: 1,
          max: 10,
          label: { ko: '문의 보관 기간(년)', en: 'Keep inquiries for (years)' },
          admin: { description: 'Inquiries and their files are deleted this many years after receipt (SPEC §9: 3).' },
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
            description:
              'Reports, their messages and files are deleted this many months after closing (SPEC §9: one year). The audit log keeps only the case number and dates.',
          },
        },
      ],
    },
  ],
}
