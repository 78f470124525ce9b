import type { Env } from '#server/env.ts';
import type { AddressProvider } from './address.types.ts';
import { createLoqateProvider } from './loqate-address-provider.ts';
import { sandboxAddressProvider } from './sandbox-address-provider.ts';

/** The provider chosen by ADDRESS_PROVIDER: bundled sample addresses, or Loqate with LOQATE_KEY. */
export function createAddressProvider(env: Pick<Env, 'ADDRESS_PROVIDER' | 'LOQATE_KEY'>): AddressProvider {
  if (env.ADDRESS_PROVIDER === 'loqate') {
    if (!env.LOQATE_KEY) throw new Error('LOQATE_KEY is required when ADDRESS_PROVIDER=loqate');
    return createLoqateProvider({ key: env.LOQATE_KEY });
  }
  return sandboxAddressProvider;
}
