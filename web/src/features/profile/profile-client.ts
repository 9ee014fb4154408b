import { contracts } from '../../lib/api/contracts.ts';
import type { HttpClient } from '../../lib/api/http-client.ts';

export async function fetchDevices(client: HttpClient) {
  return (await client.call((await contracts.users()).userEndpoints.listDevices)).data;
}

export async function signOutDevice(client: HttpClient, deviceId: string): Promise<void> {
  await client.call((await contracts.users()).userEndpoints.removeDevice, { params: { deviceId } });
}
