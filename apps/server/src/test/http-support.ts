import { randomInt, randomUUID } from 'node:crypto';
import type { TCustomerInput } from '@ccms/contract/customers/schemas';
import type { Endpoint } from '@ccms/contract/endpoint';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { cities, counties } from '../db/schema/index.ts';
import type { Executor } from '../platform/db.ts';
import type { TestUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** A phone number in stored form no other test uses. */
export const randomPhone = () => `05${digits(9)}`;
export const randomCardNumber = () => `29${digits(11)}`;
/** A short token that makes a test's names unique. */
export const randomToken = () => randomUUID().replaceAll('-', '').slice(0, 10);

/** A city of its own with two counties (ids far above the plate codes of the seed). */
export async function createCityWithCounties(db: Executor, name = `Test İli ${randomToken()}`) {
  const cityId = randomInt(1_000, 2_000_000_000);
  await db.insert(cities).values({ id: cityId, name });
  const countyRows = [
    { id: randomInt(1_000, 2_000_000_000), cityId, name: 'Şile' },
    { id: randomInt(1_000, 2_000_000_000), cityId, name: 'Çatalca' },
  ];
  await db.insert(counties).values(countyRows);
  return { cityId, cityName: name, counties: countyRows };
}

/** A valid customers/add body; the overrides win. */
export function customerPayload(overrides: Partial<TCustomerInput> = {}): TCustomerInput {
  return {
    id: randomUUID(),
    firstName: 'Ayşe',
    lastName: `Yılmaz ${randomToken()}`,
    phoneNumber: randomPhone(),
    datetimeOfCustomer: '1990-04-12',
    emailAddress: `ayse.${randomToken()}@example.test`,
    address: null,
    loyaltyCards: [],
    ...overrides,
  };
}

/** A write's answer in the success envelope, as a test reads it. */
export type Envelope<T> = { isSuccess: boolean; data: T; messages: string[] };

/** A method the contract's endpoints use. */
type Method = Endpoint['method'];

/**
 * Calls an API path as the user (anonymously with `null`) and answers the reply; a POST sends
 * `body` as JSON (`{}` when left out), a GET or DELETE sends none.
 */
export async function call(
  ctx: TestContext,
  user: TestUser | null,
  method: Method,
  url: string,
  body?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? await ctx.authHeader(user) : {},
    ...(method === 'POST' && { payload: (body ?? {}) as Record<string, unknown> }),
  });
}

/** Posts and returns the answer; `body` is sent as JSON. */
export function post(ctx: TestContext, user: TestUser | null, url: string, body: unknown) {
  return call(ctx, user, 'POST', url, body);
}

export function get(ctx: TestContext, user: TestUser | null, url: string) {
  return call(ctx, user, 'GET', url);
}

/** Calls a contract endpoint (one without path parameters) as the user. */
export function callEndpoint(
  ctx: TestContext,
  user: TestUser | null,
  endpoint: Endpoint,
  body?: unknown,
) {
  return call(ctx, user, endpoint.method, `/api/${endpoint.path}`, body);
}

/** Posts a multipart form (as `multipartBody` builds it) and returns the answer. */
export async function postMultipart(
  ctx: TestContext,
  user: TestUser,
  url: string,
  form: { payload: Buffer; headers: Record<string, string> },
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(await ctx.authHeader(user)), ...form.headers },
    payload: form.payload,
  });
}

/** Expects a 200 (the body is the failure's message) and answers the parsed body. */
export function expectOk<T>(response: { statusCode: number; body: string; json(): unknown }): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** Calls and expects a 200; answers the parsed body. */
export async function callOk<T>(
  ctx: TestContext,
  user: TestUser | null,
  method: Method,
  url: string,
  body?: unknown,
): Promise<T> {
  return expectOk<T>(await call(ctx, user, method, url, body));
}

/** GETs and expects a 200; answers the parsed body. */
export async function getOk<T>(ctx: TestContext, user: TestUser | null, url: string): Promise<T> {
  return expectOk<T>(await get(ctx, user, url));
}

/** Posts and expects a 200; answers the parsed body. */
export async function postOk<T>(
  ctx: TestContext,
  user: TestUser | null,
  url: string,
  body: unknown,
): Promise<T> {
  return expectOk<T>(await post(ctx, user, url, body));
}

/** Adds a customer over HTTP and returns the payload that was stored. */
export async function addCustomer(
  ctx: TestContext,
  user: TestUser,
  overrides: Partial<TCustomerInput> = {},
): Promise<TCustomerInput> {
  const payload = customerPayload(overrides);
  expectOk(await post(ctx, user, '/api/customers/add', payload));
  return payload;
}

/** The messages of a refusal, joined, for `toContain`. */
export function messagesOf(response: { json(): unknown }): string {
  return (response.json() as { messages: string[] }).messages.join(' | ');
}

/** The rows of an Excel file's first sheet, each row's cells from column A on. */
export async function readSheet(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** One cell as Excel readers see it: its value, its kind and its number format. */
export type SheetCell = {
  value: unknown;
  type: 'date' | 'number' | 'text' | 'empty';
  numFmt?: string;
};

function kindOf(cell: ExcelJS.Cell): SheetCell['type'] {
  if (cell.type === ExcelJS.ValueType.Date) return 'date';
  if (cell.type === ExcelJS.ValueType.Number) return 'number';
  if (cell.type === ExcelJS.ValueType.Null) return 'empty';
  return 'text';
}

/** The cells of an Excel file's first sheet with their kinds and formats, row by row. */
export async function readSheetCells(content: Buffer): Promise<SheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: SheetCell[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      const cell = row.getCell(column);
      const numFmt = cell.numFmt ? { numFmt: cell.numFmt } : {};
      cells.push({ value: cell.value, type: kindOf(cell), ...numFmt });
    }
    rows.push(cells);
  });
  return rows;
}

/** Posts for an Excel file, expects a 200 and answers every cell of its first sheet. */
export async function excelCells(
  ctx: TestContext,
  user: TestUser,
  url: string,
  body: unknown,
): Promise<unknown[]> {
  const excel = await post(ctx, user, url, body);
  expect(excel.statusCode).toBe(200);
  return (await readSheet(excel.rawPayload)).flat();
}
