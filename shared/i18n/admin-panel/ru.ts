import type { AdminPanelMessages } from './en';

export const ru: AdminPanelMessages = {
  'admin.panel.title': 'Заявки',
};
