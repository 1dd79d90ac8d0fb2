// Parses the multipart/related body of a one-shot upload: the SDK (multipartUpload() in
// @firebase/storage) sends a JSON metadata part, then the bytes part, each with a Content-Type header.
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * @param {string | undefined} contentType the request's Content-Type header
 * @param {Buffer} body
 * @returns {{ metadata: Record<string, unknown>, media: Buffer, mediaContentType: string | undefined }}
 */
export function parseMultipartRelated(contentType, body) {
  const match = /^multipart\/related\s*;.*?\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!match) throw new Error(`Expected multipart/related with a boundary, got: ${contentType}`);
  const boundary = match[1] ?? match[2];
  const parts = splitParts(body, boundary);
  if (parts.length !== 2) throw new Error(`Expected 2 parts (metadata, media), got ${parts.length}`);
  let metadata;
  try {
    metadata = parts[0].body.length ? JSON.parse(parts[0].body.toString('utf8')) : {};
  } catch {
    throw new Error('The metadata part is not valid JSON');
  }
  return { metadata, media: parts[1].body, mediaContentType: parts[1].headers['content-type'] };
}

function splitParts(body, boundary) {
  const dashBoundary = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let pos = body.indexOf(dashBoundary);
  if (pos === -1) throw new Error('Boundary not found in body');
  pos += dashBoundary.length;
  const parts = [];
  for (;;) {
    // `--` right after a boundary closes the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    const lineEnd = body.indexOf(CRLF, pos);
    if (lineEnd === -1) throw new Error('Truncated multipart body');
    const start = lineEnd + CRLF.length;
    const end = body.indexOf(delimiter, start);
    if (end === -1) throw new Error('Missing closing boundary');
    parts.push(parsePart(body.subarray(start, end)));
    pos = end + delimiter.length;
  }
}

function parsePart(part) {
  // A part with no headers starts with the blank line straight away.
  const headerEnd = part.subarray(0, 2).equals(CRLF) ? -2 : part.indexOf(HEADER_END);
  if (headerEnd === -1) throw new Error('Multipart part without a header/body separator');
  const headers = {};
  if (headerEnd > 0) {
    for (const line of part.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return { headers, body: part.subarray(headerEnd + HEADER_END.length) };
}
