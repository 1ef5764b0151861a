/**
 * The personal page's status view and actions, in a chunk of their own loaded with the status (not with
 * the page: the page's own JavaScript stays within its budget).
 */
export { EvisaDownload } from './EvisaDownload';
export { SelfServicePrivacy } from './SelfServicePrivacy';
export { StatusResult } from './StatusResult';
export { continueOnThisDevice } from './link-actions';
