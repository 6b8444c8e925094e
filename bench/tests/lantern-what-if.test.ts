/**
 * @jest-environment node
 *
 * `npm run audit -- --what-if` replays a load without one request: every event of that request
 * must go, and nothing of any other.
 */
import { subresourcesOf, withoutRequests, type DevtoolsEvent } from '../lib/lantern-what-if';

type Event = DevtoolsEvent;

const request = (id: string, url: string, type: string, bytes: number): Event[] => [
  { method: 'Network.requestWillBeSent', params: { requestId: id, request: { url } } },
  { method: 'Network.responseReceived', params: { requestId: id, type, response: { url } } },
  { method: 'Network.dataReceived', params: { requestId: id, dataLength: bytes } },
  { method: 'Network.loadingFinished', params: { requestId: id, encodedDataLength: bytes } },
];

const log: Event[] = [
  { method: 'Page.frameNavigated', params: { frame: { id: 'main' } } },
  ...request('1', 'http://localhost/services', 'Document', 23_000),
  ...request('2', 'http://localhost/_next/static/chunks/app.js', 'Script', 127_000),
  ...request('3', 'http://localhost/_next/static/chunks/menu.js', 'Script', 5_400),
  ...request('4', 'http://localhost/_next/static/chunks/site.css', 'Stylesheet', 14_600),
];

describe('the what-if replay', () => {
  it('lists the requests of a load but the document, with the type and bytes of each', () => {
    expect(subresourcesOf(log)).toEqual([
      { url: 'http://localhost/_next/static/chunks/app.js', type: 'Script', bytes: 127_000 },
      { url: 'http://localhost/_next/static/chunks/menu.js', type: 'Script', bytes: 5_400 },
      { url: 'http://localhost/_next/static/chunks/site.css', type: 'Stylesheet', bytes: 14_600 },
    ]);
  });

  it('takes out every event of the dropped request and keeps every other event', () => {
    const rest = withoutRequests(log, (url: string) => url.endsWith('/menu.js'));
    expect(rest).toHaveLength(log.length - 4);
    expect(rest.some((event) => event.params.requestId === '3')).toBe(false);
    expect(rest.filter((event) => event.params.requestId === '2')).toHaveLength(4);
    expect(rest[0]!.method).toBe('Page.frameNavigated');
    expect(subresourcesOf(rest).map((request) => request.url)).toEqual(['http://localhost/_next/static/chunks/app.js', 'http://localhost/_next/static/chunks/site.css']);
  });

  it('drops nothing when no URL matches', () => {
    expect(withoutRequests(log, () => false)).toEqual(log);
  });
});
