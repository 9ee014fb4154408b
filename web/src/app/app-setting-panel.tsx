import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { Logo } from '../ui/logo.tsx';
import { appSettingQuery } from './app-setting-query.ts';

const builtWebVersion = 'v2.0.107';

/** Walking skeleton: proves the path SPA → API → SQLite by showing the app setting the server holds. */
export function AppSettingPanel() {
  const { data, error, isPending } = useQuery(appSettingQuery);
  if (isPending) return <LoadingScreen label="در حال بارگذاری…" />;
  if (error) {
    return (
      <main className="panel">
        <p role="alert">خطا در دریافت تنظیمات: {error.message}</p>
      </main>
    );
  }
  const rows: [string, string][] = [
    ['appVersion', data.appVersion || '—'],
    ['forceUpdate', String(data.forceUpdate)],
    ['dashboardStructureTimeStamp', String(data.dashboardStructureTimeStamp)],
    ['translationVersion', String(data.translationVersion)],
    ['webAppVersion', data.webAppVersion],
  ];
  return (
    <main className="panel">
      <header className="panel-header">
        <Logo size={48} />
        <h1>دفتر</h1>
      </header>
      <table className="settings" aria-label="app setting">
        <tbody>
          {rows.map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td data-testid={`setting-${key}`}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">build {builtWebVersion}</p>
    </main>
  );
}
