import type { AdminPanelMessages } from './en';

export const fr: AdminPanelMessages = {
  'admin.panel.title': 'Demandes',
};
