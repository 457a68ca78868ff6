/** An input file that cannot be read as the format it was given as (no header, a broken structure, bytes in no known encoding). */
export class FileFormatError extends Error {
  override name = 'FileFormatError';
}
