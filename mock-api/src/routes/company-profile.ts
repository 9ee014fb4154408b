import { Hono } from 'hono';
import { companyProfileEndpoints } from '@daftar/contracts/endpoints/company-profile';
import {
  getCompanyLogo,
  getCompanyProfile,
  removeCompanyLogo,
  updateCompanyLogo,
  updateCompanyProfile,
} from '../domain/company-profile/company-profile.ts';
import { getCompanySettings, updateCompanySettings } from '../domain/company-profile/company-settings.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/** The company's printed profile, its logo and its settings screen; members of the company only. */
export function companyProfileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountCompanyRead(app, companyProfileEndpoints.get, getCompanyProfile);

  mountEndpoint(app, companyProfileEndpoints.update, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateCompanyProfile(memberDb(c, params.companyId), params.companyId, body),
  }));

  mountCompanyRead(app, companyProfileEndpoints.getLogo, getCompanyLogo);

  mountEndpoint(app, companyProfileEndpoints.updateLogo, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateCompanyLogo(memberDb(c, params.companyId), params.companyId, body.dataUrl),
  }));

  mountEndpoint(app, companyProfileEndpoints.removeLogo, (c, { params }) => ({
    success: true as const,
    itemInfo: removeCompanyLogo(memberDb(c, params.companyId), params.companyId),
  }));

  mountCompanyRead(app, companyProfileEndpoints.getSettings, getCompanySettings);

  mountEndpoint(app, companyProfileEndpoints.updateSettings, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateCompanySettings(memberDb(c, params.companyId), params.companyId, body),
  }));

  return app;
}
