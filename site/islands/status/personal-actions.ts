/** The personal page's actions, in a chunk of their own loaded with the status (not with the page). */
export { EvisaDownload } from './EvisaDownload';
export { SelfServicePrivacy } from './SelfServicePrivacy';
