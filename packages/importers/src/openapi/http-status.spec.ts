import { STATUS_CODES } from 'node:http';
import { STATUS_PHRASES } from './http-status';

describe('STATUS_PHRASES', () => {
  it("lists the same codes and phrases as this Node's http.STATUS_CODES", () => {
    const fromNode = Object.fromEntries(Object.entries(STATUS_CODES).map(([code, phrase]) => [code, phrase]));
    expect({ ...STATUS_PHRASES }).toEqual(fromNode);
  });
});
