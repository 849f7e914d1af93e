/**
 * Starts the browser's download of a same-origin URL (the api answers it as an attachment, with
 * the session cookie): the file streams to disk instead of through the page's memory.
 */
export function downloadUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
