import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../collections/access'
import { groups } from '../collections/shared'

/** Company facts for the footer and metadata, customer-service lines, and the maintenance switch. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { ko: '사이트 설정', en: 'Site settings' },
  admin: { group: groups.site },
  access: { read: anyone, update: isEditor },
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
  ],
}
