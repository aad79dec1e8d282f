import http, { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/**
 * An HTTP server whose requests and responses are created with Express's own prototypes. Express otherwise swaps
 * the prototype of every request and response it receives (`Object.setPrototypeOf`), which V8 handles slowly and
 * which kept each request's objects alive into the old generation: several major collections a second under load.
 * Created with the right prototype, Express's swap changes nothing.
 */
export function createExpressServer(app: Express): http.Server {
  return http.createServer(
    {
      IncomingMessage: constructedWith(IncomingMessage, app.request),
      ServerResponse: constructedWith(ServerResponse, app.response) as typeof ServerResponse,
    },
    app,
  );
}

/**
 * A constructor building what `base` builds, with `prototype` as the new object's prototype. Node's http classes are
 * plain constructor functions, so `base` initialises the object in place (Reflect.construct with another new.target
 * would work for classes too, but takes V8's slow path for every request).
 */
function constructedWith<T extends abstract new (...args: never[]) => object>(base: T, prototype: object): T {
  const initialise = base as unknown as (this: object, ...args: unknown[]) => void;
  function Constructed(this: object, ...args: unknown[]): void {
    initialise.apply(this, args);
  }
  Constructed.prototype = prototype;
  return Constructed as unknown as T;
}
