import type { Role } from '../src/lib/auth/staffRoles'

export type DevAccount = { email: string; password: string; role: Role; name: string }

/** One staff login per role for local development; refused at login in production. */
export const devAccounts: DevAccount[] = [
  { email: 'admin@example.com', password: 'dev-password', role: 'admin', name: '개발용 관리자' },
  { email: 'editor@example.com', password: 'dev-password', role: 'editor', name: '개발용 편집자' },
  { email: 'compliance@example.com', password: 'dev-password', role: 'compliance', name: '개발용 컴플라이언스 담당자' },
]
