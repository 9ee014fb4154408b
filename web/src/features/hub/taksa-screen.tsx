import { useT } from '../../i18n/use-t.ts';
import { useFeature } from '../../platform/flags/use-feature.tsx';
import { Typography } from '../../ui/typography.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** /hub/taksa, behind the `hub-taksa` feature flag. */
export function TaksaScreen() {
  const t = useT();
  if (!useFeature('hub-taksa')) {
    return (
      <Typography variant="body1" data-testid="feature-off">
        {t('WEB_FEATURE_NOT_AVAILABLE')}
      </Typography>
    );
  }
  return <EmptyState />;
}
