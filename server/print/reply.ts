import type { FastifyReply } from 'fastify';

/** Sends a file download with an RFC 5987 encoded filename (names may hold slashes and spaces). */
export function sendFile(reply: FastifyReply, filename: string, contentType: string, body: Buffer): FastifyReply {
  const safe = filename.replace(/[/\\]/g, '-');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`)
    .header('cache-control', 'no-store')
    .send(body);
}

export function sendPdf(reply: FastifyReply, filename: string, body: Buffer): FastifyReply {
  return sendFile(reply, filename.endsWith('.pdf') ? filename : `${filename}.pdf`, 'application/pdf', body);
}
