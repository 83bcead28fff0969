/**
 * Who may do what in the console: one permission list per role, checked by one guard on the server
 * (plugins/require-admin.ts, from each route's `config.permission`) and read by the console's nav.
 * Each permission belongs to a screen: a role that sees none of a screen's permissions is answered
 * 404 there (the screen does not exist for it), one that sees the screen but not the action gets 403.
 */
export const staffRoles = ['owner', 'manager', 'support', 'accountant'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabel: Record<StaffRole, string> = { owner: '대표', manager: '매니저', support: '상담', accountant: '회계' };

export const permissionScreen = {
  'dashboard.read': 'dashboard',
  'members.read': 'members',
  'members.edit': 'members',
  'points.adjust': 'members',
  'orders.read': 'orders',
  'orders.edit': 'orders',
  'orders.sendAtLoss': 'orders',
  'refills.read': 'refills',
  'refills.decide': 'refills',
  'charges.read': 'charges',
  'charges.decide': 'charges',
  exports: 'exports',
  'margin.read': 'margin',
  'notifications.read': 'notifications',
  'notifications.resend': 'notifications',
  'catalog.read': 'catalog',
  'catalog.edit': 'catalog',
  'providers.read': 'providers',
  'providers.edit': 'providers',
  'content.read': 'content',
  'content.edit': 'content',
  'settings.read': 'settings',
  'settings.edit': 'settings',
  'audit.read': 'audit',
  staff: 'staff',
  'growth.read': 'growth',
  'growth.edit': 'growth',
  'reviews.moderate': 'reviews',
  'inquiries.read': 'inquiries',
  'inquiries.answer': 'inquiries',
  'refunds.read': 'refunds',
  'refunds.decide': 'refunds',
  receipts: 'receipts',
  reconciliation: 'reconciliation',
  /** A member's points statement (포인트 내역, every ledger row) on the member screen. */
  statement: 'members',
} as const;
export type Permission = keyof typeof permissionScreen;
export type ConsoleScreen = (typeof permissionScreen)[Permission];
/** A route every signed-in staff member may use about themselves (who am I, my 2FA, my sessions). */
export type RoutePermission = Permission | 'self';

export const allPermissions = Object.keys(permissionScreen) as Permission[];

const readOnly: Permission[] = [
  'dashboard.read', 'members.read', 'orders.read', 'refills.read', 'notifications.read', 'catalog.read', 'providers.read',
  'content.read', 'settings.read', 'audit.read',
];

export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: allPermissions,
  manager: [
    'dashboard.read', 'members.read', 'members.edit', 'statement', 'orders.read', 'orders.edit', 'refills.read', 'refills.decide',
    'notifications.read', 'notifications.resend', 'catalog.read', 'catalog.edit', 'providers.read', 'content.read', 'content.edit',
    'settings.read', 'growth.read', 'reviews.moderate', 'inquiries.read', 'inquiries.answer',
  ],
  support: [
    'dashboard.read', 'members.read', 'statement', 'orders.read', 'refills.read', 'refills.decide', 'notifications.read', 'notifications.resend',
    'inquiries.read', 'inquiries.answer', 'reviews.moderate',
  ],
  accountant: [...readOnly, 'statement', 'charges.read', 'charges.decide', 'exports', 'margin.read', 'refunds.read', 'refunds.decide', 'receipts', 'reconciliation', 'growth.read'],
};

export const can = (role: StaffRole, p: Permission) => rolePermissions[role].includes(p);
export const seesScreen = (role: StaffRole, screen: ConsoleScreen) => rolePermissions[role].some((p) => permissionScreen[p] === screen);

/** Actions that ask for a fresh code when the last one is older than the owner's step-up minutes. */
export const stepUpPermissions: readonly Permission[] = ['points.adjust', 'refunds.decide', 'providers.edit', 'staff'];

/**
 * Every role must use two-factor sign-in unless the owner relaxes it: every role reads members'
 * personal data, so a password alone must not open the console.
 */
export const defaultTwoFactorRoles: StaffRole[] = [...staffRoles];
