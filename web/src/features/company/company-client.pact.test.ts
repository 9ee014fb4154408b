import { armanProfileExample, armanSettingsExample } from '@daftar/contracts/endpoints/company-profile-example';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { getCompanyLogo, getCompanyProfile, getCompanySettings } from '../../lib/api/company-profile.ts';
import { removeCompanyLogo, updateCompanyLogo, updateCompanyProfile, updateCompanySettings } from './company-client.ts';
import { armanProfile, company, hasProfile, nullValue, regex, string } from './company-pact-fixtures.ts';

const profilePath = '/api/v1/companies/1/profile';
const settingsPath = '/api/v1/companies/1/company-settings';
/** A 1 × 1 PNG, as the SPA sends a logo after shrinking it. */
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC';

describe('the company profile', () => {
  it('answers the printed identity with the logo’s type and size', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request for the company profile')
      .request(`GET ${profilePath}`)
      .answersItem(200, armanProfile)
      .test(async (client) => {
        const profile = await getCompanyProfile(client, 1);
        expect(profile).toMatchObject({ postalCode: '1595837613', logo: { width: 40 } });
      });
  });

  it('saves every field of the info form', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to save the company profile')
      .request(`PUT ${profilePath}`, { body: { ...armanProfileExample, address: 'تهران، میدان ونک، پلاک ۸' } })
      .answersItem(200, { ...armanProfile, address: string('تهران، میدان ونک، پلاک ۸') })
      .test(async (client) => {
        const saved = await updateCompanyProfile(client, 1, {
          ...armanProfileExample,
          address: 'تهران، میدان ونک، پلاک ۸',
        });
        expect(saved.address).toBe('تهران، میدان ونک، پلاک ۸');
      });
  });

  it('answers 400 naming the field for a postal code of nine digits, and writes nothing', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to save the company profile with a nine-digit postal code')
      .request(`PUT ${profilePath}`, { body: { ...armanProfileExample, postalCode: '159583761' } })
      .refusesCall(
        400,
        'VALIDATION_FAILED',
        (client) => updateCompanyProfile(client, 1, { ...armanProfileExample, postalCode: '159583761' }),
        [{ path: 'body.postalCode', message: 'INVALID_POSTAL_CODE' }],
      );
  });
});

describe('the company logo', () => {
  it('answers the logo as a data URL', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request for the company logo')
      .request(`GET ${profilePath}/logo`)
      .answersItem(200, {
        ...armanProfile.logo,
        dataUrl: regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, tinyPng),
      })
      .test(async (client) => {
        expect((await getCompanyLogo(client, 1)).dataUrl).toMatch(/^data:image\/png;base64,/);
      });
  });

  it('stores an uploaded PNG and answers the profile', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to upload a company logo')
      .request(`PUT ${profilePath}/logo`, { body: { dataUrl: tinyPng } })
      .answersItem(200, { ...armanProfile, logo: { ...armanProfile.logo, width: 1, height: 1 } })
      .test(async (client) => {
        expect((await updateCompanyLogo(client, 1, tinyPng)).logo).toMatchObject({ width: 1, height: 1 });
      });
  });

  it('answers 400 under the image for bytes that are not a picture', async () => {
    const notAnImage = `data:image/png;base64,${btoa('not a picture')}`;
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to upload a company logo that is not an image')
      .request(`PUT ${profilePath}/logo`, { body: { dataUrl: notAnImage } })
      .refusesCall(400, 'LOGO_NOT_AN_IMAGE', (client) => updateCompanyLogo(client, 1, notAnImage), [
        { path: 'body.dataUrl', message: 'LOGO_NOT_AN_IMAGE' },
      ]);
  });

  it('removes the logo', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to remove the company logo')
      .request(`DELETE ${profilePath}/logo`)
      .answersItem(200, { ...armanProfile, logo: nullValue() })
      .test(async (client) => {
        expect((await removeCompanyLogo(client, 1)).logo).toBeNull();
      });
  });
});

const settings = {
  documentLanguage: regex(/^(fa|en)$/, 'fa'),
  amountUnit: regex(/^(RIAL|TOMAN)$/, 'TOMAN'),
  fiscalYearStartMonth: 1,
  fiscalYearStartDay: 1,
  sellPrefix: string('S-'),
  purchasePrefix: string('P-'),
  estimatePrefix: string('E-'),
  moadianMemoryId: regex(/^[A-Z0-9]{6}$/, 'ARM405'),
};

describe('the company settings', () => {
  it('answers the document language, amount unit, fiscal-year start and prefixes', async () => {
    await signedInPact(hasProfile, company)
      .uponReceiving('a request for the company settings')
      .request(`GET ${settingsPath}`)
      .answersItem(200, settings)
      .test(async (client) => {
        expect(await getCompanySettings(client, 1)).toMatchObject({ amountUnit: 'TOMAN', sellPrefix: 'S-' });
      });
  });

  it('saves them in one call', async () => {
    const rials = { ...armanSettingsExample, amountUnit: 'RIAL', documentLanguage: 'en' } as const;
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to save the company settings')
      .request(`PUT ${settingsPath}`, { body: rials })
      .answersItem(200, { ...settings, amountUnit: 'RIAL', documentLanguage: 'en' })
      .test(async (client) => {
        expect(await updateCompanySettings(client, 1, rials)).toMatchObject({ amountUnit: 'RIAL' });
      });
  });

  it('answers 400 naming the prefix that has a space', async () => {
    const spaced = { ...armanSettingsExample, sellPrefix: 'S 1' };
    await signedInPact(hasProfile, company)
      .uponReceiving('a request to save the company settings with a prefix that has a space')
      .request(`PUT ${settingsPath}`, { body: spaced })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => updateCompanySettings(client, 1, spaced), [
        { path: 'body.sellPrefix', message: 'INVALID_PREFIX' },
      ]);
  });
});
