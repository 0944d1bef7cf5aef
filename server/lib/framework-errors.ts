/**
 * Answers Fastify gives before any route or error handler runs (a URL that does not decode, a
 * path parameter too long, headers too large, a malformed request line), in the one error shape
 * `{ message, code }` instead of Fastify's own `{ error, message, statusCode }`.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorText } from '../../shared/api/error-codes';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Bad URL (FST_ERR_BAD_URL) and too long a path parameter (FST_ERR_MAX_PARAM_LENGTH). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  void reply.code(status).send({ message: status === 414 ? 'A value in the address is too long.' : errorText('BAD_URL'), code: 'BAD_URL' });
}

/** Errors of the HTTP parser itself: no request exists yet, so the answer is written to the socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, errorText('HEADERS_TOO_LARGE'), 'HEADERS_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorText('REQUEST_TIMEOUT'), 'REQUEST_TIMEOUT']
        : [400, errorText('BAD_REQUEST'), 'BAD_REQUEST'];
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
