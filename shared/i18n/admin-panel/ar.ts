import type { AdminPanelMessages } from './en';

export const ar: AdminPanelMessages = {
  'admin.panel.title': 'الطلبات',
};
