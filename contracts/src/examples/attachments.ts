import type { AttachmentUpload } from '../endpoints/attachments.ts';

/**
 * A real one-page PDF (592 bytes, "Receipt 1405-02-11" in Helvetica): the pacts, the provider state, the API tests and
 * the e2e flow attach the same file, so a download can be compared byte for byte.
 */
export const receiptPdfBase64 =
  'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAzMDAgMTQ0XSAvQ29udGVudHMgNCAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNSAwIFIgPj4gPj4gPj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCA0OCA+PgpzdHJlYW0KQlQgL0YxIDE4IFRmIDI0IDcyIFRkIChSZWNlaXB0IDE0MDUtMDItMTEpIFRqIEVUCmVuZHN0cmVhbQplbmRvYmoKNSAwIG9iago8PCAvVHlwZSAvRm9udCAvU3VidHlwZSAvVHlwZTEgL0Jhc2VGb250IC9IZWx2ZXRpY2EgPj4KZW5kb2JqCnhyZWYKMCA2CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAwOSAwMDAwMCBuIAowMDAwMDAwMDU4IDAwMDAwIG4gCjAwMDAwMDAxMTUgMDAwMDAgbiAKMDAwMDAwMDI0MSAwMDAwMCBuIAowMDAwMDAwMzM5IDAwMDAwIG4gCnRyYWlsZXIKPDwgL1NpemUgNiAvUm9vdCAxIDAgUiA+PgpzdGFydHhyZWYKNDA5CiUlRU9GCg==';

/** The upload of the rent receipt: a Persian name, so Content-Disposition's UTF-8 `filename*` is exercised. */
export const receiptUploadExample: AttachmentUpload = {
  fileName: 'رسید اجاره اردیبهشت.pdf',
  mediaType: 'application/pdf',
  data: receiptPdfBase64,
};

/**
 * A real 24×12 PNG (98 bytes: a pale slip with two ruled lines), standing in for a phone's photo of a cheque: the
 * cheques' pacts, provider state and API tests attach it.
 */
export const chequePhotoPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAMCAIAAAD3UuoiAAAAKUlEQVR42mOIivKmCmKIivJ+/foOhWiQG2QT0EMGGhJeGw0jfAZRBQEAQtxbK7ZeWioAAAAASUVORK5CYII=';

/** The upload of a cheque's photo, under a Persian name as a phone would not give it but a person might. */
export const chequePhotoUploadExample: AttachmentUpload = {
  fileName: 'عکس چک ۸۷۶۵۴۳.png',
  mediaType: 'image/png',
  data: chequePhotoPngBase64,
};
