import type { AdminPanelMessages } from './en';

export const hi: AdminPanelMessages = {
  'admin.panel.title': 'आवेदन',
};
