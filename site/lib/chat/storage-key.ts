/** The browser's record of its chat (session storage: it lasts as long as the tab). */
export const chatStorageKey = 'kenyaEtaChat';
