/**
 * The few browser navigations the app does outside the router (a full reload, leaving for the login page after
 * a sign-out, saving a file). One object so that tests can replace them: jsdom cannot navigate.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  /** Loads `url` as a new document (drops every in-memory state). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Offers `blob` as a download named `filename`. */
  saveFile(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked a little later: some browsers read the URL only after the click's task.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
