import type { AdminPanelMessages } from './en';

export const tr: AdminPanelMessages = {
  'admin.panel.title': 'Başvurular',
};
