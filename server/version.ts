/** The application version, answered by GET /api/health and written in the OpenAPI document. */
export const VERSION = '0.1.0';
