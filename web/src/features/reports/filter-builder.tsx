import { encodeFilter, type FilterCondition, operatorsOf } from '@daftar/contracts/endpoints/report-filters';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { ConditionValue } from './condition-value.tsx';
import { useSalesParams } from './report-range.tsx';
import { conditionOf, conditionsOf, type Draft, draftOf, type FieldTable, newDraft } from './report-filter.ts';

const opKeys = {
  is: 'WEB_RF_OP_IS',
  isNot: 'WEB_RF_OP_IS_NOT',
  oneOf: 'WEB_RF_OP_ONE_OF',
  contains: 'WEB_RF_OP_CONTAINS',
  gte: 'WEB_RF_OP_GTE',
  lte: 'WEB_RF_OP_LTE',
  between: 'WEB_RF_OP_BETWEEN',
  before: 'WEB_RF_OP_BEFORE',
  after: 'WEB_RF_OP_AFTER',
} as const;

/** How long typing may pause before the report follows (each keystroke would be a request). */
const settleMs = 400;

/**
 * The advance reports' conditions, added one by one: a field, an operator fitting its type and the value with the
 * input it calls for; all must hold. Complete conditions are the URL's `where` (shareable, saved with the set);
 * a half-typed one stays on screen only. A link or a saved set opened replaces the conditions on screen.
 */
export function FilterBuilder({
  table,
  fieldLabel,
  valueLabel,
  testId,
}: {
  table: FieldTable;
  /** A field's name, already translated. */
  fieldLabel(field: string): string;
  valueLabel(field: string, value: string): string;
  testId: string;
}) {
  const t = useT();
  const { params, set } = useSalesParams();
  const where = params.get('where');
  const fromUrl = useCallback(
    () => conditionsOf(table, where).map((condition) => draftOf(table, condition)),
    [table, where],
  );
  const [drafts, setDrafts] = useState<Draft[]>(fromUrl);
  const written = useRef(where);

  useEffect(() => {
    if (where === written.current) return;
    written.current = where;
    setDrafts(fromUrl());
  }, [where, fromUrl]);

  useEffect(() => {
    const complete = drafts
      .map((draft) => conditionOf(table, draft))
      .filter((condition): condition is FilterCondition => condition !== undefined);
    const encoded = encodeFilter(complete) ?? null;
    if (encoded === written.current) return;
    const timer = setTimeout(() => {
      written.current = encoded;
      set({ where: encoded });
    }, settleMs);
    return () => clearTimeout(timer);
  }, [drafts, table, set]);

  const update = (id: number, change: Partial<Draft>) =>
    setDrafts((current) => current.map((draft) => (draft.id === id ? { ...draft, ...change } : draft)));
  const fields = Object.keys(table).map((field) => ({ value: field, label: fieldLabel(field) }));

  return (
    <section className="filter-builder" aria-label={t('WEB_RF_CONDITIONS')} data-testid={testId}>
      <h2 className="filter-title">{t('WEB_RF_CONDITIONS')}</h2>
      {drafts.length === 0 && <p className="filter-none">{t('WEB_RF_NONE')}</p>}
      {drafts.map((draft, index) => {
        const spec = table[draft.field];
        if (!spec) return null;
        const incomplete = draft.typed.some((text) => text.trim() !== '') && conditionOf(table, draft) === undefined;
        return (
          <fieldset key={draft.id} className="filter-row" data-testid={`${testId}-condition-${index}`}>
            <legend className="visually-hidden">{t('WEB_RF_CONDITION_N', { n: index + 1 })}</legend>
            <SelectField
              label={t('WEB_RF_FIELD')}
              options={fields}
              value={draft.field}
              onChange={(event) => {
                const next = table[event.target.value];
                if (!next) return;
                const sameType = next.type === spec.type && next.values === spec.values;
                update(draft.id, {
                  field: event.target.value,
                  op: operatorsOf[next.type].includes(draft.op) ? draft.op : (operatorsOf[next.type][0] ?? 'is'),
                  typed: sameType ? draft.typed : [],
                });
              }}
              data-testid={`${testId}-field-${index}`}
            />
            <SelectField
              label={t('WEB_RF_OPERATOR')}
              options={operatorsOf[spec.type].map((op) => ({
                value: op,
                label: t(spec.type === 'date' && op === 'is' ? 'WEB_RF_OP_ON' : opKeys[op]),
              }))}
              value={draft.op}
              onChange={(event) => {
                const op = operatorsOf[spec.type].find((candidate) => candidate === event.target.value);
                if (op) update(draft.id, { op, typed: draft.typed.slice(0, op === 'between' ? 2 : 1) });
              }}
              data-testid={`${testId}-op-${index}`}
            />
            <ConditionValue
              spec={spec}
              op={draft.op}
              typed={draft.typed}
              onChange={(typed) => update(draft.id, { typed })}
              valueLabel={(value) => valueLabel(draft.field, value)}
              error={incomplete ? t('WEB_RF_INCOMPLETE') : undefined}
              testId={`${testId}-value-${index}`}
            />
            <Button
              variant="text"
              size="sm"
              className="filter-remove"
              onClick={() => setDrafts((current) => current.filter((candidate) => candidate.id !== draft.id))}
              aria-label={t('WEB_RF_REMOVE_N', { n: index + 1 })}
              data-testid={`${testId}-remove-${index}`}
            >
              {t('WEB_SALES_REMOVE')}
            </Button>
          </fieldset>
        );
      })}
      <div className="action-bar">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setDrafts((current) => [...current, newDraft(table)])}
          data-testid={`${testId}-add`}
        >
          {t('WEB_RF_ADD')}
        </Button>
        {drafts.length > 0 && (
          <Button variant="text" size="sm" onClick={() => setDrafts([])} data-testid={`${testId}-clear`}>
            {t('WEB_RF_CLEAR')}
          </Button>
        )}
      </div>
    </section>
  );
}
