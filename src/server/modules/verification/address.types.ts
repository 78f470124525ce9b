// The address lookup contract between the verification routes and the providers.

/** One Find result (Loqate Find shape): `Type` 'Address', or a container to drill into with its Id. */
export type AddressItem = { Id: string; Text: string; Description: string; Type: string };

/**
 * A retrieved address: the four lines of docs/api-contract.md#lookups plus the parts a form needs
 * to fill house and street.
 */
export type RetrievedAddress = {
  Line1: string;
  Line2: string;
  City: string;
  PostalCode: string;
  County?: string;
  SubBuilding?: string;
  BuildingName?: string;
  BuildingNumber?: string;
  Street?: string;
};

export type AddressProvider = {
  name: 'sandbox' | 'loqate';
  /** Addresses at a postcode, or inside a container when `containerId` is given. Unknown → []. */
  find(input: { text: string; containerId?: string }): Promise<AddressItem[]>;
  /** The full address of an Id from `find`; null when the Id is unknown. */
  retrieve(id: string): Promise<RetrievedAddress | null>;
};

/** The provider could not answer (network, timeout, bad key, quota): the route answers 502. */
export class AddressProviderError extends Error {
  override name = 'AddressProviderError';
}
