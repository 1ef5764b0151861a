/** The admin panel after sign-in (dashboard, list, detail, decisions). */
export const en = {
  'admin.panel.title': 'Applications',
} as const;

export type AdminPanelKey = keyof typeof en;
export type AdminPanelMessages = Readonly<Record<AdminPanelKey, string>>;
