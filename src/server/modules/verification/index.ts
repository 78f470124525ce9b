// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { createAddressProvider } from './address-provider.ts';
export { addressServices, type AddressServices } from './address.services.ts';
export { isUkMobile } from './phone.ts';
export { verificationRoutes } from './verification.routes.ts';
