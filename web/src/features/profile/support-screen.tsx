import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { appSettingQuery } from '../../lib/app-setting/app-setting-query.ts';
import { builtWebVersion } from '../../lib/version/built-version.ts';
import { deployedWebVersionQuery } from '../../lib/version/deployed-version.ts';
import { DefinitionList } from './definition-list.tsx';

/** /profile/support: the versions support asks for (the deployed web version, the API's translation version). */
export function SupportScreen() {
  const t = useT();
  const { data } = useQuery(appSettingQuery);
  const { data: deployed } = useQuery(deployedWebVersionQuery);
  return (
    <DefinitionList
      rows={[
        [t('WEB_BUILT_VERSION'), <bdi key="b">{builtWebVersion}</bdi>],
        [t('WEB_SERVER_WEB_VERSION'), <bdi key="s">{deployed ?? '—'}</bdi>, 'setting-webAppVersion'],
        [t('WEB_TRANSLATION_VERSION'), String(data?.translationVersion ?? '—'), 'setting-translationVersion'],
      ]}
    />
  );
}
