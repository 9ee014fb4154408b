import type {
  DuplicateChoice,
  ImportEncoding,
  ImportFile,
  ImportKind,
  ImportMapping,
  ImportPreview,
} from '@daftar/contracts/endpoints/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { Button } from '../../ui/button.tsx';
import { FilePickButton } from '../../ui/file-pick-button.tsx';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { importAccept, importFileProblem, readImportFile } from './import-file.ts';
import { importKindFacts } from './import-kinds.ts';
import { ImportOpeningCard, openingWritable } from './import-opening.tsx';
import { ImportOptions } from './import-options.tsx';
import { commitPlan, remap } from './import-plan.ts';
import { estimatedPercent, expectedCommitMs, expectedPreviewMs } from './import-progress.ts';
import { ImportResultCard } from './import-result.tsx';
import { ImportRowsTable } from './import-rows-table.tsx';
import { ImportSummary } from './import-summary.tsx';
import { TemplateButton } from './template-button.tsx';
import { commitImport, previewImport } from './imports-client.ts';
import { FormError } from '../../ui/fields/form-error.tsx';

type PickedFile = Pick<ImportFile, 'fileName' | 'data'>;

/** A step's progress for a large file, with its estimated percentage (import-progress.ts says why an estimate). */
function Progress({ text, expectedMs }: { text: string; expectedMs: number }) {
  const { language } = useLanguage();
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, []);
  const percent = estimatedPercent(now - started, expectedMs);
  const shown = new Intl.NumberFormat(language === 'fa' ? 'fa-IR' : 'en-US', { style: 'percent' }).format(
    percent / 100,
  );
  return (
    <div className="import-progress" role="status" data-testid="import-progress">
      <progress value={percent} max={100} aria-valuetext={shown} />
      <span>
        {text} <span data-testid="import-progress-percent">{shown}</span>
      </span>
    </div>
  );
}

/**
 * One kind's import: a file is picked and previewed at once (with the detected encoding and the mapping the API
 * proposes); each change of encoding, column or duplicate choice previews it again; the commit sends the same file
 * with the mapping shown and answers what it wrote. Nothing is written before the commit.
 */
export function ImportFlow({ kind, companyId }: { kind: ImportKind; companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<PickedFile | null>(null);
  const [onDuplicate, setOnDuplicate] = useState<DuplicateChoice>('skip');
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: (body: ImportFile) => previewImport(apiClient, companyId, kind, body) });
  const commit = useMutation({
    mutationFn: (body: Parameters<typeof commitImport>[3]) => commitImport(apiClient, companyId, kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys[importKindFacts[kind].area] }),
  });
  // The last answer stays on screen while a change is read again (a mutation forgets its data when it runs).
  const [shown, setShown] = useState<ImportPreview | null>(null);

  // How long the last preview took: the commit's progress is estimated from it.
  const previewMs = useRef(0);

  function read(body: ImportFile) {
    setRefusal(null);
    commit.reset();
    const started = Date.now();
    preview.mutate(body, {
      onSuccess: (answer) => {
        previewMs.current = Date.now() - started;
        setShown(answer);
      },
      onError: (error) => setRefusal(errorText(error)),
    });
  }

  async function pick(picked: File) {
    const problem = importFileProblem(picked);
    if (problem) {
      setRefusal(t(problem));
      return;
    }
    const next = await readImportFile(picked);
    setFile(next);
    setShown(null);
    read({ ...next, onDuplicate });
  }

  const again = (change: { encoding?: ImportEncoding; mapping?: ImportMapping; onDuplicate?: DuplicateChoice }) => {
    if (!file || !shown) return;
    read({
      ...file,
      encoding: change.encoding ?? shown.encoding ?? undefined,
      // Another encoding gives other headers: the API matches them again.
      mapping: change.encoding ? undefined : (change.mapping ?? shown.mapping),
      onDuplicate: change.onDuplicate ?? onDuplicate,
    });
  };

  async function send() {
    if (!file || !shown) return;
    setRefusal(null);
    const body = { ...file, encoding: shown.encoding ?? undefined, mapping: shown.mapping, onDuplicate, skipBadRows };
    await commit.mutateAsync(body).catch((error: unknown) => setRefusal(errorText(error)));
  }

  function another() {
    setFile(null);
    setShown(null);
    commit.reset();
    input.current?.click();
  }

  if (commit.data) return <ImportResultCard kind={kind} result={commit.data} onAnother={another} />;
  const plan = shown ? commitPlan(shown.counts, skipBadRows) : null;
  const digits = (value: number) => localDigits(String(value), language);

  return (
    <>
      <section className="import-start page-card" data-testid="import-start">
        <div className="form-actions">
          <FilePickButton
            accept={importAccept}
            inputLabel={t('WEB_IMPORT_CHOOSE_FILE')}
            inputTestId="import-file"
            inputRef={input}
            onFile={pick}
            disabled={preview.isPending}
            data-testid="import-choose"
          >
            {t(file ? 'WEB_IMPORT_CHOOSE_ANOTHER' : 'WEB_IMPORT_CHOOSE_FILE')}
          </FilePickButton>
          <TemplateButton kind={kind} companyId={companyId} onError={(error) => setRefusal(errorText(error))} />
        </div>
        <p className="import-note">{t('WEB_IMPORT_TEMPLATE_NOTE')}</p>
        {preview.isPending && file && (
          <Progress
            text={t('WEB_IMPORT_READING', { file: file.fileName })}
            expectedMs={expectedPreviewMs((file.data.length * 3) / 4)}
          />
        )}
        <FormError text={refusal} testId="import-error" />
        {shown && file && <ImportSummary preview={shown} fileName={file.fileName} />}
      </section>
      {shown && (
        <>
          <ImportOptions
            preview={shown}
            onDuplicate={onDuplicate}
            onEncoding={(encoding) => again({ encoding })}
            onDuplicateChange={(choice) => {
              setOnDuplicate(choice);
              again({ onDuplicate: choice });
            }}
            onMap={(field, column) => again({ mapping: remap(shown.mapping, field, column) })}
          />
          {shown.opening && <ImportOpeningCard opening={shown.opening} />}
          <ImportRowsTable key={shown.rows.length} preview={shown} />
          <section className="import-commit page-card" data-testid="import-commit-card">
            {shown.counts.error > 0 && (
              <CheckboxField
                label={t('WEB_IMPORT_SKIP_BAD_ROWS')}
                checked={skipBadRows}
                onChange={(event) => setSkipBadRows(event.target.checked)}
                data-testid="import-skip-bad-rows"
              />
            )}
            {plan && plan.writes === 0 && <p className="import-note">{t('WEB_IMPORT_NOTHING_TO_WRITE')}</p>}
            {commit.isPending && plan && (
              <Progress
                text={t('WEB_IMPORT_WRITING', { n: digits(plan.writes) })}
                expectedMs={expectedCommitMs(previewMs.current)}
              />
            )}
            <div className="form-actions">
              <Button
                onClick={send}
                loading={commit.isPending}
                disabled={!plan?.allowed || !openingWritable(shown.opening) || preview.isPending}
                data-testid="import-commit"
              >
                {t('WEB_IMPORT_COMMIT', { n: digits(plan?.writes ?? 0) })}
              </Button>
            </div>
          </section>
        </>
      )}
    </>
  );
}
