import type { AdminPanelMessages } from './en';

export const ko: AdminPanelMessages = {
  'admin.panel.title': '신청서',
};
