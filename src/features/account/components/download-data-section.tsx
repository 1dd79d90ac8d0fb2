// Stub (issue 21, export): Download my data, one JSON file of everything stored about the user.
export function DownloadDataSection() {
  return null;
}
