import { userEndpoints } from '@daftar/contracts/endpoints/users';
import type { HttpClient } from '../../lib/api/http-client.ts';

export async function fetchDevices(client: HttpClient) {
  return (await client.call(userEndpoints.listDevices)).data;
}

export async function signOutDevice(client: HttpClient, deviceId: string): Promise<void> {
  await client.call(userEndpoints.removeDevice, { params: { deviceId } });
}
