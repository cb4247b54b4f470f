/** Opens a base64 PDF from the Admin API in a new window, where the browser's viewer prints it (ADR 061). */
export function openPdf(base64: string, name: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const opened = window.open(url, '_blank');
  if (!opened) {
    // A blocked pop-up: a download still gets the staff member their PDF.
    const link = document.createElement('a');
    link.href = url;
    link.download = `${name}.pdf`;
    link.click();
  }
  // Long enough for the new window to read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
