import { BadRequestException, HttpException, UnsupportedMediaTypeException } from '@nestjs/common';
import {
  bodyRefusalInOwnWords,
  BROKEN_ENCODING_MESSAGE,
  requestDecompression,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_ENCODING_MESSAGE,
} from './request-body';
import { JSON_ONLY_MESSAGE } from './browser-writes';

/** What @fastify/compress does with `onInvalidRequestPayload`'s answer: copies its fields onto zlib's error. */
const zlibErrorCarrying = (payload: Error) => Object.assign(new Error('incorrect header check'), payload);

describe('bodyRefusalInOwnWords', () => {
  it('takes the refusal off a decoding error, whatever zlib said', () => {
    const carried = zlibErrorCarrying(requestDecompression.onInvalidRequestPayload('gzip'));
    const refusal = bodyRefusalInOwnWords(carried);
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect((refusal as HttpException).message).toBe('The request body is not valid gzip (Content-Encoding: gzip)');
  });

  it('keeps 400 as the status Fastify reads off the decoding error', () => {
    expect(zlibErrorCarrying(requestDecompression.onInvalidRequestPayload('br'))).toMatchObject({ statusCode: 400 });
  });

  it("answers an encoding it does not decode in its own words, not as 'not JSON'", () => {
    const refusal = requestDecompression.onUnsupportedRequestEncoding('compress');
    expect(bodyRefusalInOwnWords(refusal)).toBe(refusal);
    expect(refusal.message).toBe(UNSUPPORTED_ENCODING_MESSAGE('compress'));
  });

  it("rewords Fastify's own 413 and 415", () => {
    expect((bodyRefusalInOwnWords(new HttpException('Request body is too large', 413)) as HttpException).message).toBe(
      TOO_LARGE_MESSAGE,
    );
    expect((bodyRefusalInOwnWords(new HttpException('Unsupported Media Type', 415)) as HttpException).message).toBe(
      JSON_ONLY_MESSAGE,
    );
    const ours = new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE);
    expect(bodyRefusalInOwnWords(ours)).toBe(ours);
  });

  it('leaves any other error alone', () => {
    const error = new Error('boom');
    expect(bodyRefusalInOwnWords(error)).toBe(error);
  });

  it('names Brotli by its name and cuts a long unknown encoding short', () => {
    expect(BROKEN_ENCODING_MESSAGE('br')).toBe('The request body is not valid Brotli (Content-Encoding: br)');
    expect(UNSUPPORTED_ENCODING_MESSAGE('x'.repeat(500)).length).toBeLessThan(150);
  });
});
