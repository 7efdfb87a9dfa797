import type { Role } from '@/lib/auth/staffRoles'

export const roleLabels: Record<Role, { ko: string; en: string }> = {
  admin: { ko: '관리자', en: 'Administrator' },
  editor: { ko: '커뮤니케이션 편집자', en: 'Communications editor' },
  compliance: { ko: '컴플라이언스 담당자', en: 'Compliance officer' },
}
