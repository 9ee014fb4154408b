/** Saves text (or a workbook's bytes) as a file through the browser's download (an object URL on a temporary link). */
export function downloadTextFile(fileName: string, text: string | ArrayBuffer, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
