import type { AdminPanelMessages } from './en';

export const ja: AdminPanelMessages = {
  'admin.panel.title': '申請',
};
