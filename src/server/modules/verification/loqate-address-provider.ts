import {
  AddressProviderError,
  type AddressItem,
  type AddressProvider,
  type RetrievedAddress,
} from './address.types.ts';

// Loqate Capture Interactive: Find v1.1 (with Container to drill into buildings) and Retrieve v1.2.
// Loqate reports errors as a single item carrying `Error`, `Description` and `Cause` with HTTP 200.

export type LoqateOptions = {
  key: string;
  baseUrl?: string;
  /** Per request; the applicant is waiting on the address step. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

type LoqateItem = Record<string, unknown> & { Error?: unknown; Description?: unknown };

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const opt = (value: unknown): string | undefined => str(value) || undefined;

export function createLoqateProvider(options: LoqateOptions): AddressProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.addressy.com').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const fetchImpl = options.fetchImpl ?? fetch;

  async function call(path: string, params: Record<string, string | undefined>): Promise<LoqateItem[]> {
    const query = new URLSearchParams({ Key: options.key });
    for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}?${query}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      // Never include the URL: it carries the key and the postcode.
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : 'network error';
      throw new AddressProviderError(`Loqate ${reason}`);
    }
    if (!response.ok) throw new AddressProviderError(`Loqate answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new AddressProviderError('Loqate answered with invalid JSON');
    }
    const items = (body as { Items?: unknown } | null)?.Items;
    if (!Array.isArray(items)) throw new AddressProviderError('Loqate answered without Items');
    const first = items[0] as LoqateItem | undefined;
    if (first && first.Error !== undefined) {
      throw new AddressProviderError(`Loqate error ${str(first.Error)}: ${str(first.Description)}`);
    }
    return items as LoqateItem[];
  }

  return {
    name: 'loqate',
    async find({ text, containerId }): Promise<AddressItem[]> {
      const items = await call('/Capture/Interactive/Find/v1.1/json3.ws', {
        Text: text,
        Container: containerId,
        Countries: 'GB',
        Language: 'en',
        Limit: '100',
        IsMiddleware: 'true',
      });
      return items.map((item) => ({
        Id: str(item.Id),
        Text: str(item.Text),
        Description: str(item.Description),
        Type: str(item.Type) || 'Address',
      }));
    },
    async retrieve(id): Promise<RetrievedAddress | null> {
      const items = await call('/Capture/Interactive/Retrieve/v1.2/json3.ws', { Id: id });
      const item = items.find((i) => str(i.Language) === 'ENG') ?? items[0];
      if (!item) return null;
      return {
        Line1: str(item.Line1),
        Line2: str(item.Line2),
        City: str(item.City),
        PostalCode: str(item.PostalCode),
        County: opt(item.Province),
        SubBuilding: opt(item.SubBuilding),
        BuildingName: opt(item.BuildingName),
        BuildingNumber: opt(item.BuildingNumber),
        Street: opt(item.Street),
      };
    },
  };
}
