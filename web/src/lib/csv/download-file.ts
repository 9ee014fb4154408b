/**
 * Hands a file to the browser under its name (an object URL on a temporary link's `download`). The URL is let go a
 * minute later: the click has started the download, and revoking at once can cancel it in some browsers.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves text (or a workbook's bytes) as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string | ArrayBuffer, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
