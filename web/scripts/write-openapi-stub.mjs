// Writes a minimal openapi.json mirroring the backend contract, used only until the
// backend's `oneloft openapi` output replaces it (the Makefile overwrites web/openapi.json).
import { writeFileSync } from 'node:fs';

const ref = (n) => ({ $ref: `#/components/schemas/${n}` });
const str = { type: 'string' };
const int = { type: 'integer', format: 'int64' };
const bool = { type: 'boolean' };
const nullableInt = { type: ['integer', 'null'], format: 'int64' };
const obj = (properties, required = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });
const arr = (items) => ({ type: ['array', 'null'], items });
const json = (schema) => ({ content: { 'application/json': { schema } } });
const ok = (schema) => ({ responses: { 200: { description: 'OK', ...json(schema) }, default: { description: 'Error', ...json(ref('ErrorModel')) } } });
const pathParam = (name, schema = int) => ({ name, in: 'path', required: true, schema });
const queryParam = (name, schema = int) => ({ name, in: 'query', required: false, schema });
const paged = (item) => obj({ data: arr(ref(item)), meta: ref('PageMeta') });
const statusRow = obj({ id: int, pigeon_id: int, pigeon_status_type_id: int, code: str, kind: str, created_at: { type: 'string', format: 'date-time' } }, ['id', 'pigeon_id', 'pigeon_status_type_id', 'code', 'created_at']);
const switches = (keys) => obj(Object.fromEntries(keys.map((k) => [k, bool])), []);

const schemas = {
  ErrorModel: obj({ message: str, errors: { type: 'object', additionalProperties: { type: 'array', items: str } } }, ['message']),
  Health: obj({ status: str, database: str, broker: str, redis: str, version: str }),
  Country: obj({ key: str, name: str }),
  PageMeta: obj({ page: int, per_page: int, total: int }),
  Tag: obj({ tag_name: str }),
  LoftSummary: obj({ id: int, name: str, unit: { type: 'string', enum: ['km', 'mile'] }, country: str, city: str, package: { type: 'string', enum: ['legacy', 'basic', 'premium'] }, tags: arr(ref('Tag')), currency: { type: 'string', enum: ['EUR', 'USD'] } }),
  LoftAddress: obj({ id: int, city: str, street: str, zipcode: str, country: str, longitude: { type: 'number' }, latitude: { type: 'number' } }),
  DisplayFields: obj({
    participants: switches(['team', 'country', 'fancier', 'pigeonsCount']),
    fanciers: switches(['ringDescriptor', 'color', 'sex', 'pigeonName']),
    results: switches(['rank', 'fancier', 'team', 'country', 'ringDescriptor', 'time', 'speed', 'pigeonName']),
    baskets: switches(['fancier', 'team', 'country', 'ringDescriptor', 'pigeonName', 'time']),
    aces: switches(['rank', 'fancier', 'team', 'country', 'ringDescriptor', 'pigeonName', 'speed']),
  }),
  Season: obj({ id: int, loft_id: int, name: str, currency: { type: 'string', enum: ['EUR', 'USD'] }, state: { type: 'string', enum: ['draft', 'in_progress', 'over'] }, registration_open: bool, max_pigeons: nullableInt, max_active: nullableInt, max_reserve: nullableInt }),
  Loft: obj({ id: int, name: str, unit: { type: 'string', enum: ['km', 'mile'] }, description: str, country: str, loft_addresses: arr(ref('LoftAddress')), latest_loft_type: obj({ package: obj({ type: { type: 'string', enum: ['legacy', 'basic', 'premium'] } }), created_at: { type: 'string', format: 'date-time' } }), tags: arr(ref('Tag')), display_fields: ref('DisplayFields'), seasons: arr(ref('Season')) }),
  Team: obj({ id: int, loft_id: int, user_id: int, name: str, country: str, fancier: str, pigeons_count: int }),
  PigeonStatus: statusRow,
  Pigeon: obj({ id: int, season_id: int, team_id: int, ring: str, name: str, color: str, sex: { type: 'string', enum: ['cock', 'hen', 'unknown'] }, team: ref('Team'), latest_pigeon_health_status: { oneOf: [ref('PigeonStatus'), { type: 'null' }] }, latest_pigeon_progressive_status: { oneOf: [ref('PigeonStatus'), { type: 'null' }] }, statuses: arr(ref('PigeonStatus')) }),
  TeamWithPigeons: obj({ id: int, loft_id: int, user_id: int, name: str, country: str, fancier: str, pigeons_count: int, pigeons: arr(ref('Pigeon')) }),
  Attachment: obj({ id: int, file_type: str, file_category: str, url: str, name: str }),
  News: obj({ id: int, loft_id: int, title: str, body: str, published_at: { type: 'string', format: 'date-time' }, attachments: arr(ref('Attachment')) }),
  Product: obj({ id: int, season_id: int, product_category_id: int, category: { type: 'string', enum: ['entry_fee', 'final_flight_activation', 'reserve_activation', 'sale'] }, name: str, pigeons_active: int, pigeons_reserve: int, amount: int, currency: { type: 'string', enum: ['EUR', 'USD'] }, max_quantity: nullableInt }),
  DueDate: obj({ id: int, season_id: int, name: str, description: str, due_date_category_id: int, starts_at: str, ends_at: str, max_duration: int }),
  LoftPage: paged('LoftSummary'),
  TeamPage: paged('Team'),
};

