import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { recordIdParam } from '../../lib/routing/record-id.ts';
import { getTerminalQuery } from './api.ts';

/** The route's terminal id; the terminal route's loader has already refused one not in the company's list. */
export const useTerminalId = () => recordIdParam(useParams().id, 'TERMINAL_NOT_FOUND');

/** The route's terminal with its settings; undefined only for the moment its query first loads. */
export function useTerminal() {
  const terminalId = useTerminalId();
  return { terminalId, terminal: useQuery(getTerminalQuery(terminalId)).data };
}

/** The route's `:linkId`; one that is no id is the API's "not found". */
export const linkIdParam = (value: string | undefined) => recordIdParam(value, 'PAYMENT_LINK_NOT_FOUND');
