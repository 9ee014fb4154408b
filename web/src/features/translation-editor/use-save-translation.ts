import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { updateTranslation } from './translation-editor-client.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { reloadTranslations } from '../../i18n/i18n.ts';
import { languages } from '../../i18n/languages.ts';
import { translationMapsKey } from './translation-maps.ts';
import type { KeyValues } from './use-key-values.ts';

/**
 * SPEC §4, §7, §8: saves every language of the key. On success: the success toast, the translation cache
 * invalidated and both languages fetched again, the page's language applied (and stored), then `onSaved`. On
 * failure: the failure toast, and the dialog stays as it is.
 */
export function useSaveTranslation(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, values }: { key: string; values: KeyValues }) =>
      updateTranslation(
        apiClient,
        key,
        languages.map((lang) => ({ lang, value: values[lang] })),
      ),
    onSuccess: async (_, { key }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: translationMapsKey, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: ['translation-editor', 'history', key] }),
        reloadTranslations(),
      ]);
      void notify.success('WEB_TRANSLATION_UPDATED');
      onSaved();
    },
    onError: (error) => {
      console.error('translation editor: saving failed', error);
      // The toast is SPEC §8's fixed text, not the server's message; notify.error shows a plain error's message.
      void notify.error(new Error('WEB_TRANSLATION_UPDATE_FAILED'));
    },
  });
}
