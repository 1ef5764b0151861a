import type { AdminPanelMessages } from './en';

export const it: AdminPanelMessages = {
  'admin.panel.title': 'Domande',
};
