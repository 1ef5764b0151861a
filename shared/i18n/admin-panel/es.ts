import type { AdminPanelMessages } from './en';

export const es: AdminPanelMessages = {
  'admin.panel.title': 'Solicitudes',
};
