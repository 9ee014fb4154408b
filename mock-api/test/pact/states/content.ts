import {
  addMember,
  insertAppSettings,
  insertCompany,
  insertTerminal,
  insertTranslation,
} from '../../support/factories.ts';
import { updateTranslation } from '../../../src/domain/translations.ts';
import { type StateSetup, numberParam, signInAs, stringParam } from './context.ts';

/** App setting, translations, terminals and the development outbox. */
export const contentStates: Record<string, StateSetup> = {
  'the app setting has web version v2.0.107 and translation version 1': ({ db }) => {
    insertAppSettings(db, { webAppVersion: 'v2.0.107', translationVersion: 1 });
  },

  'translations exist in en and fa': ({ db }) => {
    insertAppSettings(db);
    insertTranslation(db, 'WEB_SAVE', { en: 'Save', fa: 'ذخیره' });
    insertTranslation(db, 'UPDATE_AVAILABLE_TITLE', { en: 'Update available', fa: 'نسخه جدید در دسترس است' });
  },

  'an administrator is signed in and a translation exists': async (context) => {
    await signInAs(context, 'ADMIN');
    insertAppSettings(context.db);
    insertTranslation(context.db, 'WEB_SAVE', { en: 'Save', fa: 'ذخیره' });
  },

  /** params: key. One edit by the signed-in administrator. */
  'an administrator edited a translation': async (context, params) => {
    const session = await signInAs(context, 'ADMIN');
    insertAppSettings(context.db);
    const key = stringParam(params, 'key', 'WEB_SAVE');
    insertTranslation(context.db, key, { en: 'Save', fa: 'ذخیره' });
    updateTranslation(context.db, key, [{ lang: 'fa', value: 'ذخیره کن' }], session.userId);
  },

  'a user who is not an administrator is signed in': async (context) => {
    await signInAs(context, 'USER');
    insertAppSettings(context.db);
  },

  /** params: companyId. Three terminals, one of each kind. */
  'the signed-in user belongs to a company with terminals': async (context, params) => {
    const session = await signInAs(context, 'USER');
    const company = insertCompany(context.db, { id: numberParam(params, 'companyId', 1) });
    addMember(context.db, session.userId, company.id);
    insertTerminal(context.db, company.id, { name: 'درگاه فروشگاه اینترنتی', kind: 'shared' });
    insertTerminal(context.db, company.id, { name: 'کارت‌خوان نوین', kind: 'novin' });
    insertTerminal(context.db, company.id, { name: 'درگاه اختصاصی', kind: 'dedicated' });
  },
};
