export { parseBody } from '../../core/parse-body.js';