const paths = {
  '/api/health': { get: { operationId: 'get-health', ...ok(ref('Health')) } },
  '/api/public/countries/{locale}': { get: { operationId: 'list-countries', parameters: [pathParam('locale', str)], ...ok(arr(ref('Country'))) } },
  '/api/public/lofts': { get: { operationId: 'list-lofts', parameters: [queryParam('page'), queryParam('per_page'), queryParam('search', str)], ...ok(ref('LoftPage')) } },
  '/api/public/lofts/{id}': { get: { operationId: 'get-loft', parameters: [pathParam('id')], ...ok(ref('Loft')) } },
  '/api/public/lofts/{id}/teams': { get: { operationId: 'list-loft-teams', parameters: [pathParam('id'), queryParam('season_id'), queryParam('page'), queryParam('per_page'), queryParam('search', str)], ...ok(ref('TeamPage')) } },
  '/api/public/lofts/{id}/teams/{teamId}': { get: { operationId: 'get-loft-team', parameters: [pathParam('id'), pathParam('teamId')], ...ok(ref('TeamWithPigeons')) } },
  '/api/public/lofts/{id}/news': { get: { operationId: 'list-loft-news', parameters: [pathParam('id')], ...ok(arr(ref('News'))) } },
  '/api/public/lofts/{id}/products': { get: { operationId: 'list-loft-products', parameters: [pathParam('id'), queryParam('season_id')], ...ok(arr(ref('Product'))) } },
  '/api/public/seasons/{id}': { get: { operationId: 'get-season', parameters: [pathParam('id')], ...ok(ref('Season')) } },
  '/api/public/pigeons/{id}': { get: { operationId: 'get-pigeon', parameters: [pathParam('id')], ...ok(ref('Pigeon')) } },
  '/api/res/v1/due-dates': { get: { operationId: 'list-due-dates', parameters: [{ name: 'SeasonId', in: 'header', required: true, schema: int }], ...ok(arr(ref('DueDate'))) } },
  '/api/custom/v1/merchant/products/{id}': { get: { operationId: 'list-merchant-products', parameters: [pathParam('id')], ...ok(arr(ref('Product'))) } },
};

const doc = { openapi: '3.1.0', info: { title: 'oneloft API (stub)', version: '2.7.0' }, paths, components: { schemas } };
writeFileSync(new URL('../openapi.json', import.meta.url), JSON.stringify(doc, null, 2) + '\n');
