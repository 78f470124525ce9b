import type { AddressItem, AddressProvider, RetrievedAddress } from './address.types.ts';
import {
  SANDBOX_POSTCODES,
  type SandboxBuilding,
  type SandboxPostcode,
  type SandboxPremises,
} from './sandbox-addresses.ts';

// Ids: `SBX|<postcode>|<premises>` for an address or a building, `SBX|<postcode>|<premises>|<flat>`
// for a flat inside a building.

const compact = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();
const byPostcode = new Map(SANDBOX_POSTCODES.map((p) => [compact(p.postcode), p]));
const isBuilding = (p: SandboxPremises | SandboxBuilding): p is SandboxBuilding => 'flats' in p;

/** "Ambassador House, 3 Buckingham Palace Road" style first line of a premises. */
function premisesLine(area: SandboxPostcode, p: SandboxPremises): { line1: string; line2: string } {
  const numbered = p.buildingNumber ? `${p.buildingNumber} ${area.street}` : area.street;
  const named = [p.subBuilding, p.buildingName].filter(Boolean).join(', ');
  return named ? { line1: named, line2: numbered } : { line1: numbered, line2: '' };
}

function toRetrieved(area: SandboxPostcode, p: SandboxPremises): RetrievedAddress {
  const { line1, line2 } = premisesLine(area, p);
  return {
    Line1: line1,
    Line2: line2,
    City: area.city,
    PostalCode: area.postcode,
    County: area.county,
    SubBuilding: p.subBuilding,
    BuildingName: p.buildingName,
    BuildingNumber: p.buildingNumber,
    Street: area.street,
  };
}

const summary = (a: RetrievedAddress): string => [a.Line1, a.Line2].filter(Boolean).join(', ');

function locate(
  id: string,
): { area: SandboxPostcode; premises: SandboxPremises | SandboxBuilding; flat?: string } | null {
  const [prefix, postcode, index, flatIndex] = id.split('|');
  if (prefix !== 'SBX' || !postcode || !index) return null;
  const area = byPostcode.get(postcode);
  const premises = area?.premises[Number(index)];
  if (!area || !premises || !/^\d+$/.test(index)) return null;
  if (flatIndex === undefined) return { area, premises };
  const flat = isBuilding(premises) && /^\d+$/.test(flatIndex) ? premises.flats[Number(flatIndex)] : undefined;
  return flat ? { area, premises, flat } : null;
}

export const sandboxAddressProvider: AddressProvider = {
  name: 'sandbox',
  async find({ text, containerId }): Promise<AddressItem[]> {
    if (containerId) {
      const found = locate(containerId);
      if (!found || found.flat || !isBuilding(found.premises)) return [];
      const building = found.premises;
      return building.flats.map((flat, i) => {
        const address = toRetrieved(found.area, { ...building, subBuilding: flat });
        return {
          Id: `${containerId}|${i}`,
          Text: summary(address),
          Description: `${address.City}, ${address.PostalCode}`,
          Type: 'Address',
        };
      });
    }
    const area = byPostcode.get(compact(text));
    if (!area) return [];
    return area.premises.map((p, i) => {
      const address = toRetrieved(area, p);
      const id = `SBX|${compact(area.postcode)}|${i}`;
      return isBuilding(p)
        ? {
            Id: id,
            Text: summary(address),
            Description: `${address.City}, ${address.PostalCode} - ${p.flats.length} Addresses`,
            Type: 'Building',
          }
        : { Id: id, Text: summary(address), Description: `${address.City}, ${address.PostalCode}`, Type: 'Address' };
    });
  },
  async retrieve(id): Promise<RetrievedAddress | null> {
    const found = locate(id);
    if (!found) return null;
    if (found.flat) return toRetrieved(found.area, { ...found.premises, subBuilding: found.flat });
    // A building is a container, not an address: it is drilled into, never retrieved.
    return isBuilding(found.premises) ? null : toRetrieved(found.area, found.premises);
  },
};
