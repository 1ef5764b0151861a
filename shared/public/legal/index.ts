import { paymentPolicy } from './payment';
import { privacyPolicy } from './privacy';
import { refundPolicy } from './refund';
import { securityPolicy } from './security';
import { termsOfService } from './terms';

export type { LegalDocument, LegalSection } from './types';
export { paymentPolicy, privacyPolicy, refundPolicy, securityPolicy, termsOfService };
