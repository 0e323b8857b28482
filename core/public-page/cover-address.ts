import { API_PREFIX } from '../api/api.constants.ts';

// A cover picked from the school's files is kept as the file's address on this site, so a course card
// and a visitor's page show it with a plain <img>; the server reads the uuid back to check the file.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE_ADDRESS = new RegExp(`^${API_PREFIX}/files/(${UUID})/download$`);

/** The address of an uploaded file as a cover: `/api/v1/files/{uuid}/download`. */
export function coverAddressOf(uuid: string): string {
  return `${API_PREFIX}/files/${uuid.toLowerCase()}/download`;
}

/** The uuid of a file of this site an address names, or null for any other address. */
export function coverFileUuid(address: string): string | null {
  return FILE_ADDRESS.exec(address.toLowerCase())?.[1] ?? null;
}
