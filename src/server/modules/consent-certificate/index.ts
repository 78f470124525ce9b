// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { consentCertificatesFor } from './certificate.ts';
export { consentCertificatePlugin } from './consent-certificate.plugin.ts';
export { consentCertificateRoutes } from './consent-certificate.routes.ts';
export { siteBuildId } from './site-build.ts';
