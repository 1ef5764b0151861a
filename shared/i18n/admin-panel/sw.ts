import type { AdminPanelMessages } from './en';

export const sw: AdminPanelMessages = {
  'admin.panel.title': 'Maombi',
};
