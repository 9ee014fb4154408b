/** Units offered under the unit box, as translation keys; whatever is typed is kept as typed. */
export const unitSuggestionKeys = [
  'WEB_UNIT_PIECE',
  'WEB_UNIT_PACK',
  'WEB_UNIT_CARTON',
  'WEB_UNIT_KILOGRAM',
  'WEB_UNIT_GRAM',
  'WEB_UNIT_LITRE',
  'WEB_UNIT_METRE',
  'WEB_UNIT_SQUARE_METRE',
  'WEB_UNIT_HOUR',
  'WEB_UNIT_DAY',
  'WEB_UNIT_MONTH',
] as const;
