/** Steps the benches take through the API to set up what they measure. */
import type { ApiClient, ApiResponse } from '../../test/helpers/client.js';

/** The response's data, or an error naming the step when the status is not the one expected. */
export async function expectOk<T>(what: string, response: Promise<ApiResponse>, status: number): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status} ${answer.text}`);
  return (answer.body as { data: T }).data;
}

/** A device of the user's organization, provisioned with a fresh token: a client with its key. */
export async function provisionBenchDevice(anonymous: ApiClient, user: ApiClient): Promise<ApiClient> {
  const provisioning = await expectOk<{ token: string }>(
    'provisioning token',
    user.post('/provisioning-tokens', {}),
    201,
  );
  const provisioned = await expectOk<{ api_key: string }>(
    'provision',
    anonymous.post('/devices/provision', {
      token: provisioning.token,
      device_id: `bench-${process.pid}-${Date.now()}`,
      name: 'bench camera',
    }),
    201,
  );
  return anonymous.withDeviceKey(provisioned.api_key);
}
