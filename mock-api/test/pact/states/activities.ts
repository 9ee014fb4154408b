import { withActivityActor } from '@daftar/db/activities/activity-actor';
import { insertItem } from '../../support/factories.ts';
import type { StateSetup } from './context.ts';
import { ownedCompany } from './owned-company.ts';

/**
 * The company activity log's pages (issue 18): the signed-in user owns «بازرگانی آرمان», whose product «قهوه
 * اسپرسو» (1001) they created at 1,250,000 Rials and then repriced to 1,400,000, both logged as them.
 */
export const activityStates: Record<string, StateSetup> = {
  /** params: companyId. Returns userId, the owner who made both changes. */
  'a company of the signed-in user has logged activities': async (context, params) => {
    const { db } = context;
    const { session, companyId } = await ownedCompany(context, params);
    withActivityActor({ userId: () => session.userId, apiKeyId: () => null }, () => {
      const item = insertItem(db, companyId, { code: '1001', name: 'قهوه اسپرسو', salePrice: 1_250_000 });
      db.$client.prepare('update items set sale_price = 1400000 where id = ?').run(item.id);
    });
    return { userId: session.userId };
  },
};
