import type { AdminPanelMessages } from './en';

export const de: AdminPanelMessages = {
  'admin.panel.title': 'Anträge',
};
