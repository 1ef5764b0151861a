import type { AdminPanelMessages } from './en';

export const zh: AdminPanelMessages = {
  'admin.panel.title': '申请',
};
