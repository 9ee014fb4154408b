import type { Attachment } from '@daftar/contracts/endpoints/attachments';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { FilePickButton } from '../../ui/file-pick-button.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { apiClient } from '../api/client.ts';
import { ApiError } from '../api/http-error.ts';
import { localDigits } from '../format/digits.ts';
import { formatDate } from '../format/format-date.ts';
import { downloadBlob } from '../csv/download-file.ts';
import { attachmentAccept, fileProblem, openBlob, sizeParts, toUpload } from './attachment-file.ts';
import {
  type AttachmentOwnerRef,
  downloadAttachment,
  listAttachments,
  removeAttachment,
  uploadAttachment,
} from './attachments-client.ts';
import './attachments.css';

const typeLabels: Record<Attachment['mediaType'], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** A field error's code (the upload's 400 names the field) before the envelope's own message. */
const uploadError = (error: unknown) =>
  error instanceof ApiError && error.fieldErrors[0] ? new Error(error.fieldErrors[0].message) : error;

function AttachmentRow({
  attachment,
  owner,
  queryKey,
  mayWrite,
}: {
  attachment: Attachment;
  owner: AttachmentOwnerRef;
  queryKey: QueryKey;
  mayWrite: boolean;
}) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeAttachment(apiClient, owner, attachment.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const size = sizeParts(attachment.size);
  async function fetchFile() {
    return downloadAttachment(apiClient, owner, attachment.id);
  }
  async function open() {
    // Opened in the click itself, so no pop-up blocker stops it; the file is put in once it has arrived.
    const opened = window.open('', '_blank');
    try {
      openBlob(await fetchFile(), opened);
    } catch (error) {
      opened?.close();
      void notify.error(error);
    }
  }
  async function save() {
    try {
      downloadBlob(attachment.fileName, await fetchFile());
    } catch (error) {
      void notify.error(error);
    }
  }
  async function confirm() {
    try {
      await remove.mutateAsync();
      void notify.success(t('WEB_ATTACHMENTS_DELETED', { name: attachment.fileName }));
    } catch (error) {
      void notify.error(error);
    } finally {
      setAsking(false);
    }
  }
  return (
    <li className="attachments-row" data-testid="attachment-row">
      <span className="attachments-type">{typeLabels[attachment.mediaType]}</span>
      <div className="attachments-file">
        <button type="button" className="attachments-name" onClick={() => void open()} data-testid="attachment-open">
          <bdi>{attachment.fileName}</bdi>
        </button>
        <span className="attachments-meta" data-testid="attachment-meta">
          {t(`WEB_ATTACHMENTS_SIZE_${size.unit}`, { size: localDigits(size.value, language) })}
          {' · '}
          {formatDate(attachment.uploadedAt, language, { withTime: true })}
          {attachment.uploadedByName ? ` · ${attachment.uploadedByName}` : ''}
        </span>
      </div>
      <div className="attachments-actions">
        <Button size="sm" variant="outline" onClick={() => void save()} data-testid="attachment-download">
          {t('WEB_ATTACHMENTS_DOWNLOAD')}
        </Button>
        {mayWrite && (
          <Button size="sm" variant="text" onClick={() => setAsking(true)} data-testid="attachment-delete">
            {t('WEB_ACTION_DELETE')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('WEB_ATTACHMENTS_DELETE_TITLE')}
        confirmLabel={t('WEB_ACTION_DELETE')}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('WEB_ATTACHMENTS_DELETE_BODY', { name: attachment.fileName })}</p>
      </ConfirmDialog>
    </li>
  );
}

/**
 * A record's attached files (receipts, scans): the list with size and date, open in a tab, download, delete after a
 * confirmation, and upload by a button or by dropping a file on the panel. Any kind of record: `owner` names its
 * calls, `areaKey` the area's query key it is kept under (so the area's own invalidations reach it too).
 * `mayWrite` false (a role that may only read the area): the files are listed and downloaded, never added or deleted.
 */
export function AttachmentsPanel({
  owner,
  areaKey,
  mayWrite = true,
}: {
  owner: AttachmentOwnerRef;
  areaKey: QueryKey;
  mayWrite?: boolean;
}) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  /** Why the last file was refused, translated: checked here first, else the server's code. */
  const [problem, setProblem] = useState<string | null>(null);
  const queryKey = [...areaKey, owner.companyId, 'attachments', owner.recordId];
  const files = useQuery({ queryKey, queryFn: () => listAttachments(apiClient, owner) });
  const upload = useMutation({
    mutationFn: async (file: File) => uploadAttachment(apiClient, owner, await toUpload(file)),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  async function send(file: File | undefined) {
    if (!file) return;
    const refused = fileProblem(file);
    setProblem(refused && errorText(refused));
    if (refused) return;
    try {
      await upload.mutateAsync(file);
      void notify.success(t('WEB_ATTACHMENTS_UPLOADED', { name: file.name }));
    } catch (error) {
      setProblem(errorText(uploadError(error)));
    }
  }
  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (mayWrite) void send(event.dataTransfer.files[0]);
  }

  return (
    <section
      className={`attachments${dragging ? ' attachments-dragging' : ''}`}
      aria-labelledby={`${inputId}-title`}
      data-testid="attachments"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(mayWrite);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <h2 id={`${inputId}-title`} className="attachments-title">
        {t('WEB_ATTACHMENTS_TITLE')}
      </h2>
      {files.isError ? (
        <p role="alert">{errorText(files.error)}</p>
      ) : files.data && files.data.length > 0 ? (
        <ul className="attachments-list">
          {files.data.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              owner={owner}
              queryKey={queryKey}
              mayWrite={mayWrite}
            />
          ))}
        </ul>
      ) : (
        <p className="attachments-empty">
          {files.isPending ? t('WEB_ATTACHMENTS_LOADING') : t('WEB_ATTACHMENTS_NONE')}
        </p>
      )}
      {mayWrite && (
        <div className="attachments-drop">
          <span className="attachments-hint-drop">{t('WEB_ATTACHMENTS_DROP_HINT')}</span>
          <span className="attachments-hint-touch">{t('WEB_ATTACHMENTS_TOUCH_HINT')}</span>
          <FilePickButton
            accept={attachmentAccept}
            inputLabel={t('WEB_ATTACHMENTS_CHOOSE')}
            inputTestId="attachment-input"
            onFile={send}
            size="sm"
            variant="secondary"
            loading={upload.isPending}
          >
            {t('WEB_ATTACHMENTS_CHOOSE')}
          </FilePickButton>
        </div>
      )}
      {problem && (
        <p className="attachments-problem" role="alert" data-testid="attachment-problem">
          {problem}
        </p>
      )}
    </section>
  );
}
