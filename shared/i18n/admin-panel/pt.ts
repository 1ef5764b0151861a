import type { AdminPanelMessages } from './en';

export const pt: AdminPanelMessages = {
  'admin.panel.title': 'Pedidos',
};
