import { useT } from '../../i18n/use-t.ts';
import { useFeature } from '../../platform/flags/use-feature.tsx';
import { Typography } from '../../ui/typography.tsx';
import { Navigate } from 'react-router';

/**
 * /hub/taksa, behind the `hub-taksa` feature flag. It has no content yet: with the flag on it opens /coming-soon,
 * the one placeholder, and the navigation leaves it out.
 */
export function TaksaScreen() {
  const t = useT();
  if (!useFeature('hub-taksa')) {
    return (
      <Typography variant="body1" data-testid="feature-off">
        {t('WEB_FEATURE_NOT_AVAILABLE')}
      </Typography>
    );
  }
  return <Navigate to="/coming-soon" replace />;
}
