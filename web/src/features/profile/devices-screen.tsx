import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { signOutDevice } from './profile-client.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { Typography } from '../../ui/typography.tsx';
import { devicesQuery } from './api.ts';
import './profile.css';

/** /profile/devices: the user's devices; any but this one can be signed out. */
export function DevicesScreen() {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: devices = [] } = useQuery(devicesQuery);
  const revoke = useMutation({
    mutationFn: (deviceId: string) => signOutDevice(apiClient, deviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
    onError: notify.error,
  });
  return (
    <ul className="device-list" data-testid="devices">
      {devices.map((device) => (
        <li key={device.deviceId} className="page-card spread-row device-row" data-testid="device">
          <div>
            <Typography variant="title">
              {device.deviceBrand} · {device.operatingSystemVersion}
            </Typography>
            <Typography variant="body3" muted>
              {device.current ? t('WEB_THIS_DEVICE') : device.active ? t('WEB_DEVICE_ACTIVE') : t('WEB_DEVICE_REVOKED')}
            </Typography>
          </div>
          {!device.current && device.active && (
            <Button
              variant="outline"
              size="sm"
              loading={revoke.isPending && revoke.variables === device.deviceId}
              onClick={() => revoke.mutate(device.deviceId)}
            >
              {t('WEB_REVOKE_DEVICE')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
